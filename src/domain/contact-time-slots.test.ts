import { describe, expect, it } from 'vitest'
import { CONTACT_TIME_SLOTS, timeSlotHours } from './contact-time-slots.ts'

describe('contact time slots (spec §9)', () => {
  it('are the morning, afternoon and evening slots', () => {
    expect(CONTACT_TIME_SLOTS.map((slot) => timeSlotHours(slot, 'fr'))).toEqual(['10:00–13:00', '14:00–16:00', '16:00–19:00'])
  })

  it('start the afternoon at 13:00 in Dutch only', () => {
    expect(timeSlotHours('afternoon', 'nl')).toBe('13:00–16:00')
    expect(['fr', 'en', 'de'].map((locale) => timeSlotHours('afternoon', locale as 'fr'))).toEqual([
      '14:00–16:00',
      '14:00–16:00',
      '14:00–16:00',
    ])
  })
})
