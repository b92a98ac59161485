// The property-map feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { mapResponse } from './map-files.server.ts'
