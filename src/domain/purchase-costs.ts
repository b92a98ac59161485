import { notaryCosts, type NotaryCosts } from './notary-fees.ts'
import { newBuildTaxes, registrationDuty, type DutyInput, type DutyResult } from './registration-duties.ts'
import { toCents, toEuros } from './euro-cents.ts'

/*
 * The cost of buying (decision 022): registration duty, notary fees with their VAT and
 * the other deed costs, and the total to finance. All amounts are estimates, in euros, each step
 * rounded to the cent (see euro-cents.ts); sums are made in whole cents, so they add up exactly.
 */

export type PurchaseCostsInput = Omit<DutyInput, 'price'> & {
  price: number
  /** A new build in a project: the seller's split of the price between land and building. */
  newBuild?: { landShare: number; buildingShare: number }
}

export type PurchaseCosts = {
  /** Registration duty (on the land share for a new build). */
  duty: DutyResult
  /** 21 % VAT on the building share of a new build; 0 otherwise. */
  buildingVat: number
  notary: NotaryCosts
  /** Duty, building VAT and the notary's whole bill. */
  totalCosts: number
  /** The price plus every cost. */
  totalToFinance: number
}

/** Every cost of a purchase and the total to finance. */
export function purchaseCosts(input: PurchaseCostsInput): PurchaseCosts {
  const { newBuild, ...rest } = input
  const taxes = newBuild ? newBuildTaxes({ ...rest, ...newBuild }) : undefined
  const duty = taxes?.landDuty ?? registrationDuty(rest)
  const buildingVat = taxes?.buildingVat ?? 0
  // The notary's scale reads the price of the deed; a new build's deed carries land and building together.
  const price = newBuild ? newBuild.landShare + newBuild.buildingShare : input.price
  const notary = notaryCosts(price)
  const costsCents = toCents(duty.duty) + toCents(buildingVat) + toCents(notary.total)
  return {
    duty,
    buildingVat,
    notary,
    totalCosts: toEuros(costsCents),
    totalToFinance: toEuros(toCents(price) + costsCents),
  }
}
