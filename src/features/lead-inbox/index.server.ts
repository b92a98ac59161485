// The lead-inbox feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { leadUploadResponse, leadsCsvExport } from './lead-inbox-admin.server.ts'
