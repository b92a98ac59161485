import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson'
import GeoJSONVT from 'geojson-vt'
import { feature, merge, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { fromGeojsonVt } from 'vt-pbf'
import { MUNICIPALITIES } from '../municipalities.ts'
import { writePmtiles, type ArchiveTile } from './pmtiles-writer.ts'
import { BASEMAP_KEY } from '../../../src/features/property-map/map-assets.ts'

// The demo basemap (decision 020): Belgium and its neighbours from Natural Earth's 1:10m
// countries (the world-atlas package), the sea around them, and a dot for each demo town, cut into
// vector tiles with the layer and property names of the Protomaps basemap (`earth`, `water`,
// `boundaries` with kind_detail 2, `places` of kind locality), so the production style draws it.
// Built at setup with no internet; production uploads a real Protomaps extract instead.

/** Version of what this module draws: setup rebuilds the archive in R2 only when it changes. */
export const DEMO_BASEMAP_VERSION = 'demo-2'

/** ISO 3166 numeric codes: Belgium, its neighbours, and the coasts across the North Sea and the Channel. */
const COUNTRY_IDS = new Set(['056', '528', '442', '250', '276', '826', '372', '208', '756'])
/** Natural Earth keeps France's overseas departments in one shape: only what lies in this frame is drawn. */
const FRAME: [number, number, number, number] = [-15, 35, 25, 65]
/** Belgium with a margin: every zoom covers it; the lower zooms cover the frame around it. */
const BELGIUM: [number, number, number, number] = [2.4, 49.4, 6.5, 51.6]
/** The layers of the Protomaps basemap schema (docs.protomaps.com/basemaps/layers). */
const PROTOMAPS_LAYERS = ['boundaries', 'buildings', 'earth', 'landcover', 'landuse', 'places', 'pois', 'roads', 'transit', 'water']
const MIN_ZOOM = 5
const MAX_ZOOM = 12
/** Below this zoom the tiles cover the neighbours too; from it, Belgium only (a few hundred KB in all). */
const DETAIL_ZOOM = 9
const NEIGHBOURS: [number, number, number, number] = [-2, 47.5, 10, 54]

type Box = [number, number, number, number]

function inFrame(ring: Position[], [west, south, east, north]: Box): boolean {
  return ring.every(([lon, lat]) => lon! >= west && lon! <= east && lat! >= south && lat! <= north)
}

function readTopology(file: string): Topology {
  return JSON.parse(readFileSync(fileURLToPath(import.meta.resolve(`world-atlas/${file}`)), 'utf8')) as Topology
}

/** The basemap's layers as GeoJSON, in the Protomaps schema's names. */
export function demoLayers(): Record<'earth' | 'water' | 'boundaries' | 'places', FeatureCollection> {
  const world = readTopology('countries-10m.json')
  const countries = world.objects.countries as GeometryCollection
  const chosen = {
    type: 'GeometryCollection' as const,
    geometries: countries.geometries.filter((geometry) => COUNTRY_IDS.has(String(geometry.id))),
  }
  // Merged, so neighbours' land meets without a seam; only the parts in the frame.
  const land = merge(world, chosen.geometries as Parameters<typeof merge>[1]) as MultiPolygon
  const polygons = land.coordinates.filter((polygon) => inFrame(polygon[0]!, FRAME))
  const earth: Feature<MultiPolygon> = {
    type: 'Feature',
    properties: { kind: 'earth' },
    geometry: { type: 'MultiPolygon', coordinates: polygons },
  }
  // The sea: the frame with the land cut out of it.
  const [west, south, east, north] = FRAME
  const frameRing: Position[] = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ]
  const sea: Feature<Polygon> = {
    type: 'Feature',
    properties: { kind: 'ocean' },
    geometry: { type: 'Polygon', coordinates: [frameRing, ...polygons.map((polygon) => polygon[0]!)] },
  }
  const borders = mesh(world, chosen as Parameters<typeof mesh>[1], (a, b) => a !== b)
  const boundaries: Feature = { type: 'Feature', properties: { kind: 'country', kind_detail: 2 }, geometry: borders }
  const places: Feature[] = MUNICIPALITIES.map((town) => ({
    type: 'Feature',
    properties: {
      kind: 'locality',
      name: town.fr,
      'name:nl': town.nl,
      'name:fr': town.fr,
      min_zoom: 8,
      population_rank: Math.round(town.weight),
    },
    geometry: { type: 'Point', coordinates: [town.lon, town.lat] },
  }))
  const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features })
  return { earth: collection([earth]), water: collection([sea]), boundaries: collection([boundaries]), places: collection(places) }
}

/** Tile x and y of a longitude and latitude at a zoom (Web Mercator). */
function tileOf(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z
  const x = Math.floor(((lon + 180) / 360) * n)
  const rad = (lat * Math.PI) / 180
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)
  return [Math.min(n - 1, Math.max(0, x)), Math.min(n - 1, Math.max(0, y))]
}

/** The demo basemap as a PMTiles archive. */
export function buildDemoBasemap(): Uint8Array {
  const layers = demoLayers()
  const indexes = Object.entries(layers).map(
    ([name, data]) => [name, new GeoJSONVT(data, { maxZoom: MAX_ZOOM, indexMaxZoom: MIN_ZOOM, buffer: 64, tolerance: 3 })] as const,
  )
  const tiles: ArchiveTile[] = []
  for (let z = MIN_ZOOM; z <= MAX_ZOOM; z++) {
    const [west, south, east, north] = z < DETAIL_ZOOM ? NEIGHBOURS : BELGIUM
    const [xMin, yMin] = tileOf(west, north, z)
    const [xMax, yMax] = tileOf(east, south, z)
    for (let x = xMin; x <= xMax; x++) {
      for (let y = yMin; y <= yMax; y++) {
        const present = Object.fromEntries(
          indexes.flatMap(([name, index]) => {
            const tile = index.getTile(z, x, y)
            return tile && tile.features.length > 0 ? [[name, tile]] : []
          }),
        )
        if (Object.keys(present).length === 0) continue
        tiles.push({ z, x, y, data: fromGeojsonVt(present, { version: 2, extent: 4096 }) })
      }
    }
  }
  const center = { lon: 4.6011, lat: 50.7167, zoom: 9 }
  return writePmtiles({
    tiles,
    bounds: BELGIUM,
    center,
    metadata: {
      name: 'Demo basemap (Belgium)',
      version: DEMO_BASEMAP_VERSION,
      attribution: 'Natural Earth',
      // Every layer of the Protomaps schema, the demo's empty ones too: MapLibre checks the style's
      // source layers against this list, and the production style draws roads, land use and the rest.
      vector_layers: PROTOMAPS_LAYERS.map((id) => ({ id, fields: {}, minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM })),
    },
  })
}

/**
 * Setup's step (npm run db:setup): the demo basemap into the local bucket, unless this version is
 * already there. An archive without our version mark is the operator's own extract: left alone.
 */
export async function ensureDemoBasemap(media: R2Bucket): Promise<'built' | 'current' | 'operator-extract'> {
  const existing = await media.head(BASEMAP_KEY)
  if (existing && existing.customMetadata?.demoVersion === DEMO_BASEMAP_VERSION) return 'current'
  if (existing && existing.customMetadata?.demoVersion === undefined) return 'operator-extract'
  await media.put(BASEMAP_KEY, buildDemoBasemap(), {
    httpMetadata: { contentType: 'application/vnd.pmtiles' },
    customMetadata: { demoVersion: DEMO_BASEMAP_VERSION },
  })
  return 'built'
}
