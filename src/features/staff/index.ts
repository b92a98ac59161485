// The staff feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { AuditLogView } from './AuditLogView'
export { getStaffIdentity, getStaffInvitation } from './staff.functions'
export { StaffRegisterView, StaffSignInView } from './StaffDoorViews'
export { StaffListView } from './StaffListView'
export { StaffProfileView } from './StaffProfileView'
