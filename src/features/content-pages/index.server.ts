// The content-pages feature's server-only face (decision 032): the team the pages show (decision 034).
export { seedTeam, teamInForce } from './team-in-force.server.ts'
