// The property-search feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { searchIndexFileResponse } from './search-index.server.ts'
