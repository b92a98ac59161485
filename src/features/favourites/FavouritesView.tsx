import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '#/components/PageHeader.tsx'
import { PageLink } from '#/components/PageLink.tsx'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { siteConfig } from '#/config/site-config.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { PropertyCard } from '#/listings/cards/PropertyCard.tsx'
import { CardFavouriteToggle } from './FavouriteToggle.tsx'
import { ShareLinks } from '#/features/share/index.ts'
import { COMPARE_MAX, COMPARE_MIN, listLink } from './favourite-ids.ts'
import { clearFavourites, keepShared, removeFavourite, useFavourites } from './favourites-store.ts'
import { getFavourites } from './favourites.functions.ts'
import type { FavouriteItem } from './favourites-types.ts'

const BUTTON =
  'inline-flex items-center justify-center rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-50'
const PRIMARY =
  'inline-flex items-center justify-center rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-dark'

/** The words of a status that is not plain "on offer" (a sold, rented or withdrawn one says so). */
function StatusNote({ item }: { item: FavouriteItem }) {
  const { t } = useLingui()
  const text = item.state === 'sold' ? t`Sold` : item.state === 'rented' ? t`Rented` : item.state === 'option' ? t`Under option` : undefined
  if (!text) return null
  return <p className="mt-3 inline-flex rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">{text}</p>
}

/**
 * The kept (or shared) properties as cards, each with its current status, a box to pick it for the
 * comparison and, on the visitor's own list, a remove button. The comparison is a GET form, so it also
 * works without JavaScript on a shared list (`?ids=12&ids=34`).
 */
function FavouriteList({ items, own }: { items: FavouriteItem[]; own: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [picked, setPicked] = useState<number[]>([])
  // Without JavaScript the form sends what is ticked and the compare page says when it is too few.
  const inBrowser = useFavourites() !== undefined
  const online = items.filter((item) => item.state !== 'offline')
  const comparable = online.length >= COMPARE_MIN
  const compareHref = hrefFor('compare', locale)
  const offlineText = (reference: number) => t`Property ${reference} is no longer online.`
  const removeLabel = (title: string) => t`Remove ${title} from favourites`
  const pickedCount = picked.length
  return (
    <form
      method="get"
      action={compareHref}
      onSubmit={(event) => {
        // With JavaScript: the same comparison at its short address (`?ids=12,34,56`).
        event.preventDefault()
        if (picked.length >= COMPARE_MIN) window.location.assign(listLink(compareHref, picked))
      }}
    >
      {comparable && (
        <fieldset className="mb-6 rounded-2xl border border-line bg-paper p-4 md:flex md:items-center md:justify-between md:gap-6">
          <legend className="sr-only">{t`Compare`}</legend>
          <p className="text-sm text-muted" id="compare-hint">
            {t`Pick two to four properties to compare them side by side.`}
          </p>
          <button type="submit" className={`${PRIMARY} mt-3 md:mt-0`} disabled={inBrowser && picked.length < COMPARE_MIN}>
            {picked.length > 0 ? t`Compare the ${pickedCount} picked` : t`Compare`}
          </button>
        </fieldset>
      )}
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {items.map((item) =>
          item.state === 'offline' ? (
            <li key={item.id} className="flex flex-col justify-between rounded-2xl border border-dashed border-line bg-white p-5">
              <p>{offlineText(item.id)}</p>
              {own && (
                <button type="button" className={`${BUTTON} mt-4 self-start`} onClick={() => removeFavourite(item.id)}>
                  {t`Remove it from your favourites`}
                </button>
              )}
            </li>
          ) : (
            <li key={item.id} className="flex flex-col" data-favourite={item.id}>
              <PropertyCard card={item.card} toggle={CardFavouriteToggle} />
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 px-1">
                <StatusNote item={item} />
                {comparable && (
                  <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="ids"
                      value={item.id}
                      checked={picked.includes(item.id)}
                      disabled={!picked.includes(item.id) && picked.length >= COMPARE_MAX}
                      onChange={(event) =>
                        setPicked((now) => (event.target.checked ? [...now, item.id] : now.filter((id) => id !== item.id)))
                      }
                      className="h-5 w-5 accent-brand"
                      aria-describedby="compare-hint"
                    />
                    {t`Compare`}
                    <span className="sr-only"> {headlineOf(item.card)}</span>
                  </label>
                )}
                {own && (
                  <button
                    type="button"
                    aria-label={removeLabel(headlineOf(item.card))}
                    className="min-h-11 text-sm font-semibold text-brand-dark underline underline-offset-4"
                    onClick={() => removeFavourite(item.id)}
                  >
                    {t`Remove`}
                  </button>
                )}
              </div>
            </li>
          ),
        )}
      </ul>
    </form>
  )
}

function headlineOf(card: { headline: string; typeName: string | null; town: string }): string {
  return card.headline || `${card.typeName ?? ''} ${card.town}`.trim()
}

/** Where to look when nothing is kept. */
function EmptyState() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="rounded-2xl border border-line bg-white p-6 md:p-10">
      <p className="font-display text-2xl">{t`You have not kept any property yet.`}</p>
      <p className="mt-2 max-w-2xl text-muted">{t`Tap the heart on a property to keep it here. Your favourites stay in this browser only.`}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <PageLink to="/$lang/for-sale/" params={{ lang: locale }} className={PRIMARY}>
          {t`Properties for sale`}
        </PageLink>
        <PageLink to="/$lang/for-rent/" params={{ lang: locale }} className={BUTTON}>
          {t`Properties for rent`}
        </PageLink>
      </div>
    </div>
  )
}

