// The property-files feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { uploadDocumentResponse } from './property-files-admin.server.ts'
