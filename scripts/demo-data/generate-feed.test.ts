import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FeedProjectSchema, FeedPropertySchema } from '../../src/listings/crm-feed.ts'
import { generateDemoFeed } from './generate-feed.ts'
import { MUNICIPALITIES } from './municipalities.ts'

// The demo feed must look like the real CRM feed to the importer and cover every case the site
// handles (statuses, missing data, three regions), while staying byte-for-byte reproducible.

type Property = v.InferOutput<typeof FeedPropertySchema>
type Project = v.InferOutput<typeof FeedProjectSchema>
type Region = 'brussels' | 'wallonia' | 'flanders'

const feed = generateDemoFeed()
// Every record is validated against the schemas in the first tests; the others read them typed.
const properties = feed.properties as Property[]
const projects = feed.projects as Project[]
const fr = properties.filter((p) => p.language === 'fr')
const nl = properties.filter((p) => p.language === 'nl')
const byId = new Map<number, Property[]>()
for (const p of properties) byId.set(p.ID, [...(byId.get(p.ID) ?? []), p])

/** The region by postal code, as the brief defines it. */
function regionOf(zip: string): Region {
  const n = Number(zip)
  if (n >= 1000 && n <= 1299) return 'brussels'
  if ((n >= 1300 && n <= 1499) || (n >= 4000 && n <= 7999)) return 'wallonia'
  if ((n >= 1500 && n <= 3999) || (n >= 8000 && n <= 9999)) return 'flanders'
  throw new Error(`not a Belgian postal code: ${zip}`)
}

// Label bands written out independently of the generator: [from, to) in kWh/m².year.
const FLANDERS: ReadonlyArray<readonly [number, number, string]> = [
  [-Infinity, 0, 'A+'],
  [0, 100, 'A'],
  [100, 200, 'B'],
  [200, 300, 'C'],
  [300, 400, 'D'],
  [400, 500, 'E'],
  [500, Infinity, 'F'],
]
const WALLONIA: ReadonlyArray<readonly [number, number, string]> = [
  [-Infinity, 0, 'A++'],
  [0, 45, 'A+'],
  [45, 85, 'A'],
  [85, 170, 'B'],
  [170, 255, 'C'],
  [255, 340, 'D'],
  [340, 425, 'E'],
  [425, 510, 'F'],
  [510, Infinity, 'G'],
]
// Brussels: letters A ≤ 45, B 46-95, C 96-150, D 151-210, E 211-275, F 276-345, G ≥ 346, and
// the + / - thirds of B to E.
const BRUSSELS_LETTERS: ReadonlyArray<readonly [number, number, string]> = [
  [1, 45, 'A'],
  [46, 95, 'B'],
  [96, 150, 'C'],
  [151, 210, 'D'],
  [211, 275, 'E'],
  [276, 345, 'F'],
  [346, Infinity, 'G'],
]
const BRUSSELS_SUB_BANDS: Readonly<Record<string, readonly [number, number]>> = {
  'B+': [46, 62],
  B: [63, 78],
  'B-': [79, 95],
  'C+': [96, 113],
  C: [114, 132],
  'C-': [133, 150],
  'D+': [151, 170],
  D: [171, 190],
  'D-': [191, 210],
  'E+': [211, 232],
  E: [233, 253],
  'E-': [254, 275],
}

function expectedLabel(region: Region, value: number): string {
  if (region === 'brussels') return BRUSSELS_LETTERS.find(([from, to]) => value >= from && value <= to)?.[2] ?? '?'
  const bands = region === 'flanders' ? FLANDERS : WALLONIA
  return bands.find(([from, to]) => value >= from && value < to)?.[2] ?? '?'
}

