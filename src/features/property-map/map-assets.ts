// Where the self-hosted map's files live (decision 020): in the MEDIA bucket under `map/`,
// served by the Worker at the same paths under `/map/`. The operator uploads a Protomaps extract,
// glyphs and sprites there (README); local setup puts the demo basemap alone.

/** The basemap archive (PMTiles v3) in R2 and at its public path. */
export const BASEMAP_KEY = 'map/basemap.pmtiles'
export const BASEMAP_PATH = '/map/basemap.pmtiles'
/** Protomaps' fonts (`glyphs/{fontstack}/{range}.pbf`) and sprites (`sprites/v4/light.json|png`), as in the basemaps-assets repository. */
export const GLYPHS_PATH = '/map/glyphs/{fontstack}/{range}.pbf'
export const SPRITE_PATH = '/map/sprites/v4/light'
/** The object whose presence says glyphs were uploaded: the first range of the style's regular font. */
export const GLYPHS_PROBE_KEY = 'map/glyphs/Noto Sans Regular/0-255.pbf'
export const SPRITE_PROBE_KEY = 'map/sprites/v4/light.json'
