import { epcLabelDisplay, type EpcLabel } from './epc-labels.ts'
import { regionForAddress, type Region } from './regions.ts'

/**
 * One band of a region's scale, for a value in kWh/m² per year: min inclusive, max exclusive,
 * absent for the open ends. Brussels values are rounded to whole numbers before comparing.
 */
export type EnergyBand = { label: EpcLabel; min?: number; max?: number }

/** Builds a contiguous scale from its labels (best first) and the lower bounds of all but the first. */
function scale(labels: ReadonlyArray<EpcLabel>, lowerBounds: ReadonlyArray<number>): ReadonlyArray<EnergyBand> {
  return labels.map((label, i) => ({
    label,
    ...(i > 0 ? { min: lowerBounds[i - 1] } : {}),
    ...(i < lowerBounds.length ? { max: lowerBounds[i] } : {}),
  }))
}

// spec §9 "Energy label bands" (Flanders): below 0 A+, 0-100 A, … 400-500 E, above 500 F; a shared bound opens the worse band
const FLANDERS = scale(['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'], [0, 100, 200, 300, 400, 500])

// spec §9 "Energy label bands" (Wallonia): below 0 A++, 0-45 A+, 45-85 A, … 425-510 F, above 510 G; a shared bound opens the worse band
const WALLONIA = scale(['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'], [0, 45, 85, 170, 255, 340, 425, 510])

// spec §9 "Energy label bands" (Brussels): whole-number ranges as printed, both ends inclusive; f_sub is 323-345 (the spec's 223-345 is a typo)
const BRUSSELS_PRINTED: ReadonlyArray<readonly [EpcLabel, number, number]> = [
  ['a', 1, 23],
  ['a_sub', 24, 45],
  ['b_plus', 46, 62],
  ['b', 63, 79],
  ['b_sub', 80, 95],
  ['c_plus', 96, 113],
  ['c', 114, 132],
  ['c_sub', 133, 150],
  ['d_plus', 151, 170],
  ['d', 171, 190],
  ['d_sub', 191, 210],
  ['e_plus', 211, 232],
  ['e', 233, 253],
  ['e_sub', 254, 275],
  ['f_plus', 276, 298],
  ['f', 299, 322],
  ['f_sub', 323, 345],
]

/*
 * The printed Brussels ranges leave no gaps between whole numbers (23 → 24), so after rounding
 * they become [lower, upper + 1). "Below 0" (A+) also takes 0, the only whole number the spec
 * leaves unassigned: 0 kWh is at least as good as A. "Above 346" (G) starts at 346, the first
 * whole number after F-.
 */
const BRUSSELS = scale(
  ['a_plus', ...BRUSSELS_PRINTED.map(([label]) => label), 'g'],
  [...BRUSSELS_PRINTED.map(([, lower]) => lower), (BRUSSELS_PRINTED.at(-1)?.[2] ?? 0) + 1],
)

/** Each region's scale, best label first. */
export const ENERGY_BANDS: Record<Region, ReadonlyArray<EnergyBand>> = {
  flanders: FLANDERS,
  wallonia: WALLONIA,
  brussels: BRUSSELS,
}

/** Brussels prints whole-number ranges, so fractional values are rounded before looking up. */
const ROUNDS_TO_WHOLE: Record<Region, boolean> = { flanders: false, wallonia: false, brussels: true }

export function epcBandsFor(region: Region): ReadonlyArray<EnergyBand> {
  return ENERGY_BANDS[region]
}

/** The label for an energy value in a region, or undefined when the value is not a finite number. */
export function epcLabelFor(region: Region, value: number): EpcLabel | undefined {
  if (!Number.isFinite(value)) return undefined
  const v = ROUNDS_TO_WHOLE[region] ? Math.round(value) : value
  return ENERGY_BANDS[region].find((band) => (band.min === undefined || v >= band.min) && (band.max === undefined || v < band.max))?.label
}

const ALL_LABELS: ReadonlyArray<EpcLabel> = [
  ...new Set([...ENERGY_BANDS.wallonia, ...ENERGY_BANDS.brussels, ...ENERGY_BANDS.flanders].map((band) => band.label)),
]