describe('generateDemoFeed', () => {
  it('is deterministic: the same seed gives the same feed, another seed another one', () => {
    const again = generateDemoFeed()
    expect(again).toEqual(feed)
    expect(JSON.stringify(again)).toBe(JSON.stringify(feed))
    expect(JSON.stringify(generateDemoFeed(7))).not.toBe(JSON.stringify(feed))
    expect(feed.full).toBe(true)
  })

  it('validates every property record against FeedPropertySchema', () => {
    const failures = feed.properties.flatMap((record) => {
      const result = v.safeParse(FeedPropertySchema, record)
      if (result.success) return []
      const { ID, language } = record as { ID: unknown; language: unknown }
      return [`${String(ID)}/${String(language)}: ${result.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`).join('; ')}`]
    })
    expect(failures).toEqual([])
  })

  it('validates every project record against FeedProjectSchema', () => {
    const failures = feed.projects.flatMap((record) => {
      const result = v.safeParse(FeedProjectSchema, record)
      return result.success ? [] : [`${String((record as { ID: unknown }).ID)}: ${result.issues.map((i) => i.message).join('; ')}`]
    })
    expect(failures).toEqual([])
  })

  it('lists at least 300 properties from ID 4 100 001 up, each in French and Dutch, a third also in English', () => {
    expect(byId.size).toBeGreaterThanOrEqual(300)
    expect(Math.min(...byId.keys())).toBe(4_100_001)
    for (const [id, records] of byId) {
      const languages = records.map((r) => r.language).sort()
      expect(languages, `languages of ${id}`).toSatisfy((l: string[]) => l.join() === 'fr,nl' || l.join() === 'en,fr,nl')
    }
    const english = properties.filter((p) => p.language === 'en').length / byId.size
    expect(english).toBeGreaterThan(0.25)
    expect(english).toBeLessThan(0.42)
  })

  it('gives the language records of a property the same summary fields and their own texts', () => {
    const summary = (p: Property) => ({
      Goal: p.Goal,
      Zip: p.Zip,
      WebID: p.WebID,
      ProjectID: p.ProjectID,
      Marquee: p.Marquee,
      PublishPrice: p.PublishPrice,
      Price: p.Price,
      PriceUnit: p.PriceUnit,
      PublishAddress: p.PublishAddress,
      HouseNumber: p.HouseNumber,
      EnergyPerformance: p.EnergyPerformance,
      EPCLabelText: p.EPCLabelText,
      Bedrooms: p.Bedrooms,
      Bathrooms: p.Bathrooms,
      SurfaceLiving: p.SurfaceLiving,
      SurfaceGround: p.SurfaceGround,
      Latitude: p.Latitude,
      Longitude: p.Longitude,
      SmallPictureItem: p.SmallPictureItem,
      Pictures: p.Pictures,
      CreatedAt: p.CreatedAt,
    })
    for (const records of byId.values()) {
      const [first, ...others] = records
      if (!first) continue
      for (const other of others) {
        expect(summary(other)).toEqual(summary(first))
        expect(other.TypeDescription).not.toBe(first.TypeDescription)
        expect(other.Description).not.toBe(first.Description)
      }
    }
  })

  it('names the town in the record language with its real postal code', () => {
    for (const p of properties) {
      const candidates = MUNICIPALITIES.filter((m) => m.zip === p.Zip).map((m) => (p.language === 'nl' ? m.nl : m.fr))
      expect(candidates, `${p.ID}/${p.language} ${p.City} ${p.Zip}`).toContain(p.City)
    }
    expect(nl.some((p) => p.City === 'Waver')).toBe(true)
    expect(fr.some((p) => p.City === 'Wavre')).toBe(true)
  })

  it('covers the three regions with Walloon listings in the majority', () => {
    const counts: Record<Region, number> = { brussels: 0, wallonia: 0, flanders: 0 }
    for (const p of fr) counts[regionOf(p.Zip)] += 1
    // About 75 % Walloon, 15 % Flemish and 10 % Brussels.
    expect(counts.wallonia / fr.length).toSatisfy((share: number) => share >= 0.7 && share <= 0.8)
    expect(counts.flanders / fr.length).toSatisfy((share: number) => share >= 0.12 && share <= 0.18)
    expect(counts.brussels / fr.length).toSatisfy((share: number) => share >= 0.07 && share <= 0.13)
  })

  it('mixes sales and rentals at realistic prices', () => {
    const rentals = fr.filter((p) => p.Goal === 1)
    expect(rentals.length / fr.length).toBeGreaterThan(0.25)
    expect(rentals.length / fr.length).toBeLessThan(0.35)
    for (const p of rentals) {
      const price = p.Price ?? 0
      // Garages, and parking spaces (untyped, no living area), are let for 60 to 150 € a month.
      if (p.WebID === 7 || (p.WebID === null && !p.SurfaceLiving)) expect(price, `${p.ID}`).toSatisfy((x: number) => x >= 60 && x <= 150)
      else expect(price, `${p.ID}`).toSatisfy((x: number) => x >= 650 && x <= 3_500)
    }
    const sales = fr.filter((p) => p.Goal === 0 && !p.Details?.viager)
    const within = (webId: number, min: number, max: number) => {
      for (const p of sales.filter((s) => s.WebID === webId)) expect(p.Price, `${p.ID}`).toSatisfy((x: number) => x >= min && x <= max)
    }
    within(1, 260_000, 1_800_000)
    within(3, 190_000, 550_000)
    within(4, 90_000, 600_000)
    within(7, 15_000, 45_000)
    for (const p of fr.filter((x) => x.WebID === 4)) {
      expect(p.Bedrooms).toBeUndefined()
      expect(p.SurfaceGround).toSatisfy((g: number) => g >= 300 && g <= 3_000)
    }
  })

  it('includes every listing status and data gap the site must handle', () => {
    const sold = fr.filter((p) => p.TypeDescription?.startsWith('- VENDU - Immo Dyle '))
    const option = fr.filter((p) => p.TypeDescription?.startsWith('- OPTION - Immo Dyle '))
    expect(sold.length).toBeGreaterThan(5)
    expect(option.length).toBeGreaterThan(3)
    for (const p of sold) expect(p.Marquee).toBe(1)
    for (const p of option) expect(p.Marquee).toBe(3)
    expect(fr.filter((p) => p.Marquee === 1)).toHaveLength(sold.length)
    expect(fr.filter((p) => p.Marquee === 3)).toHaveLength(option.length)
    for (const p of nl) {
      if (p.Marquee === 1) expect(p.TypeDescription).toMatch(/^- VERKOCHT - Immo Dyle \S/)
      if (p.Marquee === 3) expect(p.TypeDescription).toMatch(/^- OPTIE - Immo Dyle \S/)
    }

    const rented = fr.filter((p) => p.Marquee === 2)
    expect(rented.length).toBeGreaterThan(5)
    for (const p of rented) expect(p.Goal).toBe(1)
    expect(fr.filter((p) => p.Marquee === 4).length).toBeGreaterThan(5)
    expect(fr.filter((p) => p.Marquee === 0).length).toBeGreaterThan(fr.length / 2)

    const startingFrom = fr.filter((p) => p.PriceUnit === 7)
    expect(startingFrom.length).toBeGreaterThanOrEqual(8)
    expect(startingFrom.length).toBeLessThanOrEqual(12)
    expect(startingFrom.filter((p) => p.ProjectID).length).toBeGreaterThan(startingFrom.length / 2)

    expect(fr.filter((p) => p.PublishPrice === false).length).toBeGreaterThanOrEqual(3)

    const viagers = fr.filter((p) => p.Details?.viager)
    expect(viagers).toHaveLength(3)
    for (const p of viagers) {
      expect([1, 3]).toContain(p.WebID)
      const viager = p.Details?.viager
      expect(viager?.bouquet).toBeGreaterThan(0)
      expect(viager?.monthlyRent).toBeGreaterThan(0)
      expect(viager?.heads.length).toSatisfy((n: number) => n === 1 || n === 2)
    }

    const withoutPictures = fr.filter((p) => !p.SmallPictureItem && !p.Pictures?.length)
    expect(withoutPictures.length).toBeGreaterThanOrEqual(5)

    const untyped = fr.filter((p) => p.WebID === null && p.MainTypeName === null)
    expect(untyped.length).toBeGreaterThanOrEqual(3)
  })

  it('labels energy performance with the bands of the listing region', () => {
    const ranges: Record<Region, readonly [number, number]> = { flanders: [50, 650], wallonia: [40, 600], brussels: [30, 400] }
    const rated = properties.filter((p) => p.EnergyPerformance !== null && p.EnergyPerformance !== undefined)
    expect(rated.length).toBeGreaterThan(200)
    for (const p of rated) {
      const region = regionOf(p.Zip)
      const value = p.EnergyPerformance ?? NaN
      const label = p.EPCLabelText ?? ''
      const [min, max] = ranges[region]
      expect(value, `${p.ID} ${region}`).toSatisfy((x: number) => x >= min && x <= max)
      if (region === 'brussels') {
        expect(label.charAt(0), `${p.ID} ${value} ${label}`).toBe(expectedLabel(region, value))
        const sub = BRUSSELS_SUB_BANDS[label]
        if (sub && label !== label.charAt(0)) expect(value, `${p.ID} ${label}`).toSatisfy((x: number) => x >= sub[0] && x <= sub[1])
      } else {
        expect(label, `${p.ID} ${region} ${value}`).toBe(expectedLabel(region, value))
      }
    }
    for (const region of ['brussels', 'wallonia', 'flanders'] as const) expect(rated.some((p) => regionOf(p.Zip) === region)).toBe(true)
    // Building land and garages have no energy certificate.
    for (const p of properties.filter((x) => x.WebID === 4 || x.WebID === 7)) {
      expect(p.EnergyPerformance ?? null).toBeNull()
      expect(p.EPCLabelText ?? null).toBeNull()
    }
  })

  it('gives pictured listings 3 to 8 demo pictures and a small picture', () => {
    for (const p of fr.filter((x) => x.Pictures?.length)) {
      const pictures = p.Pictures ?? []
      expect(pictures.length).toSatisfy((n: number) => n >= 3 && n <= 8)
      pictures.forEach((picture, i) => expect(picture).toEqual({ Url: `/media/demo/${p.ID}-${i + 1}.svg`, Width: 1360, Height: 907 }))
      expect(p.SmallPictureItem).toEqual({ Url: `/media/demo/${p.ID}-1.svg`, Width: 400, Height: 267 })
    }
  })

  it('numbers documents uniquely; publishes EPCs, plans and brochures on some listings only, certificates never', () => {
    const ids = fr.flatMap((p) => (p.Documents ?? []).map((d) => d.ID))
    expect(ids.length).toBeGreaterThan(50)
    expect(new Set(ids).size).toBe(ids.length)
    const all = fr.flatMap((p) => p.Documents ?? [])
    for (const d of all) {
      expect(d.ContentType).toBe('application/pdf')
      if (d.Public) expect(['epc', 'plan', 'brochure']).toContain(d.Kind)
    }
    const withPublic = fr.filter((p) => (p.Documents ?? []).some((d) => d.Public))
    const onlyPrivate = fr.filter((p) => (p.Documents ?? []).length > 0 && !(p.Documents ?? []).some((d) => d.Public))
    // Both cases show on the site: documents mailed at once, and the agency sending them.
    expect(withPublic.length).toBeGreaterThan(10)
    expect(onlyPrivate.length).toBeGreaterThan(10)
    expect(all.some((d) => d.Kind === 'certificate' && d.Public)).toBe(false)
  })

  it('creates listings between January 2025 and November 2026', () => {
    for (const p of properties) expect(p.CreatedAt).toSatisfy((at: string) => at >= '2025-01-01' && at < '2026-12-01')
  })

  it('describes 12 projects with 60 or more units, linked both ways to their listed properties', () => {
    const projectIds = [...new Set(projects.map((p) => p.ID))].sort()
    expect(projectIds).toEqual(Array.from({ length: 12 }, (_, i) => 9001 + i))
    const french = projects.filter((p) => p.language === 'fr')
    expect(french).toHaveLength(12)
    const units = french.flatMap((p) => p.Units ?? [])
    expect(new Set(units.map((u) => u.ID)).size).toBeGreaterThanOrEqual(60)
    expect(units.length).toBeGreaterThanOrEqual(60)
    for (const project of french) {
      const own = project.Units ?? []
      expect(own.length).toSatisfy((n: number) => n >= 4 && n <= 10)
      const prices = own.map((u) => u.Price ?? 0)
      expect(project.PriceMin).toBe(Math.min(...prices))
      expect(project.PriceMax).toBe(Math.max(...prices))
      for (const unit of own.filter((u) => u.PropertyID)) {
        const listed = byId.get(unit.PropertyID ?? 0)
        expect(listed, `unit ${unit.ID}`).toBeDefined()
        expect(listed?.[0]?.ProjectID).toBe(project.ID)
      }
    }
    expect(french.filter((p) => (p.Units ?? []).every((u) => u.Sold))).toHaveLength(1)
    expect(french.some((p) => p.ExternalUrl === 'https://www.example-promoteur.be/projet')).toBe(true)
    expect(units.filter((u) => u.Sold).length / units.length).toBeGreaterThan(0.15)

    const inProjects = fr.filter((p) => p.ProjectID)
    expect(inProjects.length).toBeGreaterThanOrEqual(15)
    const linked = new Set(units.map((u) => u.PropertyID))
    for (const p of inProjects) expect(linked.has(p.ID), `${p.ID}`).toBe(true)
  })

  it('has 14 testimonials in three languages, 10 of them approved', () => {
    expect(feed.testimonials).toHaveLength(14)
    expect(feed.testimonials.filter((t) => t.approved)).toHaveLength(10)
    expect(new Set(feed.testimonials.map((t) => t.language))).toEqual(new Set(['fr', 'nl', 'en']))
    for (const t of feed.testimonials) {
      expect(t.postedAt).toMatch(/^202[4-6]-/)
      expect(t.rating).toSatisfy((r: number) => Number.isInteger(r) && r >= 1 && r <= 5)
    }
  })
})

describe('MUNICIPALITIES', () => {
  it('lists real postal codes consistent with their region, mostly in Walloon Brabant', () => {
    expect(MUNICIPALITIES.filter((m) => Number(m.zip) >= 1300 && Number(m.zip) <= 1499).length).toBeGreaterThanOrEqual(30)
    for (const m of MUNICIPALITIES) expect(regionOf(m.zip), m.fr).toBe(m.region)
    expect(new Set(MUNICIPALITIES.map((m) => `${m.zip} ${m.fr}`)).size).toBe(MUNICIPALITIES.length)
  })
})
