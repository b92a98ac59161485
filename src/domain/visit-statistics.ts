// Owner statistics (spec §3 "Owner statistics", §9 "owner graph last 30 days"): the page views the
// site records per day and source, and the listing's views on the property portals that the CRM counts
// per day and portal (decision 016), summed the way an owner reads them. Days are Brussels dates.

/** spec §9 "Limits": the owner graph covers the last 30 days. */
export const OWNER_GRAPH_DAYS = 30

export const VISIT_SOURCES = ['direct', 'search', 'social', 'portal', 'site', 'email', 'campaign', 'other'] as const
export type VisitSource = (typeof VISIT_SOURCES)[number]

export type DailyViews = { day: string; source: VisitSource; views: number }
/** The views of the listing on one portal (Immoweb, Zimmo…) on one day, as the agency's CRM counts them. */
export type DailyPortalViews = { day: string; portal: string; views: number }

/** A row of "visits by source": one of the site's own sources, or a portal by its proper name. */
export type SourceViews = { source: VisitSource; views: number } | { portal: string; views: number }

export type VisitSummary = {
  /** the site's views and the portals' views together */
  today: number
  week: number
  month: number
  total: number
  bySource: SourceViews[]
  /** the portals with views in the last days, busiest first: the chart's series after the site's own */
  portals: string[]
  /** one entry per day, oldest first, ending today; days without views are 0; `views` = `site` + every portal */
  lastDays: Array<{ day: string; views: number; site: number; byPortal: Record<string, number> }>
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

export function summarizeVisits(
  rows: ReadonlyArray<DailyViews>,
  today: string,
  portalRows: ReadonlyArray<DailyPortalViews> = [],
): VisitSummary {
  const monday = weekStart(today)
  const month = today.slice(0, 7)
  const firstGraphDay = addDays(today, -(OWNER_GRAPH_DAYS - 1))
  const perDay = new Map<string, { site: number; byPortal: Record<string, number> }>()
  const perSource = new Map<VisitSource, number>()
  const perPortal = new Map<string, number>()
  const graphedPortals = new Map<string, number>()
  const summary: VisitSummary = { today: 0, week: 0, month: 0, total: 0, bySource: [], portals: [], lastDays: [] }
  const dayOf = (day: string) => perDay.get(day) ?? perDay.set(day, { site: 0, byPortal: {} }).get(day)!
  const count = (day: string, views: number): boolean => {
    // A row dated after today (a clock ahead) still counts in the total, never in "today".
    summary.total += views
    if (day > today) return false
    if (day === today) summary.today += views
    if (day >= monday) summary.week += views
    if (day.slice(0, 7) === month) summary.month += views
    return day >= firstGraphDay
  }
  for (const { day, source, views } of rows) {
    perSource.set(source, (perSource.get(source) ?? 0) + views)
    if (count(day, views)) dayOf(day).site += views
  }
  for (const { day, portal, views } of portalRows) {
    perPortal.set(portal, (perPortal.get(portal) ?? 0) + views)
    if (!count(day, views)) continue
    const entry = dayOf(day)
    entry.byPortal[portal] = (entry.byPortal[portal] ?? 0) + views
    graphedPortals.set(portal, (graphedPortals.get(portal) ?? 0) + views)
  }
  const sources: SourceViews[] = [...perSource].map(([source, views]) => ({ source, views }))
  const portals: SourceViews[] = [...perPortal].map(([portal, views]) => ({ portal, views }))
  // Busiest first; ties: the site's sources in their order, then portals by name.
  const rank = (entry: SourceViews) => ('source' in entry ? VISIT_SOURCES.indexOf(entry.source) : VISIT_SOURCES.length)
  const name = (entry: SourceViews) => ('portal' in entry ? entry.portal : '')
  summary.bySource = [...sources, ...portals].sort((a, b) => b.views - a.views || rank(a) - rank(b) || name(a).localeCompare(name(b)))
  summary.portals = [...graphedPortals]
    .filter(([, views]) => views > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([portal]) => portal)
  for (let offset = OWNER_GRAPH_DAYS - 1; offset >= 0; offset--) {
    const day = addDays(today, -offset)
    const { site, byPortal } = perDay.get(day) ?? { site: 0, byPortal: {} }
    const views = site + Object.values(byPortal).reduce((sum, portalViews) => sum + portalViews, 0)
    summary.lastDays.push({ day, views, site, byPortal })
  }
  return summary
}
