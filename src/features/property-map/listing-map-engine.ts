import { LngLatBounds, Marker, type Map as MapLibreMap } from 'maplibre-gl'
import Supercluster from 'supercluster'
import { createBaseMap, type MapControlNames } from './map-engine.ts'
import type { ListingPoint } from './map-types.ts'

// A listing's map (loaded on demand): every result as a marker, near ones clustered with
// supercluster. Markers are buttons in the page's tab order, named by price and title; a cluster
// says how many properties it holds and zooms in when pressed.

/** Cluster radius in screen pixels, and the zoom from which every marker stands alone. */
const CLUSTER_RADIUS = 56
const CLUSTER_MAX_ZOOM = 15

export type ListingMapNames = {
  point: (point: ListingPoint, shortPrice: string) => string
  cluster: (count: number) => string
  name: string
  controls: MapControlNames
}
export type ListingMapController = {
  highlight: (id: number | null) => void
  select: (id: number | null) => void
  /** [west, south, east, north] of what the map shows */
  bounds: () => [number, number, number, number]
  resize: () => void
  destroy: () => void
}

type PointProperties = { id: number }

const MARKER_BASE =
  'listing-map-marker rounded-full border-2 border-white font-semibold shadow-md transition-transform focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent'
const POINT_CLASS = `${MARKER_BASE} bg-brand px-2.5 py-1 text-xs text-white hover:bg-brand-dark`
const CLUSTER_CLASS = `${MARKER_BASE} flex h-11 w-11 items-center justify-center bg-brand-dark text-sm text-white`
const ACTIVE_CLASSES = ['scale-125', 'bg-accent', 'z-10']

export function mountListingMap(
  container: HTMLElement,
  options: {
    points: ListingPoint[]
    labels: boolean
    lang: string
    names: ListingMapNames
    shortPrice: (point: ListingPoint) => string
    onSelect: (id: number) => void
  },
): ListingMapController {
  const { points, names } = options
  const byId = new Map(points.map((point) => [point.id, point]))
  const index = new Supercluster<PointProperties, PointProperties>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM })
  index.load(
    points.map((point) => ({
      type: 'Feature',
      properties: { id: point.id },
      geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
    })),
  )

  const bounds = new LngLatBounds()
  for (const point of points) bounds.extend([point.lon, point.lat])
  const map: MapLibreMap = createBaseMap({
    container,
    centre: { lat: 50.72, lon: 4.6 },
    zoom: 9,
    labels: options.labels,
    lang: options.lang,
    name: names.name,
    controls: names.controls,
    scrollZoom: true,
  })
  if (points.length > 0) map.fitBounds(bounds, { padding: 48, maxZoom: 14, animate: false })

  const markers = new Map<string, Marker>()
  /** which marker (a point's or its cluster's) shows each property now */
  const shownIn = new Map<number, string>()
  let highlighted: number | null = null
  let selected: number | null = null

  function markerElement(key: string): HTMLElement | undefined {
    return markers.get(key)?.getElement()
  }

  function paintActive(): void {
    for (const marker of markers.values()) marker.getElement().classList.remove(...ACTIVE_CLASSES)
    for (const id of [highlighted, selected]) {
      const key = id === null ? undefined : shownIn.get(id)
      if (key) markerElement(key)?.classList.add(...ACTIVE_CLASSES)
    }
  }

  function render(): void {
    const [west, south, east, north] = map.getBounds().toArray().flat() as [number, number, number, number]
    const clusters = index.getClusters([west, south, east, north], Math.floor(map.getZoom()))
    const wanted = new Set<string>()
    shownIn.clear()
    for (const feature of clusters) {
      const [lon, lat] = feature.geometry.coordinates as [number, number]
      const cluster = 'cluster' in feature.properties && feature.properties.cluster
      const key = cluster ? `c${(feature.properties as { cluster_id: number }).cluster_id}` : `p${feature.properties.id}`
      wanted.add(key)
      if (cluster) {
        const clusterId = (feature.properties as { cluster_id: number }).cluster_id
        for (const leaf of index.getLeaves(clusterId, Infinity)) shownIn.set(leaf.properties.id, key)
      } else shownIn.set(feature.properties.id, key)
      if (markers.has(key)) continue
      const button = document.createElement('button')
      button.type = 'button'
      if (cluster) {
        const clusterId = (feature.properties as { cluster_id: number }).cluster_id
        const count = (feature.properties as { point_count: number }).point_count
        button.className = CLUSTER_CLASS
        button.textContent = String(count)
        button.setAttribute('aria-label', names.cluster(count))
        button.dataset.mapMarker = 'cluster'
        button.addEventListener('click', () =>
          map.easeTo({ center: [lon, lat], zoom: Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1) }),
        )
      } else {
        const point = byId.get(feature.properties.id)!
        button.className = POINT_CLASS
        const shortPrice = options.shortPrice(point)
        button.textContent = shortPrice
        // The name starts with the text shown (WCAG 2.5.3), then says which property it is.
        button.setAttribute('aria-label', names.point(point, shortPrice))
        button.dataset.mapMarker = 'point'
        button.dataset.propertyId = String(point.id)
        button.addEventListener('click', () => options.onSelect(point.id))
      }
      markers.set(key, new Marker({ element: button }).setLngLat([lon, lat]).addTo(map))
    }
    for (const [key, marker] of markers) {
      if (wanted.has(key)) continue
      marker.remove()
      markers.delete(key)
    }
    paintActive()
  }

  map.on('load', render)
  map.on('moveend', render)
  container.dataset.mapState = 'loading'
  map.once('idle', () => {
    container.dataset.mapState = 'ready'
  })

  return {
    highlight(id) {
      highlighted = id
      paintActive()
    },
    select(id) {
      selected = id
      paintActive()
    },
    bounds: () => map.getBounds().toArray().flat() as [number, number, number, number],
    resize: () => map.resize(),
    destroy: () => map.remove(),
  }
}
