/** The three Belgian regions; each has its own energy label scale (spec §9). */
export type Region = 'flanders' | 'wallonia' | 'brussels'

// spec §9 "Regions": CRM country id of Belgium
export const COUNTRY_BELGIUM = 10
// spec §9 "Regions": CRM country id of Luxembourg, whose 4-digit postal codes overlap the Belgian ones
export const COUNTRY_LUXEMBOURG = 50

// spec §9 "Regions": postal code ranges per region, both ends inclusive
const POSTAL_RANGES: ReadonlyArray<{ region: Region; from: number; to: number }> = [
  { region: 'brussels', from: 1000, to: 1299 },
  { region: 'wallonia', from: 1300, to: 1499 },
  { region: 'flanders', from: 1500, to: 3999 },
  { region: 'wallonia', from: 4000, to: 7999 },
  { region: 'flanders', from: 8000, to: 9999 },
]

/** Parses a Belgian postal code: exactly four digits (surrounding spaces allowed, as CRM fields carry them). */
export function postalNumber(zip: string | number): number | undefined {
  if (typeof zip === 'number') return Number.isInteger(zip) ? zip : undefined
  const text = zip.trim()
  return /^\d{4}$/.test(text) ? Number(text) : undefined
}

/**
 * The region of a Belgian postal code, or undefined when it is not one: not four digits, or
 * outside 1000–9999 (so '0999' and '12345' are rejected, not guessed).
 */
export function regionForPostalCode(zip: string | number): Region | undefined {
  const code = postalNumber(zip)
  if (code === undefined) return undefined
  return POSTAL_RANGES.find((range) => code >= range.from && code <= range.to)?.region
}

/**
 * The region of an address. A Luxembourg (or any non-Belgian) address can carry a 4-digit code
 * that looks Belgian, so a given country other than Belgium yields no region; without a country
 * the postal code alone decides.
 */
export function regionForAddress(zip: string | number, countryId?: number): Region | undefined {
  if (countryId !== undefined && countryId !== COUNTRY_BELGIUM) return undefined
  return regionForPostalCode(zip)
}
