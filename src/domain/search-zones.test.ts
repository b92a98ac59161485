import { describe, expect, it } from 'vitest'
import { hasZones, parseZones } from './search-zones'

describe('search alert zones (spec §3 "Demand register")', () => {
  it('reads postal codes and towns, folded the way the search compares them', () => {
    expect(parseZones('Wavre, 1340; Ottignies-Louvain-la-Neuve\nLiège, 1340')).toEqual({ zips: ['1340'], towns: ['wavre', 'ottignies-louvain-la-neuve', 'liege'] })
    expect(parseZones("Braine-l'Alleud")).toEqual({ zips: [], towns: ["braine-l'alleud"] })
  })

  it('drops what is neither, so a list of commas or numbers is no zone', () => {
    expect(hasZones(parseZones(' , ;; '))).toBe(false)
    expect(hasZones(parseZones('12345, 0999, <script>'))).toBe(false)
    expect(hasZones(parseZones('1300'))).toBe(true)
  })
})
