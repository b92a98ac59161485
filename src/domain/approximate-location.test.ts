import { describe, expect, it } from 'vitest'
import {
  AREA_OFFSET_RANGE_M,
  AREA_RADIUS_M,
  approximateArea,
  areaOffsetM,
  circleRing,
  destinationPoint,
  distanceBetween,
} from './approximate-location.ts'

const WAVRE = { lat: 50.7167, lon: 4.6011 }

describe('approximate area of a hidden address', () => {
  it('moves the centre between 150 and 400 m away (decision 020), in the direction given', () => {
    expect(AREA_OFFSET_RANGE_M).toEqual({ min: 150, max: 400 })
    const north = approximateArea(WAVRE, { turn: 0, reach: 0 })
    expect(distanceBetween(WAVRE, north.centre)).toBeCloseTo(150, -1)
    expect(north.centre.lat).toBeGreaterThan(WAVRE.lat)
    expect(north.centre.lon).toBeCloseTo(WAVRE.lon, 4)
    const east = approximateArea(WAVRE, { turn: 0.25, reach: 0.999999 })
    expect(distanceBetween(WAVRE, east.centre)).toBeCloseTo(400, -1)
    expect(east.centre.lon).toBeGreaterThan(WAVRE.lon)
    expect(east.centre.lat).toBeCloseTo(WAVRE.lat, 4)
    const south = approximateArea(WAVRE, { turn: 0.5, reach: 0.5 })
    expect(south.centre.lat).toBeLessThan(WAVRE.lat)
  })

  it('spreads the offset over the ring’s area: half the draws within the radius that halves it', () => {
    expect(areaOffsetM(0)).toBe(150)
    expect(areaOffsetM(0.5)).toBeCloseTo(Math.sqrt((150 ** 2 + 400 ** 2) / 2), 6)
    expect(areaOffsetM(1)).toBe(400)
    for (let reach = 0; reach < 1; reach += 0.01) expect(areaOffsetM(reach + 0.01)).toBeGreaterThan(areaOffsetM(reach))
  })

  it('keeps the address inside the circle, never at its centre, whatever the draw', () => {
    expect(AREA_RADIUS_M).toBeGreaterThan(AREA_OFFSET_RANGE_M.max)
    for (let turn = 0; turn < 1; turn += 0.03125) {
      for (const reach of [0, 0.3, 0.7, 0.999999]) {
        const area = approximateArea(WAVRE, { turn, reach })
        const fromCentre = distanceBetween(area.centre, WAVRE)
        expect(fromCentre).toBeLessThan(area.radiusM)
        expect(fromCentre).toBeGreaterThan(AREA_OFFSET_RANGE_M.min - 5)
        expect(fromCentre).toBeLessThan(AREA_OFFSET_RANGE_M.max + 5)
      }
    }
  })

  it('gives the same centre for the same draw (the same area on every request)', () => {
    expect(approximateArea(WAVRE, { turn: 0.7, reach: 0.2 })).toEqual(approximateArea(WAVRE, { turn: 0.7, reach: 0.2 }))
  })

  it('refuses a direction or a reach outside [0, 1)', () => {
    expect(() => approximateArea(WAVRE, { turn: 1, reach: 0 })).toThrow(RangeError)
    expect(() => approximateArea(WAVRE, { turn: Number.NaN, reach: 0 })).toThrow(RangeError)
    expect(() => approximateArea(WAVRE, { turn: 0, reach: 1 })).toThrow(RangeError)
    expect(() => approximateArea(WAVRE, { turn: 0, reach: -0.1 })).toThrow(RangeError)
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
