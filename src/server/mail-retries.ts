// When a mail that failed is tried again (DESIGN.md "Leads never get lost": the cron trigger retries
// with backoff): one schedule for every outbox of the kernel (outbox.server.ts) that sends mail, the
// leads' and the account mails, so "retried like every other mail" stays true when it changes. The
// leads' CRM calls follow it, then go on every four hours (lead-crm-outbox.server.ts).

/** Minutes to wait after the 1st, 2nd… failed try; after the try that has no wait left, the mail is failed. */
export const MAIL_RETRY_MINUTES = [1, 5, 15, 60, 240] as const
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1

/** When to try again after `attempts` failed tries, or null when that was the last one. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const wait = MAIL_RETRY_MINUTES[attempts - 1]
  return wait === undefined ? null : new Date(now.getTime() + wait * 60_000)
}
