import type { ConditionRule } from '#/domain/condition-rules.ts'
import type { PublishStatus } from './content-types.ts'

/**
 * The home page's modules (spec §2 "/ (home)" and §3 "Page": modules with title, view, relation,
 * status, items per row, max items) and the condition rules that decide whether each shows,
 * evaluated against the catalogue's current figures (`stats.*`, `latest.count`, `reviews.count`).
 */
export type HomeModule = {
  view: 'property-list' | 'stats-view' | 'article'
  /** for an article: which content it relates to */
  relation?: 'testimonials'
  status: PublishStatus
  itemsPerRow?: number
  maxItems?: number
  conditions: ConditionRule[]
}

export const HOME_MODULES: ReadonlyArray<HomeModule> = [
  // spec §2: latest offers, max 4 items, 4 per row — only when there is something to show.
  {
    view: 'property-list',
    status: 'Published',
    itemsPerRow: 4,
    maxItems: 4,
    conditions: [{ field: 'latest.count', logic: 'gt', compareWithValue: 0 }],
  },
  {
    view: 'stats-view',
    status: 'Published',
    conditions: [
      { field: 'stats.forSale', logic: 'gt', compareWithValue: 0 },
      { field: 'stats.forRent', logic: 'gt', compareWithValue: 0, advancedCondition: 'or' },
    ],
  },
  {
    view: 'article',
    relation: 'testimonials',
    status: 'Published',
    maxItems: 3,
    conditions: [{ field: 'reviews.count', logic: 'gte', compareWithValue: 1 }],
  },
]
