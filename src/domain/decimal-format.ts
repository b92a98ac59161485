/**
 * Numbers in the site's one convention (decision 011: Belgian Dutch digits, '1.234.567,89'),
 * written without Intl. A browser's first Intl.NumberFormat loads its locale data: 20–27 ms on
 * this machine, four times that on the phone Lighthouse stands for, inside one step of hydration
 * that React cannot split (decision 027). The digits are the ones Intl.NumberFormat('nl-BE') gives
 * (its test holds it to them): rounding half away from zero on the shortest decimal form of the
 * number, so 1.005 rounds to 1,01 as Intl does and not to 1,00 as toFixed would.
 */

// spec §9 "Price display": Belgian Dutch number format; decision 011 applies it to every number.
export const NUMBER_LOCALE = 'nl-BE'
const GROUP = '.'
const DECIMAL = ','

export type DecimalDigits = { minFractionDigits?: number; maxFractionDigits: number }

/** '345.000', '1.234,5'; a sign for negative numbers and for -0, as Intl writes them. */
export function formatDecimal(value: number, { minFractionDigits = 0, maxFractionDigits }: DecimalDigits): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  const shortest = String(Math.abs(value))
  // Past 1e21 or below 1e-6 JavaScript writes an exponent; no price or area comes near, but the
  // answer stays right if one does.
  if (!Number.isFinite(value) || shortest.includes('e')) {
    return new Intl.NumberFormat(NUMBER_LOCALE, {
      minimumFractionDigits: minFractionDigits,
      maximumFractionDigits: maxFractionDigits,
    }).format(value)
  }
  const [whole = '0', fraction = ''] = shortest.split('.')
  let digits = whole + fraction.padEnd(maxFractionDigits, '0').slice(0, maxFractionDigits)
  if (fraction.length > maxFractionDigits && fraction.charCodeAt(maxFractionDigits) >= 53 /* '5' */) digits = addOne(digits)
  const wholeLength = digits.length - maxFractionDigits
  const wholeDigits = digits.slice(0, wholeLength).replace(/^0+(?=\d)/, '')
  let fractionDigits = digits.slice(wholeLength)
  while (fractionDigits.length > minFractionDigits && fractionDigits.endsWith('0')) fractionDigits = fractionDigits.slice(0, -1)
  return `${sign}${grouped(wholeDigits)}${fractionDigits.length > 0 ? DECIMAL + fractionDigits : ''}`
}

/** '12999' + 1 → '13000', '99' + 1 → '100': the digit string of the next number at that precision. */
function addOne(digits: string): string {
  const out = digits.split('')
  for (let index = out.length - 1; index >= 0; index--) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1)
      return out.join('')
    }
    out[index] = '0'
  }
  return `1${out.join('')}`
}

function grouped(wholeDigits: string): string {
  let out = ''
  for (let end = wholeDigits.length; end > 0; end -= 3) out = wholeDigits.slice(Math.max(0, end - 3), end) + (out ? GROUP + out : '')
  return out
}

/** '€ 345.000' with a no-break space after the sign, '€ -345.000', as Intl's EUR currency format. */
export function formatEuroDigits(value: number, digits: DecimalDigits): string {
  const text = formatDecimal(value, digits)
  return `€\u00a0${text}`
}
