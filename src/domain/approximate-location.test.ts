import { describe, expect, it } from 'vitest'
import { AREA_OFFSET_M, AREA_RADIUS_M, approximateArea, circleRing, destinationPoint, distanceBetween } from './approximate-location'

const WAVRE = { lat: 50.7167, lon: 4.6011 }

describe('approximate area of a hidden address', () => {
  it('moves the centre the fixed distance away, in the direction given', () => {
    const north = approximateArea(WAVRE, 0)
    expect(distanceBetween(WAVRE, north.centre)).toBeCloseTo(AREA_OFFSET_M, -1)
    expect(north.centre.lat).toBeGreaterThan(WAVRE.lat)
    expect(north.centre.lon).toBeCloseTo(WAVRE.lon, 4)
    const east = approximateArea(WAVRE, 0.25)
    expect(east.centre.lon).toBeGreaterThan(WAVRE.lon)
    expect(east.centre.lat).toBeCloseTo(WAVRE.lat, 4)
    const south = approximateArea(WAVRE, 0.5)
    expect(south.centre.lat).toBeLessThan(WAVRE.lat)
  })

  it('keeps the address inside the circle, never at its centre, whatever the direction', () => {
    for (let turn = 0; turn < 1; turn += 0.03125) {
      const area = approximateArea(WAVRE, turn)
      const fromCentre = distanceBetween(area.centre, WAVRE)
      expect(fromCentre).toBeLessThan(area.radiusM)
      expect(fromCentre).toBeGreaterThan(AREA_OFFSET_M - 5)
    }
    expect(AREA_RADIUS_M).toBeGreaterThan(AREA_OFFSET_M)
  })

  it('gives the same centre for the same direction (the same area on every request)', () => {
    expect(approximateArea(WAVRE, 0.7)).toEqual(approximateArea(WAVRE, 0.7))
  })

  it('refuses a direction outside one turn', () => {
    expect(() => approximateArea(WAVRE, 1)).toThrow(RangeError)
    expect(() => approximateArea(WAVRE, Number.NaN)).toThrow(RangeError)
  })

  it('draws a closed ring whose points all lie on the circle', () => {
    const ring = circleRing(WAVRE, 500, 32)
    expect(ring).toHaveLength(33)
    expect(ring[0]).toEqual(ring[32])
    for (const [lon, lat] of ring) expect(distanceBetween(WAVRE, { lat, lon })).toBeCloseTo(500, 0)
  })

  it('computes distances a known case confirms: one degree of latitude is about 111.2 km', () => {
    expect(distanceBetween({ lat: 50, lon: 4 }, { lat: 51, lon: 4 })).toBeCloseTo(111_195, -2)
    expect(distanceBetween(WAVRE, destinationPoint(WAVRE, 1234, 1))).toBeCloseTo(1234, 3)
  })
})
