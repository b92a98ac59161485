// The operator-incidents feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { checkOperatorIncidents, openIncidentsGauge } from './operator-incidents.server.ts'
