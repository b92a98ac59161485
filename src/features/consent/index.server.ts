// The consent feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { analyticsStandInOn, analyticsStandInResponse } from './analytics-stand-in.server.ts'
