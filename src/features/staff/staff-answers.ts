import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// What the back office's doors answer when they refuse (decision 018), as a code the pages act on and a
// sentence in the reader's language.

export type StaffRefusal =
  | 'invalid'
  | 'origin'
  | 'throttled'
  | 'challenge'
  | 'unknown-passkey'
  | 'not-verified'
  | 'invitation-unknown'
  | 'invitation-expired'
  | 'invitation-used'
  | 'last-passkey'
  | 'self'
  | 'unknown-member'

const REFUSALS: Record<StaffRefusal, MessageDescriptor> = {
  invalid: msg`The request was not understood. Reload the page and try again.`,
  origin: msg`This request did not come from the back office's own pages and was refused.`,
  throttled: msg`Too many attempts from this connection. Wait a quarter of an hour and try again.`,
  challenge: msg`This sign-in request has expired or was already used. Try again.`,
  'unknown-passkey': msg`This passkey does not open the back office. Use the passkey you registered here, or ask an administrator for a new invitation.`,
  'not-verified': msg`Your passkey could not be verified. Try again.`,
  'invitation-unknown': msg`This invitation link is not valid. Ask an administrator for a new one.`,
  'invitation-expired': msg`This invitation link has expired (it works for 24 hours). Ask an administrator for a new one.`,
  'invitation-used': msg`This invitation link was already used. Sign in with your passkey, or ask an administrator for a new link.`,
  'last-passkey': msg`This is your only passkey: register another one before removing it.`,
  self: msg`You cannot do this to your own account. Ask another administrator.`,
  'unknown-member': msg`This staff member does not exist.`,
}

export function staffRefusalMessage(i18n: I18n, refusal: StaffRefusal): string {
  return i18n._(REFUSALS[refusal])
}
