import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AlertLimits } from '#/domain/alert-matching.ts'

// Where a subscription stands (its double opt-in, pause and leaving), as the back office
// names and filters it. Shared by the server's query and the page.

export const SUBSCRIPTION_STATUSES = ['unconfirmed', 'active', 'paused', 'ended'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, MessageDescriptor> = {
  unconfirmed: msg`Unconfirmed`,
  active: msg`Active`,
  paused: msg`Paused`,
  ended: msg`Ended`,
}

/** A search alert as the back office lists it: its limits as the matcher reads them, and where it stands. */
export type AlertRow = AlertLimits & {
  id: number
  email: string
  locale: string
  goal: 0 | 1
  createdAt: string
  confirmedAt: string | null
  status: SubscriptionStatus
  /** the property types' names in the reader's language */
  types: string[]
  /** postal codes and town keys */
  zones: string[]
}

export type NewsletterRow = {
  id: number
  email: string
  locale: string
  sourceForm: string
  createdAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  status: SubscriptionStatus
}

/** The subscribers page's filter as its server function takes it: an empty status is every status. */
export const SubscriberFilterInput = v.object({
  status: v.optional(
    v.pipe(
      v.union([v.literal(''), v.picklist(SUBSCRIPTION_STATUSES)]),
      v.transform((status) => status || undefined),
    ),
  ),
  search: v.optional(v.pipe(v.string(), v.maxLength(320))),
})
