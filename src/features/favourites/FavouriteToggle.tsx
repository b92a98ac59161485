import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { FAVOURITES_MAX, isFull } from './favourite-ids.ts'
import { toggleFavourite, useFavourites } from './favourites-store.ts'
import { HeartIcon } from './HeartIcon.tsx'

/**
 * Decision 021: the heart of a card or a property page. A toggle button (`aria-pressed`) whose name stays
 * "Keep <title>" whatever its state (a toggle's name must not change with it; the pressed state says
 * whether it is kept). Shown once the page runs in the browser: without JavaScript it could not keep
 * anything, so it is not there at all (decision 021).
 *
 * The page's heart sits in the flow above the price and the project link, so its row is in the
 * server's HTML already, invisible until the browser has read the kept list: when the heart appears
 * nothing below it moves (decision 023: no layout shift), and a tap aimed at the project link while
 * the page hydrates lands on that link instead of the row that pushed it down. Without JavaScript
 * (`noscript:`, the scripting media feature) the row takes no room. A card's heart floats over the
 * picture and moves nothing, so it is left out until then.
 */
export function FavouriteToggle({ id, title, variant }: { id: number; title: string; variant: 'card' | 'page' }) {
  const { t } = useLingui()
  const locale = useLocale()
  const ids = useFavourites()
  const [full, setFull] = useState(false)
  if (ids === undefined && variant === 'card') return null
  const known = ids !== undefined
  const kept = known && ids.includes(id)
  const onClick = () => {
    if (!known) return
    if (!kept && isFull(ids)) {
      setFull(true)
      return
    }
    setFull(false)
    toggleFavourite(id)
  }
  const fullNotice = full ? t`Your favourites are full (${FAVOURITES_MAX}): remove one first.` : ''
  if (variant === 'card') {
    return (
      <div className="absolute top-3 right-3 z-10 flex flex-col items-end">
        <button
          type="button"
          aria-pressed={kept}
          aria-label={t`Keep ${title}`}
          onClick={onClick}
          className={`inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 shadow-sm transition-colors hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent ${kept ? 'text-brand' : 'text-ink'}`}
        >
          <HeartIcon filled={kept} size={22} />
        </button>
        <p role="status" className={fullNotice ? 'mt-2 max-w-52 rounded-lg bg-white px-3 py-2 text-xs shadow-md' : 'sr-only'}>
          {fullNotice}
        </p>
      </div>
    )
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 noscript:hidden print:hidden">
      <button
        type="button"
        aria-pressed={kept}
        aria-label={t`Keep ${title}`}
        onClick={onClick}
        disabled={!known}
        className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${known ? '' : 'invisible'} ${kept ? 'border-brand bg-brand/10 text-brand-dark' : 'border-line bg-white text-ink hover:border-ink'}`}
      >
        <HeartIcon filled={kept} size={18} className={kept ? 'text-brand' : undefined} />
        {t`Keep`}
      </button>
      {known && ids.length > 0 && (
        <PageLink
          to="/$lang/favourites/"
          params={{ lang: locale }}
          className="text-sm font-semibold text-brand-dark underline underline-offset-4"
        >
          {kept ? t`In your favourites` : t`Your favourites`} ({ids.length})
        </PageLink>
      )}
      <p role="status" className={fullNotice ? 'w-full text-sm text-muted' : 'sr-only'}>
        {fullNotice}
      </p>
    </div>
  )
}

/** The heart on a property card: what the pages showing cards hand to PropertyCard's `toggle`. */
export function CardFavouriteToggle({ id, title }: { id: number; title: string }) {
  return <FavouriteToggle id={id} title={title} variant="card" />
}
