// The staff feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { AuditLogView } from './AuditLogView.tsx'
export { getStaffIdentity, getStaffInvitation } from './staff.functions.ts'
export { StaffRegisterView, StaffSignInView } from './StaffDoorViews.tsx'
export { StaffListView } from './StaffListView.tsx'
export { StaffProfileView } from './StaffProfileView.tsx'
