import { describe, expect, it } from 'vitest'
import { conditionsMet } from '#/domain/condition-rules.ts'
import { HOME_MODULES } from './home-modules.ts'

const context = (forSale: number, forRent: number, latest: number, reviews: number) => ({
  stats: { forSale, forRent },
  latest: { count: latest },
  reviews: { count: reviews },
})

describe('home modules and their condition rules (spec §2, §3, §5)', () => {
  it('shows the latest offers (max 4, 4 per row), figures and reviews of a stocked catalogue', () => {
    const shown = HOME_MODULES.filter((module) => module.status === 'Published' && conditionsMet(module.conditions, context(200, 90, 4, 3)))
    expect(shown.map((module) => module.view)).toEqual(['property-list', 'stats-view', 'article'])
    expect(HOME_MODULES[0]).toMatchObject({ maxItems: 4, itemsPerRow: 4 })
  })
  it('hides what would be empty', () => {
    const shown = HOME_MODULES.filter((module) => conditionsMet(module.conditions, context(0, 0, 0, 0)))
    expect(shown).toEqual([])
    expect(HOME_MODULES.filter((module) => conditionsMet(module.conditions, context(0, 5, 0, 0))).map((module) => module.view)).toEqual([
      'stats-view',
    ])
  })
})
