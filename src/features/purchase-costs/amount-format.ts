import { NUMBER_LOCALE } from '~/domain/display-formats'

// Amounts in the site's one number convention (decision 011: '€ 345.000'), with cents only where
// there are any: a duty of € 37.500 reads as such, a fee of € 2.549,01 keeps its cents.
const whole = new Intl.NumberFormat(NUMBER_LOCALE, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
const withCents = new Intl.NumberFormat(NUMBER_LOCALE, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** '€ 37.500', '€ 4.271,80' (no-break space after the sign, as formatEuro writes prices). */
export function formatAmount(euros: number): string {
  if (!Number.isFinite(euros)) return ''
  const cents = Math.round(euros * 100)
  return cents % 100 === 0 ? whole.format(cents / 100) : withCents.format(cents / 100)
}

const inputWhole = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 })
const inputCents = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** An amount for a form field, without the sign: '497.824,30', '250.000' (parseEuros reads it back). */
export function formatInputAmount(euros: number): string {
  if (!Number.isFinite(euros)) return ''
  const cents = Math.round(euros * 100)
  return cents % 100 === 0 ? inputWhole.format(cents / 100) : inputCents.format(cents / 100)
}
