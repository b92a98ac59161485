import { neutralizePathname } from '#/i18n/path-table.ts'
import type { NeutralPath } from '#/i18n/path-slugs.ts'
import { purgeUnconfirmedAlerts } from './alert-subscriptions.server.ts'
import { purgeUnconfirmedSubscribers } from '#/features/subscribers/index.server.ts'
import { CONFIRM_LINK_DAYS } from '#/features/subscribers/index.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

/** The pages a signed link opens (decision 017): never cached, never indexed, no Referer. */
const TOKEN_PAGES: ReadonlySet<string> = new Set<NeutralPath>(['confirm-alert', 'manage-alert', 'confirm-newsletter', 'manage-newsletter'])

export function isTokenPage(pathname: string): boolean {
  const [, , first = ''] = neutralizePathname(pathname).split('/')
  return TOKEN_PAGES.has(first)
}

/** The cron trigger's sweep of subscriptions never confirmed while their link lived. */
export async function purgeUnconfirmedSubscriptions(db: D1Queryable, now: Date): Promise<void> {
  await purgeUnconfirmedAlerts(db, now)
  await purgeUnconfirmedSubscribers(db, new Date(now.getTime() - CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000))
}
