import { describe, expect, it } from 'vitest'
import { openingHoursSpecification, openingHoursText, type OpeningHours } from './opening-hours.ts'

const HOURS: OpeningHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  { days: ['Saturday'], opens: '10:00', closes: '13:00' },
]

describe('opening hours, written once as days and times', () => {
  it.each([
    ['nl', 'Ma–vr 9:00–18:00 · za 10:00–13:00'],
    ['fr', 'Lun–ven 9h00–18h00 · sam 10h00–13h00'],
    ['en', 'Mon–Fri 9:00–18:00 · Sat 10:00–13:00'],
    ['de', 'Mo–Fr 9:00–18:00 · Sa 10:00–13:00'],
  ] as const)('reads in %s as %s', (locale, text) => {
    expect(openingHoursText(HOURS, locale)).toBe(text)
  })

  it('lists two days apart, and runs of three or more as a range', () => {
    expect(openingHoursText([{ days: ['Saturday', 'Monday'], opens: '08:30', closes: '12:00' }], 'en')).toBe('Mon, Sat 8:30–12:00')
    expect(openingHoursText([{ days: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' }], 'en')).toBe('Mon, Tue 9:00–17:00')
  })

  it('gives schema.org the same days and times', () => {
    expect(openingHoursSpecification(HOURS)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '13:00' },
    ])
  })
})
