// Owner statistics (spec §3 "Owner statistics", §9 "owner graph last 30 days"): the page views the
// site records per day and source, summed the way an owner reads them. Days are Brussels dates.

/** spec §9 "Limits": the owner graph covers the last 30 days. */
export const OWNER_GRAPH_DAYS = 30

export const VISIT_SOURCES = ['direct', 'search', 'social', 'portal', 'site', 'email', 'campaign', 'other'] as const
export type VisitSource = (typeof VISIT_SOURCES)[number]

export type DailyViews = { day: string; source: VisitSource; views: number }

export type VisitSummary = {
  today: number
  week: number
  month: number
  total: number
  bySource: Array<{ source: VisitSource; views: number }>
  /** one entry per day, oldest first, ending today; days without views are 0 */
  lastDays: Array<{ day: string; views: number }>
}

const BRUSSELS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day in Brussels of an instant, as YYYY-MM-DD: an owner's "today" is Belgian. */
export function brusselsDay(at: Date): string {
  return BRUSSELS_DAY.format(at)
}

function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000
}

function dayText(number: number): string {
  return new Date(number * 86_400_000).toISOString().slice(0, 10)
}

/** Adds whole days to a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days)
}

/** The Monday of the week of a day: Belgian weeks start on Monday. */
export function weekStart(day: string): string {
  const number = dayNumber(day)
  const weekday = (new Date(number * 86_400_000).getUTCDay() + 6) % 7
  return dayText(number - weekday)
}

export function summarizeVisits(rows: ReadonlyArray<DailyViews>, today: string): VisitSummary {
  const monday = weekStart(today)
  const month = today.slice(0, 7)
  const firstGraphDay = addDays(today, -(OWNER_GRAPH_DAYS - 1))
  const perDay = new Map<string, number>()
  const perSource = new Map<VisitSource, number>()
  const summary: VisitSummary = { today: 0, week: 0, month: 0, total: 0, bySource: [], lastDays: [] }
  for (const { day, source, views } of rows) {
    // A row dated after today (a clock ahead) still counts in the total, never in "today".
    summary.total += views
    perSource.set(source, (perSource.get(source) ?? 0) + views)
    if (day > today) continue
    if (day === today) summary.today += views
    if (day >= monday) summary.week += views
    if (day.slice(0, 7) === month) summary.month += views
    if (day >= firstGraphDay) perDay.set(day, (perDay.get(day) ?? 0) + views)
  }
  summary.bySource = [...perSource].map(([source, views]) => ({ source, views })).sort((a, b) => b.views - a.views || VISIT_SOURCES.indexOf(a.source) - VISIT_SOURCES.indexOf(b.source))
  for (let offset = OWNER_GRAPH_DAYS - 1; offset >= 0; offset--) {
    const day = addDays(today, -offset)
    summary.lastDays.push({ day, views: perDay.get(day) ?? 0 })
  }
  return summary
}
