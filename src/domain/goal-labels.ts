import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Goal } from './catalogue-ids.ts'

/** The words of each goal (spec §4), beside GOALS: one table instead of a ternary in every view. */
export const GOAL_LABELS = {
  0: { name: msg`For sale`, listingTitle: msg`Properties for sale`, allProperties: msg`All properties for sale` },
  1: { name: msg`For rent`, listingTitle: msg`Properties for rent`, allProperties: msg`All properties for rent` },
} as const satisfies Record<Goal, { name: MessageDescriptor; listingTitle: MessageDescriptor; allProperties: MessageDescriptor }>
