import { describe, expect, it } from 'vitest'
import {
  epcOf,
  ENERGY_BANDS,
  RENOVATION_DEADLINE_YEARS,
  RENOVATION_FROM_YEAR,
  epcBandsFor,
  epcLabelFor,
  epcLabelFromText,
  epcScaleColor,
  needsRenovationNotice,
} from './epc.ts'
import { epcLabelDisplay, type EpcLabel } from './epc-labels.ts'
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG, type Region } from './regions.ts'

const REGIONS: ReadonlyArray<Region> = ['flanders', 'wallonia', 'brussels']

/**
 * Rows for each bound: just below it the better band, at it and just above it the worse band
 * (lower bound inclusive, upper exclusive). Written out here from the spec, not read from the module.
 */
function boundaryRows(bounds: ReadonlyArray<readonly [number, EpcLabel, EpcLabel]>, step: number) {
  return bounds.flatMap(([bound, below, from]) => [[bound - step, below] as const, [bound, from] as const, [bound + step, from] as const])
}

describe('Flanders bands (spec §9 "Energy label bands")', () => {
  it.each(
    boundaryRows(
      [
        [0, 'a_plus', 'a'],
        [100, 'a', 'b'],
        [200, 'b', 'c'],
        [300, 'c', 'd'],
        [400, 'd', 'e'],
        [500, 'e', 'f'],
      ],
      0.1,
    ),
  )('%d kWh/m² is %s', (value, label) => {
    expect(epcLabelFor('flanders', value)).toBe(label)
  })

  it.each<[number, EpcLabel]>([
    [-1000, 'a_plus'],
    [5000, 'f'],
  ])('open ends: %d is %s', (value, label) => {
    expect(epcLabelFor('flanders', value)).toBe(label)
  })
})

describe('Wallonia bands (spec §9 "Energy label bands")', () => {
  it.each(
    boundaryRows(
      [
        [0, 'a_plusplus', 'a_plus'],
        [45, 'a_plus', 'a'],
        [85, 'a', 'b'],
        [170, 'b', 'c'],
        [255, 'c', 'd'],
        [340, 'd', 'e'],
        [425, 'e', 'f'],
        [510, 'f', 'g'],
      ],
      0.1,
    ),
  )('%d kWh/m² is %s', (value, label) => {
    expect(epcLabelFor('wallonia', value)).toBe(label)
  })

  it.each<[number, EpcLabel]>([
    [-1000, 'a_plusplus'],
    [5000, 'g'],
  ])('open ends: %d is %s', (value, label) => {
    expect(epcLabelFor('wallonia', value)).toBe(label)
  })
})

