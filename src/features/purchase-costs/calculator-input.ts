import type { Region } from '#/domain/regions.ts'
import { regionForAddress } from '#/domain/regions.ts'
import { purchaseCosts, type PurchaseCosts } from '#/domain/purchase-costs.ts'
import { mortgagePayment, type MortgagePayment } from '#/domain/mortgage.ts'
import { formatNumber } from '#/domain/display-formats.ts'

/*
 * The purchase-cost calculator's form (decision 022): the same field names in the page's
 * query (the form works without JavaScript as a GET form to /purchase-costs/) and in the live form.
 * Everything arrives as text; parseCalculator reads it, says what is wrong per field, and never throws.
 */

export const REGIONS: ReadonlyArray<Region> = ['flanders', 'wallonia', 'brussels']

/** The form's fields as the query names them; each value is the visitor's text. */
export type CalculatorFields = {
  price: string
  region: string
  /** 'yes' or 'no': the buyer's sole own home */
  sole: string
  /** Brussels: EPC classes the buyer commits to gain ('0' none, '2'…'6') */
  epc: string
  /** Flanders: 'yes' when the home is in a core city or the Vlaamse Rand */
  core: string
  /** 'yes' for a new build bought in a project (VAT on the building, duty on the land) */
  newbuild: string
  /** a new build's land share of the price */
  land: string
  /** the buyer's own contribution */
  own: string
  /** the amount to borrow; empty, or equal to `loanfor`, follows the total to finance minus the contribution */
  loan: string
  /** the loan amount the page proposed when it was shown, so a visitor who did not change it gets a fresh one */
  loanfor: string
  rate: string
  years: string
}

export type CalculatorField = keyof CalculatorFields
export const CALCULATOR_FIELDS: ReadonlyArray<CalculatorField> = [
  'price',
  'region',
  'sole',
  'epc',
  'core',
  'newbuild',
  'land',
  'own',
  'loan',
  'loanfor',
  'rate',
  'years',
]

/** A query value longer than this is no amount anyone typed: it is refused, not read. */
export const FIELD_MAX_LENGTH = 40

// Bounds that keep every figure meaningful (and the arithmetic exact in cents).
export const PRICE_MAX = 100_000_000
export const RATE_MAX_PERCENT = 20
export const YEARS_MAX = 40
// Brussels: EPC classes from G to A are six steps; the abatement counts from two (registration-duties.ts).
export const EPC_CLASSES_MAX = 6
// An example rate the visitor changes: fixed 20–25-year Belgian mortgage rates were about 3–3.5 % in 2025 (no official source read; the page calls it an example).
export const EXAMPLE_RATE_PERCENT = 3.3
// The usual term of a Belgian home loan: an example the visitor changes.
export const EXAMPLE_YEARS = 25

export type FieldError =
  | 'price-missing'
  | 'price-invalid'
  | 'price-range'
  | 'region-missing'
  | 'land-missing'
  | 'land-invalid'
  | 'land-range'
  | 'epc-invalid'
  | 'own-invalid'
  | 'own-range'
  | 'loan-invalid'
  | 'rate-invalid'
  | 'rate-range'
  | 'years-invalid'
  | 'years-range'

export type CalculatorResult = {
  costs: PurchaseCosts
  /** the price minus the land share: what the 21 % VAT is on (a new build only) */
  buildingShare: number
  contribution: number
  /** the amount borrowed: the visitor's, or the total to finance minus the contribution */
  loan: number
  /** what the page proposes to borrow: the total to finance minus the contribution, never below 0 */
  proposedLoan: number
  ratePercent: number
  years: number
  mortgage: MortgagePayment
}

export type ParsedCalculator = {
  fields: CalculatorFields
  errors: Partial<Record<CalculatorField, FieldError>>
  result: CalculatorResult | null
}

/** The fields of a form nobody filled in yet: the example rate and term, a sole own home. */
export function emptyFields(): CalculatorFields {
  return {
    price: '',
    region: '',
    sole: 'yes',
    epc: '0',
    core: '',
    newbuild: '',
    land: '',
    own: '0',
    loan: '',
    loanfor: '',
    rate: String(EXAMPLE_RATE_PERCENT).replace('.', ','),
    years: String(EXAMPLE_YEARS),
  }
}

/**
 * An amount in euros as Belgians type it: '350.000', '350 000', '€ 350.000', '350000', '1.234,56'. A
 * comma is the decimal mark and dots group thousands; a lone dot before one or two digits ('99.5') is
 * read as a decimal point. Undefined for anything else, never a guess.
 */
export function parseEuros(text: string): number | undefined {
  const bare = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/^EUR/i, '')
  if (bare === '') return undefined
  let normalised: string
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(bare) || /^\d+(,\d{1,2})?$/.test(bare)) normalised = bare.replace(/\./g, '').replace(',', '.')
  else if (/^\d+\.\d{1,2}$/.test(bare)) normalised = bare
  else return undefined
  const value = Number(normalised)
  return Number.isFinite(value) ? value : undefined
}

/** A percentage with a decimal comma or point: '3,3', '3.25', '3,3 %'. */
export function parsePercent(text: string): number | undefined {
  const bare = text.replace(/[\s\u00a0\u202f%]/g, '')
  if (!/^\d{1,2}([.,]\d{1,3})?$/.test(bare)) return undefined
  return Number(bare.replace(',', '.'))
}

