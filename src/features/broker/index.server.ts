// The broker feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { listingBroker } from './broker-repository.server.ts'
