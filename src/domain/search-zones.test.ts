import { describe, expect, it } from 'vitest'
import { hasZones, parseZones } from './search-zones.ts'

describe('search alert zones (spec §3 "Demand register")', () => {
  it('reads postal codes and towns, folded the way the search compares them', () => {
    expect(parseZones('Wavre, 1340; Ottignies-Louvain-la-Neuve\nLiège, 1340')).toEqual({
      zips: ['1340'],
      towns: ['wavre', 'ottignies-louvain-la-neuve', 'liege'],
    })
    expect(parseZones("Braine-l'Alleud")).toEqual({ zips: [], towns: ["braine-l'alleud"] })
  })

  it('stores a town as one key in any of its names, so Waver and Wavre are one zone (decision 013)', () => {
    expect(parseZones('Waver, WAVRE, wavre')).toEqual({ zips: [], towns: ['wavre'] })
    expect(parseZones('Luik; Lüttich').towns).toEqual(['liege'])
    expect(parseZones('Bruxelles, Brussel').towns).toEqual(['bruxelles'])
    expect(parseZones('Gent').towns).toEqual(['gand'])
  })

  it('drops what is neither, so a list of commas or numbers is no zone', () => {
    expect(hasZones(parseZones(' , ;; '))).toBe(false)
    expect(hasZones(parseZones('12345, 0999, <script>'))).toBe(false)
    expect(hasZones(parseZones('1300'))).toBe(true)
  })
})
