import { describe, expect, it } from 'vitest'
import {
  circleBounds,
  circleRing,
  destination,
  milesBetween,
  pointsBounds,
  radiusForView,
  urlCoordinate,
} from './map-geometry'

const DENVER = { lat: 39.7392, lng: -104.9903 }

describe('map geometry', () => {
  it('measures great-circle miles (Denver to Boulder is about 24)', () => {
    expect(milesBetween(DENVER, { lat: 40.015, lng: -105.2705 })).toBeCloseTo(24.1, 0)
  })

  it('draws every point of the circle at the radius', () => {
    const ring = circleRing(DENVER, 15)
    expect(ring[0]).toEqual(ring[ring.length - 1])
    for (const [lng, lat] of ring) expect(milesBetween(DENVER, { lat, lng })).toBeCloseTo(15, 6)
  })

  it('bounds the circle by its north, south, east and west points', () => {
    const [[west, south], [east, north]] = circleBounds(DENVER, 10)
    expect(milesBetween(DENVER, { lat: north, lng: DENVER.lng })).toBeCloseTo(10, 6)
    expect(milesBetween(DENVER, { lat: south, lng: DENVER.lng })).toBeCloseTo(10, 6)
    expect(east - DENVER.lng).toBeCloseTo(DENVER.lng - west, 9)
    expect(east).toBeGreaterThan(DENVER.lng)
  })

  it('fits the search radius to the nearer edge of the view, within 1 to 50 miles', () => {
    const north = destination(DENVER, 12, 0).lat
    const east = destination(DENVER, 20, 90).lng
    expect(radiusForView(DENVER, { north, east })).toBe(12)
    expect(
      radiusForView(DENVER, { north: destination(DENVER, 400, 0).lat, east: destination(DENVER, 400, 90).lng }),
    ).toBe(50)
    expect(radiusForView(DENVER, { north: DENVER.lat + 0.001, east: DENVER.lng + 0.001 })).toBe(1)
  })

  it('bounds pins, and has no bounds without pins', () => {
    expect(pointsBounds([DENVER, { lat: 40, lng: -105.5 }])).toEqual([
      [-105.5, 39.7392],
      [-104.9903, 40],
    ])
    expect(pointsBounds([])).toBeNull()
  })

  it('writes coordinates with five decimals', () => {
    expect(urlCoordinate(-104.990312345)).toBe(-104.99031)
  })
})
