import {
  AttributionControl,
  addProtocol,
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
  type LayerSpecification,
  type StyleSpecification,
  type VectorTileSource,
} from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
// MapLibre's worker as a file of our own build, on our origin: the CSP allows it with
// `worker-src 'self'` alone, script-src keeps its nonce (decision 020).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { layers, namedFlavor } from '@protomaps/basemaps'
import { Protocol } from 'pmtiles'
import { BASEMAP_PATH, GLYPHS_PATH, SPRITE_PATH } from './map-assets.ts'

// The map itself (decision 020): loaded by a dynamic import when a map is opened or scrolled into view,
// never with the page. MapLibre draws the Protomaps basemap style over our PMTiles archive, read by
// range requests from /map/; every request stays on our origin.

let protocolAdded = false
const OVERZOOM_LEVELS = 2

/** Colours of the site (src/styles/app.css), for what the map draws of our own. */
export const MAP_COLOURS = { brand: '#1f5f5b', brandDark: '#143f3c', accent: '#b8834a' }

export type MapControlNames = { zoomIn: string; zoomOut: string; attribution: string }

export type BaseMapOptions = {
  container: HTMLElement
  centre: { lat: number; lon: number }
  zoom: number
  /** fonts and sprites were uploaded: keep the style's text and icon layers */
  labels: boolean
  lang: string
  /** the canvas's name for screen readers */
  name: string
  /** MapLibre's own control labels in the page's language */
  controls: MapControlNames
  scrollZoom: boolean
}

/**
 * The Protomaps style's layers over our source. Without fonts and sprites every symbol layer goes,
 * so the browser never asks for a file that is not there, and the demo towns show as dots.
 */
export function styleLayers(labels: boolean, lang: string): LayerSpecification[] {
  const base = layers('protomaps', namedFlavor('light'), { lang })
  if (labels) return base
  const drawn = base.filter((layer) => layer.type !== 'symbol')
  const townDots: LayerSpecification = {
    id: 'places_locality_dot',
    type: 'circle',
    source: 'protomaps',
    'source-layer': 'places',
    filter: ['==', ['get', 'kind'], 'locality'],
    minzoom: 8,
    paint: {
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 2, 12, 4],
      'circle-color': '#8a8f93',
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1,
    },
  }
  return [...drawn, townDots]
}

export function baseStyle(origin: string, labels: boolean, lang: string): StyleSpecification {
  return {
    version: 8,
    ...(labels ? { glyphs: origin + GLYPHS_PATH, sprite: origin + SPRITE_PATH } : {}),
    sources: { protomaps: { type: 'vector', url: `pmtiles://${origin}${BASEMAP_PATH}` } },
    layers: styleLayers(labels, lang),
  }
}

export function createBaseMap(options: BaseMapOptions): MapLibreMap {
  setWorkerUrl(workerUrl)
  if (!protocolAdded) {
    // metadata: the archive's attribution (Natural Earth for the demo, OpenStreetMap for Protomaps builds) reaches the map.
    addProtocol('pmtiles', new Protocol({ metadata: true }).tile)
    protocolAdded = true
  }
  const map = new MapLibreMap({
    container: options.container,
    style: baseStyle(window.location.origin, options.labels, options.lang),
    center: [options.centre.lon, options.centre.lat],
    zoom: options.zoom,
    minZoom: 5,
    maxZoom: 17,
    scrollZoom: options.scrollZoom,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    locale: {
      'Map.Title': options.name,
      'NavigationControl.ZoomIn': options.controls.zoomIn,
      'NavigationControl.ZoomOut': options.controls.zoomOut,
      'AttributionControl.ToggleAttribution': options.controls.attribution,
    },
  })
  map.touchZoomRotate.disableRotation()
  map.keyboard.disableRotation()
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  map.addControl(new AttributionControl({ compact: true }), 'bottom-right')
  // Two zooms past the archive's deepest tiles at most: further, MapLibre draws an overzoomed land
  // polygon as nothing (seen with the demo archive's z12 tiles at z15). A Protomaps build (z15) allows z17.
  map.on('sourcedata', function capZoom(event) {
    if (event.sourceId !== 'protomaps' || event.sourceDataType !== 'metadata') return
    const maxzoom = map.getSource<VectorTileSource>('protomaps')?.maxzoom
    if (maxzoom === undefined) return
    map.setMaxZoom(Math.min(17, maxzoom + OVERZOOM_LEVELS))
    map.off('sourcedata', capZoom)
  })
  return map
}
