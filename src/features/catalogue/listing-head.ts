import type { I18n } from '@lingui/core'
import { GOAL_LABELS } from '~/domain/goal-labels'
import { type Goal } from '~/domain/catalogue-ids'
import { msg, plural } from '@lingui/core/macro'
import { pageTitle } from '~/features/content-pages/content-head'

/** spec §2: page titles follow 'page X of Y [N items]', in the reader's language. */
export function listingTitle(i18n: I18n, goal: Goal, page: number, pageCount: number, total: number): string {
  const heading = i18n._(GOAL_LABELS[goal].listingTitle)
  return pageTitle(i18n._(msg`${heading} – page ${page} of ${pageCount} [${plural(total, { one: '# item', other: '# items' })}]`))
}

export function listingDescription(i18n: I18n, goal: Goal, total: number): string {
  return goal === 0
    ? i18n._(msg`${total} houses, apartments, land and commercial properties for sale in Walloon Brabant and around.`)
    : i18n._(msg`${total} houses, apartments, studios and commercial properties for rent in Walloon Brabant and around.`)
}
