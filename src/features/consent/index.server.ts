// The consent feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { ANALYTICS_STAND_IN_ROUTES } from './analytics-stand-in.server.ts'
