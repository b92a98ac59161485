// The property-search feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { PropertySearch } from './PropertySearch'
export { searchQueryOf } from './search-answer'
export { getSearchAnswer } from './search-answer.functions'
export { SearchAnswer } from './SearchAnswer'