/** The visitor's own list: read from this browser once the page runs, the cards fetched by id. */
function OwnFavourites() {
  const { t } = useLingui()
  const locale = useLocale()
  const ids = useFavourites()
  const [items, setItems] = useState<FavouriteItem[] | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const key = ids?.join(',')
  useEffect(() => {
    if (!ids || ids.length === 0) return
    let current = true
    setFailed(false)
    getFavourites({ data: { ids: [...ids], locale } })
      .then((result) => current && setItems(result))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
    // `key` stands for `ids`: a new array with the same ids asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale])

  if (ids === undefined) {
    return (
      <noscript>
        <p className="rounded-2xl border border-line bg-white p-6">{t`Your favourites are kept by your browser: this page needs JavaScript to show them.`}</p>
      </noscript>
    )
  }
  if (ids.length === 0) return <EmptyState />
  if (failed) return <p role="alert">{t`Your favourites could not be loaded. Please try again in a moment.`}</p>
  // Only the ids still kept: a removal shows at once, without asking the server again.
  const shown = items?.filter((item) => ids.includes(item.id))
  if (!shown) return <p aria-busy="true">{t`Loading your favourites…`}</p>
  const count = ids.length
  return (
    <>
      <FavouriteList items={shown} own />
      <div className="mt-10 grid gap-8 border-t border-line pt-8 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ShareLinks
          url={listLink(hrefFor('favourites', locale), ids, siteConfig().siteUrl.replace(/\/$/, ''))}
          title={t`My favourite properties`}
          heading={t`Share this list: the link opens the same selection on another device.`}
        />
        <div>
          {confirming ? (
            <div role="group" aria-label={t`Clear all`} className="flex flex-wrap items-center gap-3">
              <p className="w-full text-sm">{t`Remove all ${count} properties from your favourites?`}</p>
              <button type="button" className={BUTTON} onClick={() => clearFavourites()}>
                {t`Yes, clear all`}
              </button>
              <button type="button" className={BUTTON} onClick={() => setConfirming(false)}>
                {t`Cancel`}
              </button>
            </div>
          ) : (
            <button type="button" className={BUTTON} onClick={() => setConfirming(true)}>
              {t`Clear all`}
            </button>
          )}
        </div>
      </div>
    </>
  )
}

/** A list someone sent: shown as sent, kept in this browser only when the visitor asks. */
function SharedFavourites({ items }: { items: FavouriteItem[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const ids = useFavourites()
  const sharedIds = items.map((item) => item.id)
  const allKept = ids !== undefined && sharedIds.every((id) => ids.includes(id))
  return (
    <>
      <div className="mb-8 flex flex-wrap items-center gap-4">
        {ids !== undefined && !allKept && (
          <button type="button" className={PRIMARY} onClick={() => keepShared(sharedIds)}>
            {t`Keep these in my favourites`}
          </button>
        )}
        <p role="status" className="text-sm">
          {allKept && (
            <>
              {t`All kept in your favourites`}{' '}
              <SiteLink href={hrefFor('favourites', locale)} className="font-semibold text-brand-dark underline underline-offset-4">
                {t`See your favourites`}
              </SiteLink>
            </>
          )}
        </p>
      </div>
      {items.length === 0 ? <EmptyState /> : <FavouriteList items={items} own={false} />}
    </>
  )
}

/** Decision 021: `/nl/favorieten/` — the visitor's own list, or with `?ids=` a list someone shared. */
export function FavouritesView({ shared }: { shared: FavouriteItem[] | undefined }) {
  const { t } = useLingui()
  return (
    <article>
      {shared ? (
        <PageHeader
          neutral="favourites"
          current={t`Shared with you`}
          title={t`Shared with you`}
          lead={t`Someone shared these properties with you. Keep them in this browser's favourites if you like: nothing is kept unless you ask.`}
        />
      ) : (
        <PageHeader
          neutral="favourites"
          title={t`Your favourites`}
          lead={t`The properties you kept with the heart, with their current status. They stay in this browser only: no account, no cookie.`}
        />
      )}
      <div className="container-page py-10 md:py-14">{shared ? <SharedFavourites items={shared} /> : <OwnFavourites />}</div>
    </article>
  )
}
