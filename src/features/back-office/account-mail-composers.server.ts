import { STAFF_ACCOUNT_MAILS } from '#/features/staff/index.server.ts'
import { OWNER_ACCOUNT_MAILS } from '#/features/owner-portal/index.server.ts'
import { SUBSCRIPTION_ACCOUNT_MAILS } from '#/features/subscriptions/index.server.ts'
import type { AccountMailComposers } from '#/server/account-mail-outbox.server.ts'

/** Every kind of account mail (staff invitations, owners' password links, newsletter welcomes), for the cron's retries of the outbox (account-mail-outbox.server.ts). */
export const ACCOUNT_MAIL_COMPOSERS: AccountMailComposers = {
  ...STAFF_ACCOUNT_MAILS,
  ...OWNER_ACCOUNT_MAILS,
  ...SUBSCRIPTION_ACCOUNT_MAILS,
}
