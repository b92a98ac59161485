// The content-pages feature's server-only face (decision 032): the team the pages show, the pages'
// texts other features' server code reads (decision 034).
export { seedTeam, teamInForce } from './team-in-force.server.ts'
export { searchableContentPages, thankYouMessage } from './pages-in-force.server.ts'
