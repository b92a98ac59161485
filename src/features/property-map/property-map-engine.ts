import { Marker } from 'maplibre-gl'
import { circleRing } from '#/domain/approximate-location.ts'
import { createBaseMap, MAP_COLOURS, type MapControlNames } from './map-engine.ts'
import type { MapPlace } from './map-types.ts'

// A property page's map (loaded on demand): the property's pin, or for a hidden address the area
// the server worked out, drawn as a circle and never as a pin.

/** Close enough to see the street; the area's circle of 500 m fits the frame a step further out. */
const PIN_ZOOM = 15
const AREA_ZOOM = 13.5
const AREA_MARGIN_PX = 40

/** Our own marker: a pin in the site's colour, named for screen readers by the property's title. */
export function pinElement(name: string): HTMLElement {
  const element = document.createElement('div')
  element.setAttribute('role', 'img')
  element.setAttribute('aria-label', name)
  element.className = 'property-map-pin'
  element.innerHTML = `<svg width="34" height="44" viewBox="0 0 34 44" aria-hidden="true" focusable="false"><path d="M17 1C8.2 1 1 8 1 16.7 1 28.5 17 43 17 43s16-14.5 16-26.3C33 8 25.8 1 17 1z" fill="${MAP_COLOURS.brand}" stroke="#fff" stroke-width="2"/><circle cx="17" cy="16.5" r="6" fill="#fff"/></svg>`
  return element
}

export function mountPropertyMap(
  container: HTMLElement,
  options: {
    place: Exclude<MapPlace, { kind: 'none' }>
    labels: boolean
    lang: string
    name: string
    pinName: string
    controls: MapControlNames
  },
): () => void {
  const { place } = options
  const map = createBaseMap({
    container,
    centre: place,
    zoom: place.kind === 'pin' ? PIN_ZOOM : AREA_ZOOM,
    labels: options.labels,
    lang: options.lang,
    name: options.name,
    controls: options.controls,
    scrollZoom: false,
  })
  if (place.kind === 'pin') {
    new Marker({ element: pinElement(options.pinName), anchor: 'bottom' }).setLngLat([place.lon, place.lat]).addTo(map)
  } else {
    const ring = circleRing(place, place.radiusM)
    // The whole circle in view with a margin, on a phone as on a desktop.
    const lons = ring.map(([lon]) => lon)
    const lats = ring.map(([, lat]) => lat)
    map.fitBounds(
      [
        [Math.min(...lons), Math.min(...lats)],
        [Math.max(...lons), Math.max(...lats)],
      ],
      { padding: AREA_MARGIN_PX, animate: false },
    )
    map.on('load', () => {
      map.addSource('property-area', {
        type: 'geojson',
        data: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
      })
      map.addLayer({
        id: 'property-area-fill',
        type: 'fill',
        source: 'property-area',
        paint: { 'fill-color': MAP_COLOURS.brand, 'fill-opacity': 0.18 },
      })
      map.addLayer({
        id: 'property-area-line',
        type: 'line',
        source: 'property-area',
        paint: { 'line-color': MAP_COLOURS.brand, 'line-width': 2, 'line-dasharray': [2, 1.5] },
      })
    })
  }
  container.dataset.mapState = 'loading'
  map.once('idle', () => {
    container.dataset.mapState = place.kind
  })
  return () => map.remove()
}
