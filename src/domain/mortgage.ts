/*
 * A mortgage's monthly payment (decision 022), by the Belgian convention: the monthly rate is the one
 * equivalent to the annual rate, (1 + r)^(1/12) − 1 (as Belgian lenders quote it), not r/12,
 * and the payment is a constant annuity. An estimate: the bank's offer decides.
 */

export type MortgageInput = {
  /** The amount borrowed, in euros. */
  amount: number
  /** The annual rate as a percentage, e.g. 3.2. */
  annualRatePercent: number
  years: number
}

export type MortgagePayment = {
  /** The monthly payment, rounded to the cent. */
  monthlyPayment: number
  /** The monthly rate equivalent to the annual rate, unrounded (for display with its own precision). */
  monthlyRate: number
  /** Every payment at the rounded monthly amount, minus the amount borrowed, rounded to the cent. */
  totalInterest: number
  months: number
}

/** The monthly payment and total interest of an annuity loan; a 0 % rate divides the amount evenly. */
export function mortgagePayment({ amount, annualRatePercent, years }: MortgageInput): MortgagePayment {
  const months = Math.round(years * 12)
  if (months <= 0 || amount <= 0) return { monthlyPayment: 0, monthlyRate: 0, totalInterest: 0, months: Math.max(0, months) }
  const monthlyRate = (1 + annualRatePercent / 100) ** (1 / 12) - 1
  const exact = monthlyRate === 0 ? amount / months : (amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
  // Rounded to the cent once, at the end; totals are then worked in whole cents so no float drift builds up.
  const paymentCents = Math.round(exact * 100)
  const interestCents = paymentCents * months - Math.round(amount * 100)
  return { monthlyPayment: paymentCents / 100, monthlyRate, totalInterest: interestCents / 100, months }
}
