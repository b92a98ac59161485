// The staff feature's server-only face (decision 032): the Worker loads it, the browser never does.
export {
  addPasskeyOptionsResponse,
  addPasskeyVerifyResponse,
  removePasskeyResponse,
  staffRegisterOptionsResponse,
  staffRegisterVerifyResponse,
  staffSignInOptionsResponse,
  staffSignInVerifyResponse,
  staffSignOutResponse,
} from './passkey-doors.server.ts'
export { STAFF_ACCOUNT_MAILS } from './staff-invitations.server.ts'
export { staffInviteResponse } from './staff-admin.server.ts'
