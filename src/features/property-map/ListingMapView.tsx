import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Goal } from '#/domain/catalogue-ids.ts'
import { DEFAULT_MARQUEE_IGNORE_LIST, priceDisplay } from '#/domain/price.ts'
import { LOCALE_TAGS, otherLanguage, type Locale } from '#/i18n/locales.ts'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { PriceText } from '#/listings/cards/PriceText.tsx'
import { PropertyPicture } from '#/listings/cards/PropertyPicture.tsx'
import { useMarqueeName } from '#/listings/cards/marquee-names.ts'
import type { ListingMapController } from './listing-map-engine.ts'
import type { ListingPoint } from './map-types.ts'
import { getListingPoints } from './property-map.functions.ts'
import { useMapOpening } from './use-map-opening.ts'
import { useMapControlNames } from './use-map-control-names.ts'

type Points = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; points: ListingPoint[]; labels: boolean }
type Area = [number, number, number, number]

/** The search params of the listing's URL that the server reads; anything else stays behind. */
function plainSearch(search: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(search).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  )
}

const inArea = (point: ListingPoint, [west, south, east, north]: Area) =>
  point.lon >= west && point.lon <= east && point.lat >= south && point.lat <= north

function titleOf(point: ListingPoint, fallbackType: string): string {
  return point.headline || `${point.typeName ?? fallbackType} ${point.town}`
}

/**
 * A listing's map view (decision 020, `view=map`): every result of the listing's filters on a map
 * with clustered markers, beside the list of the same results, which is the map's accessible
 * equivalent. Hovering or focusing a result lights its marker up; a marker opens the result's card;
 * "search this area" narrows the list to what the map shows. On a phone, list and map take turns.
 */