/** A whole number of years. */
function parseWhole(text: string): number | undefined {
  const bare = text.trim()
  return /^\d{1,3}$/.test(bare) ? Number(bare) : undefined
}

/** Reads the query (or the live form) into fields: unknown names are ignored, over-long values kept out. */
export function fieldsFrom(source: Readonly<Record<string, unknown>>, base: CalculatorFields = emptyFields()): CalculatorFields {
  const fields = { ...base }
  for (const name of CALCULATOR_FIELDS) {
    const value = source[name]
    if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value).slice(0, FIELD_MAX_LENGTH)
  }
  return fields
}

function isRegion(value: string): value is Region {
  return (REGIONS as ReadonlyArray<string>).includes(value)
}

const roundCents = (euros: number) => Math.round(euros * 100) / 100

/** Reads and checks the fields; the result is there only when every field that counts is valid. */
export function parseCalculator(fields: CalculatorFields): ParsedCalculator {
  const errors: Partial<Record<CalculatorField, FieldError>> = {}
  const price = parseEuros(fields.price)
  if (fields.price.trim() === '') errors.price = 'price-missing'
  else if (price === undefined) errors.price = 'price-invalid'
  else if (price <= 0 || price > PRICE_MAX) errors.price = 'price-range'

  const region = isRegion(fields.region) ? fields.region : undefined
  if (!region) errors.region = 'region-missing'
  const soleOwnHome = fields.sole !== 'no'

  const epcText = fields.epc.trim() === '' ? '0' : fields.epc.trim()
  const epc = /^\d$/.test(epcText) ? Number(epcText) : undefined
  if (region === 'brussels' && soleOwnHome && (epc === undefined || epc > EPC_CLASSES_MAX || epc === 1)) errors.epc = 'epc-invalid'

  const newBuild = fields.newbuild === 'yes'
  const land = newBuild ? parseEuros(fields.land) : undefined
  if (newBuild) {
    if (fields.land.trim() === '') errors.land = 'land-missing'
    else if (land === undefined) errors.land = 'land-invalid'
    else if (price !== undefined && land > price) errors.land = 'land-range'
  }

  const contribution = fields.own.trim() === '' ? 0 : parseEuros(fields.own)
  if (contribution === undefined) errors.own = 'own-invalid'
  else if (contribution > PRICE_MAX * 2) errors.own = 'own-range'

  const loanGiven = fields.loan.trim() !== '' && fields.loan.trim() !== fields.loanfor.trim()
  const loanValue = loanGiven ? parseEuros(fields.loan) : undefined
  if (loanGiven && (loanValue === undefined || loanValue > PRICE_MAX * 2)) errors.loan = 'loan-invalid'

  const rate = parsePercent(fields.rate)
  if (rate === undefined) errors.rate = 'rate-invalid'
  else if (rate > RATE_MAX_PERCENT) errors.rate = 'rate-range'

  const years = parseWhole(fields.years)
  if (years === undefined) errors.years = 'years-invalid'
  else if (years < 1 || years > YEARS_MAX) errors.years = 'years-range'

  const costsReady = price !== undefined && region && !errors.price && !errors.land && !errors.epc
  if (!costsReady || Object.keys(errors).length > 0) return { fields, errors, result: null }

  const landShare = newBuild ? roundCents(land!) : 0
  const buildingShare = newBuild ? roundCents(price - landShare) : 0
  const costs = purchaseCosts({
    price,
    region,
    soleOwnHome,
    epcClassesCommitted: epc,
    flandersCoreCity: fields.core === 'yes',
    newBuild: newBuild ? { landShare, buildingShare } : undefined,
  })
  const proposedLoan = Math.max(0, roundCents(costs.totalToFinance - contribution!))
  const loan = loanGiven ? roundCents(loanValue!) : proposedLoan
  const mortgage = mortgagePayment({ amount: loan, annualRatePercent: rate!, years: years! })
  return {
    fields,
    errors,
    result: { costs, buildingShare, contribution: contribution!, loan, proposedLoan, ratePercent: rate!, years: years!, mortgage },
  }
}

/** Whether the query carries a submitted form (any of its fields), as opposed to a first visit. */
export function isSubmitted(source: Readonly<Record<string, unknown>>): boolean {
  return CALCULATOR_FIELDS.some((name) => typeof source[name] === 'string' || typeof source[name] === 'number')
}

/** A listing's facts the calculator starts from (decision 022: its price and the region of its postal code). */
export type CalculatorListing = { price: number | null; zip: string; countryId?: number | null; inProject: boolean }

/** The form prefilled for a listing for sale: its price, the region of its address, a new build in a project. */
export function prefillFor(listing: CalculatorListing): CalculatorFields {
  const fields = emptyFields()
  if (listing.price !== null && listing.price > 0) fields.price = formatNumber(Math.round(listing.price), 'nl')
  fields.region = regionForAddress(listing.zip, listing.countryId ?? undefined) ?? ''
  if (listing.inProject) fields.newbuild = 'yes'
  return fields
}

/** The query of the own page for a form's fields: only what differs from an empty form, in a stable order. */
export function calculatorQuery(fields: CalculatorFields): Record<string, string> {
  const empty = emptyFields()
  const query: Record<string, string> = {}
  for (const name of CALCULATOR_FIELDS)
    if (fields[name] !== empty[name] || name === 'price' || name === 'region') query[name] = fields[name]
  return query
}
