import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PageHit } from '#/domain/page-search.ts'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { MAX_SITE_QUERY_LENGTH, searchSite } from './site-search.functions.ts'

type SearchState = { status: 'idle' } | { status: 'searching' } | { status: 'done'; query: string; hits: PageHit[] } | { status: 'failed' }

/** Search form of the 404 page (spec §2): finds the site's pages by words of their title or text. */
export function SiteSearchForm() {
  const { t } = useLingui()
  const locale = useLocale()
  const inputId = useId()
  const [state, setState] = useState<SearchState>({ status: 'idle' })
  return (
    <div>
      <form
        role="search"
        aria-label={t`Search the site`}
        className="flex max-w-xl gap-2"
        onSubmit={async (event) => {
          event.preventDefault()
          const query = String(new FormData(event.currentTarget).get('q') ?? '').trim()
          if (query === '') return
          setState({ status: 'searching' })
          try {
            setState({ status: 'done', query, hits: await searchSite({ data: { q: query.slice(0, MAX_SITE_QUERY_LENGTH), locale } }) })
          } catch {
            setState({ status: 'failed' })
          }
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t`Search the site`}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          maxLength={MAX_SITE_QUERY_LENGTH}
          placeholder={t`Search the site`}
          className="min-h-12 min-w-0 flex-1 rounded-full border border-line bg-white px-5 text-base placeholder:text-muted focus:border-ink"
        />
        <button type="submit" className="min-h-12 rounded-full bg-ink px-6 font-semibold text-white hover:bg-black">
          {t`Search`}
        </button>
      </form>
      <div aria-live="polite" className="mt-6 max-w-2xl">
        {state.status === 'searching' && <p className="text-muted">{t`Searching…`}</p>}
        {state.status === 'failed' && <p>{t`The search is unavailable right now. Please try again.`}</p>}
        {state.status === 'done' &&
          (state.hits.length === 0 ? (
            <p>{t`No results found for your search.`}</p>
          ) : (
            <ul aria-label={t`Search results`} className="divide-y divide-line rounded-2xl border border-line bg-white">
              {state.hits.map((hit) => (
                <li key={hit.href}>
                  <SiteLink href={hit.href} className="block px-5 py-4 hover:bg-sand">
                    <span className="font-display text-lg">{hit.title}</span>
                    <span className="mt-1 block text-sm text-muted">{hit.excerpt}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  )
}
