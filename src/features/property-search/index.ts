// The property-search feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { PropertySearch } from './PropertySearch.tsx'
export { searchQueryOf } from './search-answer.ts'
export { getSearchAnswer } from './search-answer.functions.ts'
export { SearchAnswer } from './SearchAnswer.tsx'
