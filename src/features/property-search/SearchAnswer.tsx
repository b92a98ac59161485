import { useId, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import type { Locale } from '#/i18n/locales.ts'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { groupsOf, type GoalRowModel, type PropertyRowModel } from './search-groups.ts'
import type { SearchAnswer as Answer } from './search-answer.ts'
import { PropertyRowContent } from './PropertyRowContent.tsx'

// decision 028: the listing's answer to a search sent without JavaScript, above its results: the
// panel's groups (SearchPanel.tsx) as plain links, or a note that nothing matches with what to type.
// Its messages load with the listing (catalogue section, src/i18n/catalogue-sections.ts).

type Shown = Extract<Answer, { kind: 'results' | 'nothing' }>

export function SearchAnswer({ answer, locale }: { answer: Shown; locale: Locale }) {
  const { t } = useLingui()
  const id = useId()
  const query = answer.query
  const results = answer.kind === 'results' ? answer.results : undefined
  const groups = useMemo(
    () =>
      results ? groupsOf(results, locale, (type, place) => t`${type} in ${place}`, new Map()).filter((group) => group.rows.length > 0) : [],
    // `t` follows the locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [results, locale],
  )
  const headings = { types: t`Property types`, towns: t`Towns`, properties: t`Properties` }
  const words = { forSale: t`For sale`, forRent: t`For rent` }
  const showCounts = siteConfig().search.showSearchCount

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 max-w-2xl rounded-2xl border border-line bg-white p-5 shadow-sm md:p-6">
      <h2 id={`${id}-title`} className="font-display text-xl md:text-2xl">
        {results ? t`Results for “${query}”` : t`Nothing matches “${query}”`}
      </h2>
      {!results && (
        <p className="mt-2 text-muted">{t`Search by reference (the number on the listing), by property type (house, apartment) or by town (its name or postal code).`}</p>
      )}
      {groups.map((group) => (
        <div key={group.key} className="mt-5">
          <h3 className="text-xs font-semibold tracking-wider text-muted uppercase">{headings[group.key]}</h3>
          <ul className="mt-2 divide-y divide-line">
            {group.rows.map((row) => (
              <li key={row.key}>
                {row.kind === 'goal' ? (
                  <GoalRow row={row} words={words} showCounts={showCounts} />
                ) : (
                  <PropertyRow row={row} words={words} />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {results && results.propertyTotal > results.properties.length && (
        <p className="mt-4 text-sm text-muted">{t`${results.properties.length} of ${results.propertyTotal} properties shown. Add a word to narrow the search.`}</p>
      )}
    </section>
  )
}

function GoalRow({ row, words, showCounts }: { row: GoalRowModel; words: { forSale: string; forRent: string }; showCounts: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
      <span className="min-w-0 flex-1 basis-40 font-medium">
        {row.name}
        {row.detail && <span className="font-normal text-muted"> · {row.detail}</span>}
      </span>
      <span className="flex gap-2">
        {row.options.map((option, goal) => {
          const className = 'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm'
          const content = (
            <>
              <span className="sr-only">{row.spoken}, </span>
              {goal === 0 ? words.forSale : words.forRent}
              {showCounts && <span className="text-muted">{option.count}</span>}
            </>
          )
          // spec §2: a choice with no property behind it is shown, not offered.
          return option.href === null ? (
            <span key={option.key} className={`${className} border-dashed border-line bg-paper text-muted`}>
              {content}
            </span>
          ) : (
            <SiteLink key={option.key} href={option.href} className={`${className} border-line font-semibold hover:border-ink`}>
              {content}
            </SiteLink>
          )
        })}
      </span>
    </div>
  )
}

function PropertyRow({ row, words }: { row: PropertyRowModel; words: { forSale: string; forRent: string } }) {
  const { t } = useLingui()
  const id = row.id
  return (
    <SiteLink href={row.href} className="flex items-center gap-4 py-2.5 hover:bg-paper">
      <PropertyRowContent row={row} reference={t`Ref: ${id}`} goalWord={row.goal === 0 ? words.forSale : words.forRent} />
    </SiteLink>
  )
}