describe('Brussels bands (spec §9 "Energy label bands", whole numbers)', () => {
  // Each printed range starts at the bound; the one before ends just below it
  it.each(
    boundaryRows(
      [
        [1, 'a_plus', 'a'],
        [24, 'a', 'a_sub'],
        [46, 'a_sub', 'b_plus'],
        [63, 'b_plus', 'b'],
        [80, 'b', 'b_sub'],
        [96, 'b_sub', 'c_plus'],
        [114, 'c_plus', 'c'],
        [133, 'c', 'c_sub'],
        [151, 'c_sub', 'd_plus'],
        [171, 'd_plus', 'd'],
        [191, 'd', 'd_sub'],
        [211, 'd_sub', 'e_plus'],
        [233, 'e_plus', 'e'],
        [254, 'e', 'e_sub'],
        [276, 'e_sub', 'f_plus'],
        [299, 'f_plus', 'f'],
        [323, 'f', 'f_sub'],
        [346, 'f_sub', 'g'],
      ],
      1,
    ),
  )('%d kWh/m² is %s', (value, label) => {
    expect(epcLabelFor('brussels', value)).toBe(label)
  })

  // The spec prints F- as 223-345, overlapping C to F; our design reads it as 323-345
  it.each<[number, EpcLabel]>([
    [223, 'e_plus'],
    [322, 'f'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [346, 'g'],
  ])('F- fix: %d is %s', (value, label) => {
    expect(epcLabelFor('brussels', value)).toBe(label)
  })

  // "Below 0" and the unassigned 0 are both A+; fractions round to the nearest whole number
  it.each<[number, EpcLabel]>([
    [-1, 'a_plus'],
    [0, 'a_plus'],
    [0.49, 'a_plus'],
    [0.5, 'a'],
    [23.49, 'a'],
    [23.5, 'a_sub'],
    [345.49, 'f_sub'],
    [345.5, 'g'],
    [5000, 'g'],
  ])('gaps and rounding: %d is %s', (value, label) => {
    expect(epcLabelFor('brussels', value)).toBe(label)
  })
})

describe('epcLabelFor without a number', () => {
  it.each(
    REGIONS.flatMap((region) => [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map((value) => [region, value] as const)),
  )('%s, %d has no label', (region, value) => {
    expect(epcLabelFor(region, value)).toBeUndefined()
  })
})

describe('ENERGY_BANDS', () => {
  it.each(REGIONS)('%s: open at both ends, contiguous, and agrees with epcLabelFor', (region) => {
    const bands = epcBandsFor(region)
    expect(bands).toBe(ENERGY_BANDS[region])
    expect(bands[0]?.min).toBeUndefined()
    expect(bands.at(-1)?.max).toBeUndefined()
    bands.slice(1).forEach((band, i) => {
      expect(band.min).toBe(bands[i]?.max)
      if (band.min !== undefined) expect(epcLabelFor(region, band.min)).toBe(band.label)
    })
  })

  it.each<[Region, string]>([
    ['flanders', 'A+ A B C D E F'],
    ['wallonia', 'A++ A+ A B C D E F G'],
    ['brussels', 'A+ A A- B+ B B- C+ C C- D+ D D- E+ E E- F+ F F- G'],
  ])('%s runs best to worst: %s', (region, printed) => {
    expect(ENERGY_BANDS[region].map((band) => epcLabelDisplay(band.label)).join(' ')).toBe(printed)
  })
})

describe('epcLabelDisplay', () => {
  it.each<[EpcLabel, string]>([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['a', 'A'],
    ['a_sub', 'A-'],
    ['b_plus', 'B+'],
    ['b_sub', 'B-'],
    ['f_sub', 'F-'],
    ['g', 'G'],
  ])('%s prints as %s', (label, printed) => {
    expect(epcLabelDisplay(label)).toBe(printed)
  })
})

describe('epcLabelFromText (CRM texts)', () => {
  it.each<[string | undefined, EpcLabel | undefined]>([
    ['A+', 'a_plus'],
    ['a_plus', 'a_plus'],
    ['A_PLUS', 'a_plus'],
    ['A++', 'a_plusplus'],
    ['a_plusplus', 'a_plusplus'],
    ['A', 'a'],
    ['A-', 'a_sub'],
    ['B+', 'b_plus'],
    ['B-', 'b_sub'],
    ['b_sub', 'b_sub'],
    ['B\u2212', 'b_sub'],
    [' c ', 'c'],
    ['e+', 'e_plus'],
    ['F-', 'f_sub'],
    ['G', 'g'],
    ['A+++', undefined],
    ['H', undefined],
    ['B--', undefined],
    ['a_minus', undefined],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
  ])('%j reads as %s', (text, label) => {
    expect(epcLabelFromText(text)).toBe(label)
  })
})

describe('needsRenovationNotice (spec §9 "Energy rule notice")', () => {
  it('uses 5 years from 2023', () => {
    expect(RENOVATION_DEADLINE_YEARS).toBe(5)
    expect(RENOVATION_FROM_YEAR).toBe(2023)
  })

  // Types 1 house, 2 studio, 3 apartment are residential; 4 and 6 are not
  const TYPES: ReadonlyArray<readonly [number, boolean]> = [
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [6, false],
  ]
  const NOTICE_LABELS: ReadonlyArray<EpcLabel> = ['e', 'f', 'e_plus', 'e_sub', 'f_plus', 'f_sub']
  it.each(NOTICE_LABELS.flatMap((label) => TYPES.map(([type, residential]) => [label, type, residential] as const)))(
    'label %s on type %d: %s',
    (label, propertyTypeId, expected) => {
      expect(needsRenovationNotice({ label, propertyTypeId })).toBe(expected)
    },
  )

  it.each<[EpcLabel | undefined, number | undefined]>([
    ['d', 1],
    ['d_sub', 3],
    ['a_plus', 2],
    ['g', 1],
    [undefined, 1],
    ['e', undefined],
  ])('label %s on type %s: no notice', (label, propertyTypeId) => {
    expect(needsRenovationNotice({ label, propertyTypeId })).toBe(false)
  })
})

describe('epcScaleColor', () => {
  it.each(REGIONS)('%s: one distinct colour per band, dark green to red', (region) => {
    const colors = ENERGY_BANDS[region].map((band) => epcScaleColor(region, band.label))
    expect(new Set(colors).size).toBe(colors.length)
    expect(colors[0]).toBe('#00843d')
    expect(colors.at(-1)).toBe('#d0021b')
    colors.forEach((color) => expect(color).toMatch(/^#[0-9a-f]{6}$/))
  })

  it('Flanders has seven bands, one per palette stop', () => {
    expect(ENERGY_BANDS.flanders.map((band) => epcScaleColor('flanders', band.label))).toEqual([
      '#00843d',
      '#4aa84a',
      '#a4c639',
      '#f4e300',
      '#f6a800',
      '#e8571e',
      '#d0021b',
    ])
  })

  it('a label off the region scale is neutral grey', () => {
    expect(epcScaleColor('flanders', 'g')).toBe('#9e9e9e')
  })
})

describe('epcOf: one label for the card, the page and the scale', () => {
  it.each([
    // the value decides, on the region of the postal code
    [
      { zip: '1300', epcValue: 120, epcLabel: 'G' },
      { region: 'wallonia', label: 'b' },
    ],
    [
      { zip: '9000', epcValue: 90, epcLabel: null },
      { region: 'flanders', label: 'a' },
    ],
    // without a value, the CRM's label when it reads as one
    [
      { zip: '1000', epcValue: null, epcLabel: ' c+ ' },
      { region: 'brussels', label: 'c_plus' },
    ],
    [
      { zip: '1000', epcValue: null, epcLabel: 'n.v.t.' },
      { region: 'brussels', label: undefined },
    ],
    // a Luxembourg address has no Belgian scale: its value decides nothing, its text may
    [
      { zip: '1300', countryId: COUNTRY_LUXEMBOURG, epcValue: 120, epcLabel: 'D' },
      { region: undefined, label: 'd' },
    ],
    [
      { zip: '1300', countryId: COUNTRY_BELGIUM, epcValue: 120, epcLabel: null },
      { region: 'wallonia', label: 'b' },
    ],
  ] as const)('%o → %o', (source, expected) => {
    expect(epcOf(source)).toEqual(expected)
  })
})
