import type { Locale } from '#/i18n/locales.ts'

/** The moments a visitor may ask to be called back (spec §9 "Contact time slots"). */
export const CONTACT_TIME_SLOTS = ['morning', 'afternoon', 'evening'] as const
export type ContactTimeSlot = (typeof CONTACT_TIME_SLOTS)[number]

// spec §9: 10:00-13:00, 14:00-16:00 (nl: 13:00-16:00), 16:00-19:00.
const SLOT_HOURS: Record<ContactTimeSlot, readonly [string, string]> = {
  morning: ['10:00', '13:00'],
  afternoon: ['14:00', '16:00'],
  evening: ['16:00', '19:00'],
}
const DUTCH_AFTERNOON_START = '13:00'

/** The hours of a slot as the visitor's language shows them, e.g. "13:00–16:00" in Dutch. */
export function timeSlotHours(slot: ContactTimeSlot, locale: Locale): string {
  const [from, to] = SLOT_HOURS[slot]
  return `${slot === 'afternoon' && locale === 'nl' ? DUTCH_AFTERNOON_START : from}–${to}`
}
