/*
 * Money for the purchase-cost formulas (decision 022): amounts travel as whole cents and rates as
 * whole parts per 100,000, so every product is an exact integer and the only rounding is one
 * Math.round at the end of each step (half a cent rounds up; the amounts are never negative).
 */

/** A rate as whole parts per 100,000: 4.56 % is 4560, 0.057 % is 57, 12.5 % is 12500. */
export type Rate = { readonly per100k: number }

/** A percentage written as printed in its source; the source's figures have at most three decimals. */
export function percent(value: number): Rate {
  return { per100k: Math.round(value * 1000) }
}

/** Euros (at most two decimals) to whole cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

/** Whole cents back to euros for the caller; exact to the cent as long as cents is an integer. */
export function toEuros(cents: number): number {
  return cents / 100
}

/** The rate of an amount in cents, rounded to the cent (the product is exact, so is its half). */
export function applyRate(cents: number, rate: Rate): number {
  return Math.round((cents * rate.per100k) / 100_000)
}
