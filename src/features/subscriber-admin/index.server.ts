// The subscriber-admin feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { subscribersCsvResponse } from './subscriber-admin.server.ts'
