import { describe, expect, it } from 'vitest'
import { brusselsDay } from './brussels-calendar.ts'
import { OWNER_GRAPH_DAYS, addDays, summarizeVisits, weekStart, type DailyPortalViews, type DailyViews } from './visit-statistics.ts'

describe('owner visit statistics (spec §3 "Owner statistics")', () => {
  it('dates a view in Brussels time', () => {
    // 23:30 UTC on 25 November is already 26 November in Brussels (UTC+1 in winter).
    expect(brusselsDay(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26')
    expect(brusselsDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01')
    expect(brusselsDay(new Date('2026-07-01T22:01:00Z'))).toBe('2026-07-02')
  })

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23') // Thursday
    expect(weekStart('2026-11-23')).toBe('2026-11-23') // Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23') // Sunday
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('sums today, this week, this month and the total', () => {
    const rows: DailyViews[] = [
      { day: '2026-11-26', source: 'search', views: 3 },
      { day: '2026-11-26', source: 'direct', views: 2 },
      { day: '2026-11-23', source: 'portal', views: 4 }, // Monday of this week
      { day: '2026-11-22', source: 'portal', views: 5 }, // last Sunday
      { day: '2026-11-01', source: 'site', views: 1 },
      { day: '2026-10-31', source: 'search', views: 10 },
    ]
    const summary = summarizeVisits(rows, '2026-11-26')
    expect(summary).toMatchObject({ today: 5, week: 9, month: 15, total: 25 })
    expect(summary.bySource).toEqual([
      { source: 'search', views: 13 },
      { source: 'portal', views: 9 },
      { source: 'direct', views: 2 },
      { source: 'site', views: 1 },
    ])
  })

  it('graphs the last 30 days, ending today, with empty days at 0', () => {
    const summary = summarizeVisits(
      [
        { day: '2026-10-28', source: 'search', views: 7 },
        { day: '2026-10-27', source: 'search', views: 9 },
      ],
      '2026-11-26',
    )
    expect(OWNER_GRAPH_DAYS).toBe(30)
    expect(summary.lastDays).toHaveLength(30)
    expect(summary.lastDays[0]).toEqual({ day: '2026-10-28', views: 7, site: 7, byPortal: {} })
    expect(summary.lastDays.at(-1)).toEqual({ day: '2026-11-26', views: 0, site: 0, byPortal: {} })
    expect(summary.total).toBe(16)
  })

  it('counts a day after today in the total only', () => {
    expect(summarizeVisits([{ day: '2026-11-27', source: 'direct', views: 2 }], '2026-11-26')).toMatchObject({
      today: 0,
      week: 0,
      month: 0,
      total: 2,
    })
    expect(summarizeVisits([], '2026-11-26', [{ day: '2026-11-27', portal: 'Immoweb', views: 2 }])).toMatchObject({
      today: 0,
      week: 0,
      month: 0,
      total: 2,
      portals: [],
    })
  })

  it('adds the portals’ own views (decision 016) to every total, each portal a source of its own', () => {
    const site: DailyViews[] = [
      { day: '2026-11-26', source: 'search', views: 3 },
      { day: '2026-11-25', source: 'portal', views: 4 },
    ]
    const portals: DailyPortalViews[] = [
      { day: '2026-11-26', portal: 'Zimmo', views: 2 },
      { day: '2026-11-25', portal: 'Immoweb', views: 20 },
      { day: '2026-11-22', portal: 'Immoweb', views: 6 }, // last Sunday
      { day: '2026-10-31', portal: 'Logic-Immo', views: 3 },
      { day: '2026-09-01', portal: 'Zimmo', views: 1 }, // before the graph's 30 days
    ]
    const summary = summarizeVisits(site, '2026-11-26', portals)
    expect(summary).toMatchObject({ today: 5, week: 29, month: 35, total: 39 })
    expect(summary.bySource).toEqual([
      { portal: 'Immoweb', views: 26 },
      { source: 'portal', views: 4 },
      { source: 'search', views: 3 },
      { portal: 'Logic-Immo', views: 3 },
      { portal: 'Zimmo', views: 3 },
    ])
    expect(summary.portals).toEqual(['Immoweb', 'Logic-Immo', 'Zimmo'])
    expect(summary.lastDays.at(-1)).toEqual({ day: '2026-11-26', views: 5, site: 3, byPortal: { Zimmo: 2 } })
    expect(summary.lastDays.at(-2)).toEqual({ day: '2026-11-25', views: 24, site: 4, byPortal: { Immoweb: 20 } })
    expect(summary.lastDays.reduce((sum, day) => sum + day.views, 0)).toBe(38)
  })
})
