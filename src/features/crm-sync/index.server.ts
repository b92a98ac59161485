// The crm-sync feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { scheduledCrmSync, syncRequestResponse } from './crm-sync-door.server.ts'
export { CrmSyncWorkflow } from './crm-sync-workflow.server.ts'
export { failingSyncTrouble } from './crm-sync-trouble.server.ts'
export { syncHealth } from './crm-sync.server.ts'
