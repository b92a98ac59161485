import { describe, expect, it } from 'vitest'
import { typeIconFor } from './type-icons.ts'

describe('property type icons (spec §9)', () => {
  it.each([
    [1, 'residential'],
    [2, 'commercial'],
    [3, 'industrial'],
    [4, 'land'],
    [5, 'offices'],
    [6, 'retail'],
    [7, 'offices'],
    [null, 'commercial'],
    [99, 'commercial'],
  ] as const)('type %s shows the %s icon', (id, icon) => {
    expect(typeIconFor(id)).toBe(icon)
  })
})
