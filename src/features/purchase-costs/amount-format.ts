import { formatDecimal, formatEuroDigits } from '#/domain/decimal-format.ts'

// Amounts in the site's one number convention (decision 011: '€ 345.000'), with cents only where
// there are any: a duty of € 37.500 reads as such, a fee of € 2.549,01 keeps its cents.
const WHOLE = { maxFractionDigits: 0 }
const CENTS = { minFractionDigits: 2, maxFractionDigits: 2 }

/** '€ 37.500', '€ 4.271,80' (no-break space after the sign, as formatEuro writes prices). */
export function formatAmount(euros: number): string {
  if (!Number.isFinite(euros)) return ''
  const cents = Math.round(euros * 100)
  return cents % 100 === 0 ? formatEuroDigits(cents / 100, WHOLE) : formatEuroDigits(cents / 100, CENTS)
}

/** An amount for a form field, without the sign: '497.824,30', '250.000' (parseEuros reads it back). */
export function formatInputAmount(euros: number): string {
  if (!Number.isFinite(euros)) return ''
  const cents = Math.round(euros * 100)
  return cents % 100 === 0 ? formatDecimal(cents / 100, WHOLE) : formatDecimal(cents / 100, CENTS)
}
