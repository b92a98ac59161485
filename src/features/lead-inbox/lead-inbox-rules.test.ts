import { describe, expect, it } from 'vitest'
import { brusselsDayBounds } from '#/domain/brussels-calendar.ts'
import { cursorOf, inboxSearchParams, readCursor, readInboxFilters } from './lead-inbox-rules.ts'

// Decision 018 "Leads": the inbox's filters as a bookmark carries them, the CSV's cells, and the
// dashboard's Brussels day.

const filtersOf = (search: string) => {
  const params = new URLSearchParams(search)
  return readInboxFilters((name) => params.get(name) ?? undefined)
}

describe('inbox filters', () => {
  it('read what a bookmark carries and leave out what is not a filter', () => {
    expect(filtersOf('status=in-progress&assigned=me&language=nl&property=4501&form=contact-me&q=%20Dubois%20')).toEqual({
      status: 'in-progress',
      assigned: 'me',
      language: 'nl',
      property: 4501,
      form: 'contact-me',
      q: 'Dubois',
    })
    expect(filtersOf('assigned=12')).toEqual({ assigned: 12 })
    expect(filtersOf('status=closed&assigned=all&language=es&property=12a&form=DROP%20TABLE&after=yesterday')).toEqual({})
  })

  it('go back into the same search parameters, and a cursor survives the trip', () => {
    const cursor = cursorOf({ createdAt: '2026-07-01T09:00:00.123Z', id: 'abc123' })
    const filters = filtersOf(new URLSearchParams({ assigned: 'nobody', q: 'villa', after: cursor }).toString())
    expect(inboxSearchParams(filters)).toEqual({ assigned: 'nobody', q: 'villa', after: cursor })
    expect(readCursor(cursor)).toEqual({ createdAt: '2026-07-01T09:00:00.123Z', id: 'abc123' })
  })
})

describe('the Brussels day', () => {
  it('starts at 22:00 UTC in summer and 23:00 UTC in winter', () => {
    expect(brusselsDayBounds(new Date('2026-07-01T10:00:00Z'))).toEqual({
      start: new Date('2026-06-30T22:00:00Z'),
      end: new Date('2026-07-01T22:00:00Z'),
    })
    expect(brusselsDayBounds(new Date('2026-01-15T23:30:00Z'))).toEqual({
      start: new Date('2026-01-15T23:00:00Z'),
      end: new Date('2026-01-16T23:00:00Z'),
    })
  })

  it('is 23 or 25 hours long on the days the clocks change', () => {
    const spring = brusselsDayBounds(new Date('2026-03-29T12:00:00Z'))
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000)
    const autumn = brusselsDayBounds(new Date('2026-10-25T12:00:00Z'))
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000)
  })
})