/**
 * Reads a label from CRM text, which holds either our ids ('a_plus') or printed labels ('A+', 'B-'),
 * with stray spaces and case. Typographic minus signs and dashes count as '-', as pasted texts carry them.
 */
export function epcLabelFromText(text: string | undefined): EpcLabel | undefined {
  if (text === undefined) return undefined
  const normalized = text
    .replace(/\s+/g, '')
    .replace(/[\u2212\u2013\u2010]/g, '-')
    .toLowerCase()
  if (normalized === '') return undefined
  return ALL_LABELS.find((label) => label === normalized || epcLabelDisplay(label).toLowerCase() === normalized)
}

/** What the energy label of a property is read from: its address and the CRM's value and label. */
export type EpcSource = { zip: string | number; countryId?: number | null; epcValue: number | null; epcLabel: string | null }

/**
 * The energy label of a property (spec §9), worked out once for its card, its page and its scale:
 * the value on its region's scale, else the label the CRM sent, when it reads as one.
 */
export function epcOf(property: EpcSource): { region: Region | undefined; label: EpcLabel | undefined } {
  const region = regionForAddress(property.zip, property.countryId ?? undefined)
  const fromValue = region && property.epcValue !== null ? epcLabelFor(region, property.epcValue) : undefined
  return { region, label: fromValue ?? epcLabelFromText(property.epcLabel ?? undefined) }
}

// spec §9 "Energy rule notice": renovation to D or better is due within 5 years (the German text says 6; we use 5 everywhere)
export const RENOVATION_DEADLINE_YEARS = 5
// spec §9 "Energy rule notice": the obligation applies to purchases from 2023 on
export const RENOVATION_FROM_YEAR = 2023
// spec §9 "Energy rule notice": the labels that trigger it are E and F, with their + and - variants
const RENOVATION_LETTERS: ReadonlyArray<string> = ['e', 'f']
// spec §9 "Energy rule notice": CRM property types 1 house/villa/farm, 2 studio, 3 apartment — the obligation binds residential buildings (houses and flats) only
const RESIDENTIAL_PROPERTY_TYPE_IDS: ReadonlyArray<number> = [1, 2, 3]

/** Whether a listing shows the renovation obligation notice; missing data never shows it. */
export function needsRenovationNotice({
  label,
  propertyTypeId,
}: {
  label: EpcLabel | undefined
  propertyTypeId: number | undefined
}): boolean {
  if (label === undefined || propertyTypeId === undefined) return false
  return RENOVATION_LETTERS.includes(label.charAt(0)) && RESIDENTIAL_PROPERTY_TYPE_IDS.includes(propertyTypeId)
}

// Scale graphic palette, best (dark green) through yellow to worst (red); a design choice, not spec
const SCALE_PALETTE = ['#00843d', '#4aa84a', '#a4c639', '#f4e300', '#f6a800', '#e8571e', '#d0021b'] as const
// A label that is not on the region's scale (e.g. G in Flanders) has no place on the gradient, so it is drawn neutral
const OFF_SCALE_COLOR = '#9e9e9e'

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

function hex(channels: ReadonlyArray<number>): string {
  return '#' + channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')
}

/**
 * The colour of a band in its region's scale. The bands are spread evenly over the palette and
 * colours between stops are interpolated, so a 9- or 19-band scale still gets one distinct colour
 * per band, from the first stop (best) to the last (worst).
 */
export function epcScaleColor(region: Region, label: EpcLabel): string {
  const bands = ENERGY_BANDS[region]
  const index = bands.findIndex((band) => band.label === label)
  if (index < 0) return OFF_SCALE_COLOR
  const segments = SCALE_PALETTE.length - 1
  const position = bands.length > 1 ? (index / (bands.length - 1)) * segments : 0
  const stop = Math.min(Math.floor(position), segments - 1)
  const fraction = position - stop
  const from = rgb(SCALE_PALETTE[stop] ?? SCALE_PALETTE[0])
  const to = rgb(SCALE_PALETTE[stop + 1] ?? SCALE_PALETTE[6])
  return hex(from.map((c, i) => c + ((to[i] ?? c) - c) * fraction))
}
