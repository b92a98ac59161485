// The property-files feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { PROPERTY_FILE_ROUTES } from './property-file-routes.server.ts'
