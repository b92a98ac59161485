// The content pages' face for the server (decision 032): what other features' server code reads of the pages.
export { searchableContentPages, thankYouMessage } from './pages-in-force.server.ts'
