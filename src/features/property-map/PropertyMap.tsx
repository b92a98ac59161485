import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { getPropertyPlace } from './property-map.functions.ts'
import type { MapPlace } from './map-types.ts'
import { useMapOpening } from './use-map-opening.ts'
import { useMapControlNames } from './use-map-control-names.ts'

type State = { status: 'closed' | 'loading' | 'failed' } | { status: 'shown'; place: MapPlace }

/**
 * The property page's map (decision 020), in place of the links out to Google Maps: the property's pin,
 * or for a hidden address an area around a point the server moved away from it. The map's code
 * and the place are fetched when the frame scrolls into view or the visitor opens it.
 */
export function PropertyMap({
  propertyId,
  title,
  placeName,
  locale,
}: {
  propertyId: number
  title: string
  placeName: string
  locale: string
}) {
  const { t } = useLingui()
  const controls = useMapControlNames()
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const [open, openNow] = useMapOpening(frame)
  const [state, setState] = useState<State>({ status: 'closed' })
  // Without JavaScript there is no map to open: the frame names the place, with no button that does nothing.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  useEffect(() => {
    if (!open) return
    let cancelled = false
    let remove: (() => void) | undefined
    setState({ status: 'loading' })
    Promise.all([getPropertyPlace({ data: { id: propertyId } }), import('./property-map-engine.ts')])
      .then(([{ place, labels }, engine]) => {
        if (cancelled) return
        setState({ status: 'shown', place })
        if (place.kind === 'none' || !canvas.current) return
        remove = engine.mountPropertyMap(canvas.current, {
          place,
          labels,
          lang: locale,
          name: t`Map of the property's surroundings`,
          pinName: title,
          controls,
        })
      })
      .catch(() => !cancelled && setState({ status: 'failed' }))
    return () => {
      cancelled = true
      remove?.()
    }
  }, [open, propertyId, locale, title, t])

  if (state.status === 'shown' && state.place.kind === 'none') return null
  const area = state.status === 'shown' && state.place.kind === 'area'
  return (
    <section id="property-map" aria-labelledby="property-map-heading" className="container-page pb-14 md:pb-20 print:hidden">
      <h2 id="property-map-heading" className="font-display text-3xl">
        {t`Location`}
      </h2>
      <a
        href="#after-property-map"
        className="sr-only focus:not-sr-only focus:mt-3 focus:inline-block focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        {t`Skip the map`}
      </a>
      <div
        ref={frame}
        role="region"
        aria-label={t`Map`}
        className="relative mt-5 aspect-[4/3] overflow-hidden rounded-2xl border border-line bg-sand sm:aspect-[16/9] xl:aspect-[21/9]"
      >
        <div ref={canvas} className="h-full w-full" data-testid="property-map" />
        {state.status !== 'shown' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
            <p className="font-semibold">{placeName}</p>
            {state.status === 'closed' && hydrated && (
              <button
                type="button"
                onClick={openNow}
                className="rounded-full bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
              >
                {t`Show the map`}
              </button>
            )}
            {state.status === 'loading' && <p className="text-muted">{t`Loading the map…`}</p>}
            {state.status === 'failed' && <p className="text-muted">{t`The map could not be loaded. Please try again later.`}</p>}
          </div>
        )}
      </div>
      {area && (
        <p className="mt-3 text-sm text-muted">{t`The exact address is not published: the circle shows the area the property lies in.`}</p>
      )}
      <span id="after-property-map" tabIndex={-1} />
    </section>
  )
}
