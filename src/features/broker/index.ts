// The broker feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { type ListingBroker } from './listing-broker.ts'
export { AnswererNote, ListingBrokerCard } from './ListingBrokerCard.tsx'
