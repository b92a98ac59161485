import { describe, expect, it } from 'vitest'
import { foldName } from './name-folding.ts'

describe('city name folding (spec §5)', () => {
  it.each([
    ['Liège', 'liege'],
    ['LIÈGE', 'liege'],
    ['  Écaussinnes ', 'ecaussinnes'],
    ['La   Louvière', 'la louviere'],
    ['Ottignies - Louvain-la-Neuve', 'ottignies-louvain-la-neuve'],
    ['OTTIGNIES-LOUVAIN-LA-NEUVE', 'ottignies-louvain-la-neuve'],
    ['Ottignies Louvain la Neuve', 'ottignies louvain la neuve'],
    ['’s-Gravenbrakel', "'s-gravenbrakel"],
    ["'s-Gravenbrakel", "'s-gravenbrakel"],
    ['', ''],
  ])('%s → %s', (name, folded) => {
    expect(foldName(name)).toBe(folded)
  })
})
