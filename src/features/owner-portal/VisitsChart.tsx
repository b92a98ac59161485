import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '#/components/shell/use-locale.ts'
import { DATE_LOCALE_TAGS, formatNumber } from '#/domain/display-formats.ts'

const WIDTH = 640
const HEIGHT = 220
const LEFT = 44
const BOTTOM = 34
const TOP = 12
// SVG units, not pixels: the chart shrinks on a phone, so its labels are drawn larger there.
const LABEL_CLASS = 'text-[22px] sm:text-[14px] lg:text-[12px]'
/** The portals' colours (decision 016), stacked above the site's own views in the brand colour; a fifth portal reuses the first. */
const PORTAL_COLORS = ['#b8834a', '#7fb3ae', '#56626a', '#d9b98f']
const portalColor = (index: number) => PORTAL_COLORS[index % PORTAL_COLORS.length]!

export type ChartDay = { day: string; views: number; site: number; byPortal: Record<string, number> }

/** A rounded-up scale top: 5, 10, 20, 50… so the gridlines carry round numbers. */
function scaleTop(max: number): number {
  if (max <= 5) return 5
  const magnitude = 10 ** Math.floor(Math.log10(max))
  return [1, 2, 5, 10].map((step) => step * magnitude).find((top) => top >= max) ?? max
}

/**
 * Page views per day over the last 30 days (spec §9 "owner graph last 30 days"): an SVG bar chart
 * that a screen reader reads as one picture with a summary, and the same figures as a table. The
 * table's <details> follows the figure: a figure holds its content and caption only (HTML). With the
 * portals' views from the CRM (decision 016), each bar stacks the site's views and each portal's, the
 * legend names them and the table gets a column each.
 */
export function VisitsChart({ days, portals = [] }: { days: ChartDay[]; portals?: string[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const tag = DATE_LOCALE_TAGS[locale]
  const short = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  const asDate = (day: string) => new Date(`${day}T12:00:00Z`)
  const total = days.reduce((sum, { views }) => sum + views, 0)
  const busiest = days.reduce((best, entry) => (entry.views > best.views ? entry : best), days[0] ?? { day: '', views: 0 })
  const top = scaleTop(busiest.views)
  const plotWidth = WIDTH - LEFT
  const plotHeight = HEIGHT - TOP - BOTTOM
  const slot = plotWidth / Math.max(1, days.length)
  const totalText = formatNumber(total, locale)
  const busiestDay = busiest.day ? long.format(asDate(busiest.day)) : ''
  const busiestViews = formatNumber(busiest.views, locale)
  const summary =
    total === 0
      ? t`No visits in the last 30 days.`
      : t`${totalText} visits in the last 30 days; the busiest day was ${busiestDay} with ${busiestViews}.`

  return (
    <>
      <figure>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="h-auto w-full"
          preserveAspectRatio="xMidYMid meet"
        >
          <title id={`${id}-title`}>{t`Visits per day, last 30 days`}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {[0, 0.5, 1].map((share) => {
            const y = TOP + plotHeight * (1 - share)
            return (
              <g key={share}>
                <line x1={LEFT} x2={WIDTH} y1={y} y2={y} stroke="#e4e0d8" strokeWidth={1} />
                <text x={LEFT - 8} y={y + 4} textAnchor="end" fill="#5b5b5b" className={LABEL_CLASS}>
                  {Math.round(top * share)}
                </text>
              </g>
            )
          })}
          {days.map(({ day, site, byPortal }, index) => {
            const x = LEFT + index * slot + slot * 0.15
            const isToday = index === days.length - 1
            const scale = (count: number) => (top === 0 ? 0 : (count / top) * plotHeight)
            // Bottom up: the site's own views, then each portal's, in the legend's order.
            const segments = [
              { key: 'site', count: site, fill: isToday && portals.length === 0 ? 'var(--color-accent, #b8860b)' : 'var(--color-brand)' },
              ...portals.map((portal, p) => ({ key: portal, count: byPortal[portal] ?? 0, fill: portalColor(p) })),
            ]
            let base = TOP + plotHeight
            return (
              <g key={day}>
                {segments.map(({ key, count, fill }) => {
                  if (count <= 0) return null
                  const height = Math.max(scale(count), 2)
                  base -= height
                  return <rect key={key} x={x} y={base} width={slot * 0.7} height={height} rx={portals.length > 0 ? 0 : 2} fill={fill} />
                })}
                {((index % 7 === 0 && index < days.length - 4) || isToday) && (
                  <text x={x + slot * 0.35} y={HEIGHT - 6} textAnchor={isToday ? 'end' : 'middle'} fill="#5b5b5b" className={LABEL_CLASS}>
                    {short.format(asDate(day))}
                  </text>
                )}
              </g>
            )
          })}
        </svg>
        {portals.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={t`Legend`}>
            {[
              { name: t`On our website`, color: 'var(--color-brand)' },
              ...portals.map((portal, p) => ({ name: portal, color: portalColor(p) })),
            ].map(({ name, color }) => (
              <li key={name} className="flex items-center gap-2">
                <span className="inline-block size-3 rounded-sm" style={{ background: color }} aria-hidden="true" />
                {name}
              </li>
            ))}
          </ul>
        )}
        <figcaption className="mt-2 text-sm text-muted">
          {summary}
          {portals.length > 0 && ` ${t`Visits on the property portals are counted by our CRM.`}`}
        </figcaption>
      </figure>
      <details className="mt-4 rounded-xl border border-line bg-white">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-brand-dark">{t`Show the figures as a table`}</summary>
        {/* It scrolls (30 days, and a column per portal on a phone): keyboard users reach it with Tab. */}
        <div className="max-h-80 overflow-auto px-4 pb-4" role="region" aria-label={t`Visits per day, last 30 days`} tabIndex={0}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t`Visits per day, last 30 days`}</caption>
            <thead>
              <tr className="border-b border-line text-left">
                <th scope="col" className="py-2 font-semibold">
                  {t`Day`}
                </th>
                {portals.length > 0 && (
                  <>
                    <th scope="col" className="py-2 pl-3 text-right font-semibold">
                      {t`On our website`}
                    </th>
                    {portals.map((portal) => (
                      <th key={portal} scope="col" className="py-2 pl-3 text-right font-semibold">
                        {portal}
                      </th>
                    ))}
                  </>
                )}
                <th scope="col" className="py-2 pl-3 text-right font-semibold">
                  {portals.length > 0 ? t`Total` : t`Visits`}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map(({ day, views, site, byPortal }) => (
                <tr key={day} className="border-b border-line/60">
                  <th scope="row" className="whitespace-nowrap py-1.5 text-left font-normal first-letter:uppercase">
                    {portals.length > 0 ? short.format(asDate(day)) : long.format(asDate(day))}
                  </th>
                  {portals.length > 0 && (
                    <>
                      <td className="py-1.5 pl-3 text-right tabular-nums">{formatNumber(site, locale)}</td>
                      {portals.map((portal) => (
                        <td key={portal} className="py-1.5 pl-3 text-right tabular-nums">
                          {formatNumber(byPortal[portal] ?? 0, locale)}
                        </td>
                      ))}
                    </>
                  )}
                  <td className="py-1.5 pl-3 text-right tabular-nums">{formatNumber(views, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  )
}
