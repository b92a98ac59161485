// A property whose address is not published (spec §3 `PublishAddress`) shows on a map as an area,
// never as a pin (decision 020): a circle around a point moved away from the address, by a distance and
// in a direction the server derives from the property (decision 020). The address lies inside the
// circle, but neither at its centre nor at a fixed distance from it (a fixed 250 m once put
// every address on one ring around the centre), so the area gives it away no better than its size.

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8
/** The area's centre lies between 150 and 400 m from the address. */
export const AREA_OFFSET_RANGE_M = { min: 150, max: 400 } as const
/** The area's radius: larger than the longest offset, so the address is always inside the circle drawn. */
export const AREA_RADIUS_M = 500

export type LatLon = { lat: number; lon: number }

const toRadians = (degrees: number) => (degrees * Math.PI) / 180
const toDegrees = (radians: number) => (radians * 180) / Math.PI

/** The point `distance` metres from `start` on the initial bearing (radians clockwise from north), on a sphere. */
export function destinationPoint(start: LatLon, distanceM: number, bearing: number): LatLon {
  const angular = distanceM / EARTH_RADIUS_M
  const lat1 = toRadians(start.lat)
  const lon1 = toRadians(start.lon)
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing))
  const lon2 =
    lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2))
  return { lat: toDegrees(lat2), lon: ((toDegrees(lon2) + 540) % 360) - 180 }
}

/** Great-circle distance in metres (haversine). */
export function distanceBetween(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat)
  const dLon = toRadians(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Five decimals: about a metre; the browser needs no more. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5

/** Where a hidden address's area goes: two fractions in [0, 1), the server's secret draw for the property. */
export type AreaDraw = {
  /** the direction, a fraction of a full turn from north clockwise */
  turn: number
  /** how far within AREA_OFFSET_RANGE_M */
  reach: number
}

/**
 * The offset of a draw's `reach`: drawn uniformly over the ring's area, not its width, so seen from the
 * centre the address is equally likely anywhere between 150 and 400 m (a uniform width would crowd
 * it towards the inner edge).
 */
export function areaOffsetM(reach: number): number {
  const { min, max } = AREA_OFFSET_RANGE_M
  return Math.sqrt(min ** 2 + reach * (max ** 2 - min ** 2))
}

/** The area shown for a hidden address: its centre moved by the draw from the address, radius AREA_RADIUS_M. */
export function approximateArea(address: LatLon, draw: AreaDraw): { centre: LatLon; radiusM: number } {
  for (const [name, value] of Object.entries(draw)) if (!(value >= 0 && value < 1)) throw new RangeError(`${name} ${value} outside [0, 1)`)
  const centre = destinationPoint(address, areaOffsetM(draw.reach), draw.turn * 2 * Math.PI)
  return { centre: { lat: round5(centre.lat), lon: round5(centre.lon) }, radiusM: AREA_RADIUS_M }
}

/** A polygon of `sides` points approximating the circle, closed, as [lon, lat] pairs (GeoJSON order). */
export function circleRing(centre: LatLon, radiusM: number, sides = 64): Array<[number, number]> {
  const ring: Array<[number, number]> = []
  for (let i = 0; i <= sides; i++) {
    const point = destinationPoint(centre, radiusM, ((i % sides) / sides) * 2 * Math.PI)
    ring.push([point.lon, point.lat])
  }
  return ring
}
