// Sphere geometry of the results map: the search circle, the view that shows it, and the radius
// that fits a view. Miles on PostGIS's sphere (the API measures distance the same way).

const EARTH_RADIUS_MILES = 3958.7613
const rad = (deg: number) => (deg * Math.PI) / 180
const deg = (r: number) => (r * 180) / Math.PI

export interface Point {
  lat: number
  lng: number
}

/** The largest radius the search accepts (the distance filter's range). */
export const MAX_RADIUS_MILES = 50
const MIN_RADIUS_MILES = 1

/** Great-circle distance in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The point `miles` away from `from` in the direction `bearing` (degrees clockwise from north). */
export function destination(from: Point, miles: number, bearing: number): Point {
  const d = miles / EARTH_RADIUS_MILES
  const lat1 = rad(from.lat)
  const b = rad(bearing)
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b))
  const lng2 =
    rad(from.lng) +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2))
  return { lat: deg(lat2), lng: deg(lng2) }
}

/** The search circle as a GeoJSON polygon ring ([lng, lat] pairs, closed). */
export function circleRing(center: Point, miles: number, steps = 72): [number, number][] {
  const ring: [number, number][] = []
  for (let i = 0; i <= steps; i++) {
    const p = destination(center, miles, (i * 360) / steps)
    ring.push([p.lng, p.lat])
  }
  return ring
}

/** [[west, south], [east, north]] of the circle: the view a search opens on. */
export function circleBounds(center: Point, miles: number): [[number, number], [number, number]] {
  const north = destination(center, miles, 0).lat
  const south = destination(center, miles, 180).lat
  const east = destination(center, miles, 90).lng
  const west = destination(center, miles, 270).lng
  return [
    [west, south],
    [east, north],
  ]
}

/** [[west, south], [east, north]] around the points (the pins of a search without a place). */
export function pointsBounds(points: Point[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null
  const lats = points.map((p) => p.lat)
  const lngs = points.map((p) => p.lng)
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ]
}

/**
 * "Search this area": the radius of the largest circle about the view's centre that the view
 * shows whole (to its nearer edge), in whole tenths of a mile, within the filter's 1 to 50 miles.
 */
export function radiusForView(center: Point, bounds: { north: number; east: number }): number {
  const toNorth = milesBetween(center, { lat: bounds.north, lng: center.lng })
  const toEast = milesBetween(center, { lat: center.lat, lng: bounds.east })
  const miles = Math.min(toNorth, toEast)
  return Math.round(Math.min(MAX_RADIUS_MILES, Math.max(MIN_RADIUS_MILES, miles)) * 10) / 10
}

/** A coordinate for the URL: 5 decimals (about a metre), so a shared link stays short. */
export const urlCoordinate = (value: number) => Math.round(value * 1e5) / 1e5
