/**
 * Phone display (spec §5 "Validation rules").
 *
 * Only national Belgian numbers are regrouped. A number written with a leading '+' is left exactly as
 * typed: the 4-2-2-2 / 3-2-2-2 grouping is a national-format rule, and '+32 2 123 45 67' happens to
 * hold 10 digits, so regrouping it would give the nonsense '3221 23 45 67'.
 * Text with anything but digits and the usual separators ('Tel: …', 'ext. 12', two numbers) is also
 * left unchanged, so no words or second numbers are ever dropped.
 */

// spec §5 "Validation rules": 10 digits become groups 4-2-2-2; 9 digits become 3-2-2-2; otherwise unchanged.
const PHONE_GROUPS: Readonly<Record<number, ReadonlyArray<number>>> = { 10: [4, 2, 2, 2], 9: [3, 2, 2, 2] }

// Separators people type inside one national number: '010/22.33.44', '0475-12 34 56', '(010) 22 33 44'.
const NATIONAL_NUMBER = /^[\d\s./()-]*$/

/** '0475123456' → '0475 12 34 56', '010/22.33.44' → '010 22 33 44'; anything else unchanged. */
export function formatPhone(raw: string): string {
  if (!NATIONAL_NUMBER.test(raw)) return raw
  const digits = raw.replace(/\D/g, '')
  const groups = PHONE_GROUPS[digits.length]
  if (!groups) return raw
  const parts: string[] = []
  let start = 0
  for (const size of groups) {
    parts.push(digits.slice(start, start + size))
    start += size
  }
  return parts.join(' ')
}

/** A tel: link: the digits only, keeping a leading '+' so international numbers still dial. */
export function phoneHref(raw: string): string {
  const plus = raw.trim().startsWith('+') ? '+' : ''
  return `tel:${plus}${raw.replace(/\D/g, '')}`
}