export function ListingMapView({ goal, search, locale }: { goal: Goal; search: object; locale: Locale }) {
  const { t } = useLingui()
  const controls = useMapControlNames()
  const marqueeName = useMarqueeName()
  const [points, setPoints] = useState<Points>({ status: 'loading' })
  const [area, setArea] = useState<Area | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [phoneView, setPhoneView] = useState<'list' | 'map'>('list')
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const controller = useRef<ListingMapController | null>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const [open] = useMapOpening(frame, hydrated)
  const searchKey = JSON.stringify(plainSearch(search))

  useEffect(() => {
    let cancelled = false
    setPoints({ status: 'loading' })
    setArea(null)
    setSelected(null)
    getListingPoints({ data: { goal, search: JSON.parse(searchKey) as Record<string, string | number>, locale } })
      .then((result) => !cancelled && setPoints({ status: 'loaded', ...result }))
      .catch(() => !cancelled && setPoints({ status: 'failed' }))
    return () => {
      cancelled = true
    }
  }, [goal, searchKey, locale])

  const loaded = points.status === 'loaded' ? points : undefined
  useEffect(() => {
    if (!open || !loaded || !canvas.current) return
    let cancelled = false
    const compact = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: 'EUR',
      notation: 'compact',
      maximumFractionDigits: 1,
    })
    import('./listing-map-engine.ts').then((engine) => {
      if (cancelled || !canvas.current) return
      controller.current = engine.mountListingMap(canvas.current, {
        points: loaded.points,
        labels: loaded.labels,
        lang: locale,
        names: {
          name: t`Map of the results`,
          point: (point, shortPrice) => `${shortPrice}, ${titleOf(point, t`Property`)}`,
          cluster: (count) => t`${count} properties here: zoom in`,
          controls,
        },
        shortPrice: (point) => {
          const display = priceDisplay(point, DEFAULT_MARQUEE_IGNORE_LIST)
          if (display.kind === 'marquee') return marqueeName(display.marquee)
          if (display.kind === 'on-demand') return t`On request`
          return compact.format(point.price!)
        },
        onSelect: setSelected,
      })
    })
    return () => {
      cancelled = true
      controller.current?.destroy()
      controller.current = null
    }
    // The map is made once per set of results; names and prices follow the page's language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, loaded, locale])

  useEffect(() => controller.current?.select(selected), [selected])
  useEffect(() => {
    if (phoneView === 'map') controller.current?.resize()
  }, [phoneView])

  const shown = useMemo(() => (loaded ? (area ? loaded.points.filter((point) => inArea(point, area)) : loaded.points) : []), [loaded, area])
  const card = loaded && selected !== null ? loaded.points.find((point) => point.id === selected) : undefined
  const total = loaded?.points.length ?? 0
  const count = shown.length

  if (!hydrated) {
    // Without JavaScript there is no map: the listing's own cards below stay the way to the results.
    return <p className="mt-8 text-muted">{t`The map needs JavaScript; the list below shows every result.`}</p>
  }
  return (
    <section aria-labelledby="listing-map-heading" className="mt-8">
      <h2 id="listing-map-heading" className="sr-only">
        {t`Results on the map`}
      </h2>
      <div className="mb-4 inline-flex rounded-full border border-line bg-white p-1 md:hidden" role="group" aria-label={t`Show as`}>
        {(['list', 'map'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={phoneView === view}
            onClick={() => setPhoneView(view)}
            className={`rounded-full px-5 py-2 text-sm font-semibold ${phoneView === view ? 'bg-brand text-white' : 'text-ink'}`}
          >
            {view === 'list' ? t`List` : t`Map`}
          </button>
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={phoneView === 'list' ? '' : 'hidden md:block'}>
          <a
            href="#listing-map-end"
            className="sr-only focus:not-sr-only focus:mb-3 focus:inline-block focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
          >
            {t`Skip the map`}
          </a>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {points.status === 'loading' && t`Loading the results…`}
            {points.status === 'failed' && t`The results could not be loaded. Please try again later.`}
            {loaded && (area ? t`${count} of ${total} properties in this area` : t`${total} properties`)}
          </p>
          {area && (
            <button
              type="button"
              onClick={() => setArea(null)}
              className="mb-3 text-sm font-semibold text-brand-dark underline underline-offset-4"
            >
              {t`Show all results again`}
            </button>
          )}
          <ul className="space-y-3 md:max-h-[70vh] md:overflow-y-auto md:pr-2" data-testid="listing-map-list">
            {shown.map((point) => (
              <li
                key={point.id}
                onMouseEnter={() => controller.current?.highlight(point.id)}
                onMouseLeave={() => controller.current?.highlight(null)}
                onFocus={() => controller.current?.highlight(point.id)}
                onBlur={() => controller.current?.highlight(null)}
                className={`relative flex gap-3 rounded-xl border bg-white p-2 focus-within:ring-3 focus-within:ring-accent hover:shadow-md ${selected === point.id ? 'border-brand' : 'border-line'}`}
              >
                <div className="w-28 shrink-0 overflow-hidden rounded-lg">
                  <PropertyPicture picture={point.picture} alt="" sizes="112px" version={point.version} maxWidth={600} />
                </div>
                <div className="min-w-0 py-1">
                  <p className="font-semibold">
                    <PriceText
                      price={point.price}
                      priceUnit={point.priceUnit}
                      publishPrice={point.publishPrice}
                      marquee={point.marquee}
                      goal={point.goal}
                    />
                  </p>
                  <h3 className="line-clamp-2 text-sm leading-snug">
                    <SiteLink href={point.href} className="after:absolute after:inset-0 focus-visible:outline-none">
                      {point.headline ? (
                        <span lang={otherLanguage(point.headlineLanguage, locale)}>{point.headline}</span>
                      ) : (
                        titleOf(point, t`Property`)
                      )}
                    </SiteLink>
                  </h3>
                  <p className="mt-1 text-xs text-muted">
                    {point.town}
                    {point.approximate && ` · ${t`approximate location`}`}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className={phoneView === 'map' ? '' : 'hidden md:block'}>
          <div
            ref={frame}
            role="region"
            aria-label={t`Map`}
            className="relative h-[70vh] min-h-80 overflow-hidden rounded-2xl border border-line bg-sand md:sticky md:top-24"
          >
            <div ref={canvas} className="h-full w-full" data-testid="listing-map" />
            {!open && <p className="absolute inset-0 flex items-center justify-center text-muted">{t`Loading the map…`}</p>}
            {loaded && (
              <button
                type="button"
                onClick={() => controller.current && setArea(controller.current.bounds())}
                className="absolute top-3 left-3 rounded-full bg-white px-4 py-2 text-sm font-semibold shadow-md hover:bg-paper"
              >
                {t`Search this area`}
              </button>
            )}
            {card && (
              <div
                className="absolute right-3 bottom-3 left-3 flex gap-3 rounded-xl bg-white p-3 shadow-xl sm:right-auto sm:w-96"
                data-testid="listing-map-card"
              >
                <div className="w-28 shrink-0 overflow-hidden rounded-lg">
                  <PropertyPicture picture={card.picture} alt="" sizes="112px" version={card.version} maxWidth={600} />
                </div>
                <div className="min-w-0 pr-6">
                  <p className="font-semibold">
                    <PriceText
                      price={card.price}
                      priceUnit={card.priceUnit}
                      publishPrice={card.publishPrice}
                      marquee={card.marquee}
                      goal={card.goal}
                    />
                  </p>
                  <p className="line-clamp-2 text-sm">
                    <SiteLink href={card.href} className="font-semibold text-brand-dark underline underline-offset-4">
                      {titleOf(card, t`Property`)}
                    </SiteLink>
                  </p>
                  <p className="mt-1 text-xs text-muted">{card.town}</p>
                </div>
                <button
                  type="button"
                  onClick={() => setSelected(null)}
                  aria-label={t`Close`}
                  className="absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full hover:bg-sand"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            )}
          </div>
        </div>
      </div>
      <span id="listing-map-end" tabIndex={-1} />
    </section>
  )
}
