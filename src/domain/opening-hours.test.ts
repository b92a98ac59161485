import { describe, expect, it } from 'vitest'
import {
  closureDatesText,
  closuresAhead,
  closuresSpecification,
  openingHoursSpecification,
  openingHoursText,
  type OpeningHours,
} from './opening-hours.ts'

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

describe('exceptional closures', () => {
  const christmas = { from: '2026-12-24', to: '2026-12-26', reason: { nl: 'Kerstmis', fr: 'Noël' } }
  const oneDay = { from: '2026-11-11', to: '2026-11-11' }

  it('announces a closure until its last day, in date order', () => {
    expect(closuresAhead([christmas, oneDay], '2026-11-01')).toEqual([oneDay, christmas])
    expect(closuresAhead([christmas, oneDay], '2026-11-12')).toEqual([christmas])
    expect(closuresAhead([christmas], '2026-12-26')).toEqual([christmas])
    expect(closuresAhead([christmas], '2026-12-27')).toEqual([])
    expect(closuresAhead(undefined, '2026-12-27')).toEqual([])
  })

  it('says the dates as each language writes them, day first', () => {
    // ICU decides the spaces around the dash (none, or thin ones in English)
    expect(closureDatesText(christmas, 'fr')).toMatch(/^24\s?–\s?26 décembre 2026$/)
    expect(closureDatesText(christmas, 'nl')).toMatch(/^24\s?–\s?26 december 2026$/)
    expect(closureDatesText(christmas, 'en')).toMatch(/^24\s?–\s?26 December 2026$/)
    expect(closureDatesText(oneDay, 'de')).toBe('11. November 2026')
  })

  it('gives search engines each closure as a day range opening and closing at midnight', () => {
    expect(closuresSpecification([christmas])).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-24', validThrough: '2026-12-26' },
    ])
  })
})
