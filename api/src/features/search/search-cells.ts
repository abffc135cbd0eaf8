import type { GeoPoint } from './geocode.sql.ts'
import { SPHERE_RADIUS_M } from './search-source.ts'

// The half-degree grid of stylist_search.cell (migration 20261126003000): the cell of (lat, lng) is
// floor(2 * (lat + 90)) * 720 + floor(2 * (lng + 180)) mod 720.

const PER_DEGREE = 2
const COLUMNS = 360 * PER_DEGREE
const ROWS = 180 * PER_DEGREE
/** A hair added to the circle's extent, so float rounding never leaves out a cell at its edge. */
const MARGIN_DEGREES = 1e-6

const rowOf = (lat: number) => Math.min(ROWS, Math.floor(PER_DEGREE * (lat + 90)))
const columnOf = (lng: number) => ((Math.floor(PER_DEGREE * (lng + 180)) % COLUMNS) + COLUMNS) % COLUMNS

/** The cell of a point, as the generated column computes it. */
export const cellOf = (lat: number, lng: number) => rowOf(lat) * COLUMNS + columnOf(lng)

/**
 * Every cell a circle of `metres` around `point` touches (on PostGIS's sphere), possibly a few
 * more: the cells of its bounding box in latitude and longitude. The latitude span is the angular
 * radius; the longitude span at the widest is asin(sin(radius) / cos(lat)) (the tangent
 * meridians), and every longitude when the circle reaches a pole.
 */
export function circleCells(point: GeoPoint, metres: number): number[] {
  const radiusDegrees = ((metres / SPHERE_RADIUS_M) * 180) / Math.PI
  const south = Math.max(-90, point.lat - radiusDegrees - MARGIN_DEGREES)
  const north = Math.min(90, point.lat + radiusDegrees + MARGIN_DEGREES)
  const rows: number[] = []
  for (let r = rowOf(south); r <= rowOf(north); r++) rows.push(r)
  const latitude = (point.lat * Math.PI) / 180
  const sine = Math.sin(metres / SPHERE_RADIUS_M) / Math.cos(latitude)
  const columns: number[] = []
  if (north >= 90 || south <= -90 || sine >= 1) {
    for (let c = 0; c < COLUMNS; c++) columns.push(c)
  } else {
    const spread = (Math.asin(sine) * 180) / Math.PI + MARGIN_DEGREES
    const first = Math.floor(PER_DEGREE * (point.lng - spread + 180))
    const last = Math.floor(PER_DEGREE * (point.lng + spread + 180))
    for (let c = first; c <= Math.min(last, first + COLUMNS - 1); c++) columns.push(((c % COLUMNS) + COLUMNS) % COLUMNS)
  }
  return rows.flatMap((r) => columns.map((c) => r * COLUMNS + c))
}

/**
 * A lower bound of the distance (metres, on the sphere) from `point` to any point of `cell`: the
 * larger of its latitude gap (a meridian arc is the shortest way across latitudes) and its
 * longitude gap (the distance to the nearest bounding meridian, asin(cos(lat) * sin(gap)), for
 * gaps up to 90 degrees). 0 when the point lies in the cell's latitudes and longitudes.
 */
export function cellDistanceBound(point: GeoPoint, cell: number): number {
  const row = Math.floor(cell / COLUMNS)
  const column = cell % COLUMNS
  const south = row / PER_DEGREE - 90
  const north = (row + 1) / PER_DEGREE - 90
  const latGap = Math.max(0, south - point.lat, point.lat - north)
  const west = column / PER_DEGREE - 180
  const fromWest = (((point.lng - west) % 360) + 360) % 360
  // 0 inside the column; else the shorter way round to its nearer edge.
  const lngGap = fromWest <= 1 / PER_DEGREE ? 0 : Math.min(fromWest - 1 / PER_DEGREE, 360 - fromWest)
  const latArc = (latGap * Math.PI) / 180
  const lngArc =
    lngGap >= 90 ? 0 : Math.asin(Math.cos((point.lat * Math.PI) / 180) * Math.sin((lngGap * Math.PI) / 180))
  return Math.max(latArc, lngArc) * SPHERE_RADIUS_M
}

// The latitude bands of stylist_search.band (migration 20261126004000): floor(20 * (lat + 90)).
const BANDS_PER_DEGREE = 20

/** One key range of the count index: a band and the longitudes (degrees, inclusive) to read in it. */
export interface BandRange {
  band: number
  west: number
  east: number
}

/**
 * Key ranges of stylist_search_count covering a circle of `metres` around `point` (on the sphere):
 * every band its latitudes touch, each with the longitudes of the circle's bounding box (as
 * circleCells: the tangent meridians, every longitude when the circle reaches a pole), split in
 * two where the box crosses the antimeridian. Stored longitudes lie in [-180, 180].
 */
export function circleBands(point: GeoPoint, metres: number): BandRange[] {
  const radiusDegrees = ((metres / SPHERE_RADIUS_M) * 180) / Math.PI
  const south = Math.max(-90, point.lat - radiusDegrees - MARGIN_DEGREES)
  const north = Math.min(90, point.lat + radiusDegrees + MARGIN_DEGREES)
  const sine = Math.sin(metres / SPHERE_RADIUS_M) / Math.cos((point.lat * Math.PI) / 180)
  let spans: [number, number][]
  if (north >= 90 || south <= -90 || sine >= 1) spans = [[-180, 180]]
  else {
    const spread = (Math.asin(sine) * 180) / Math.PI + MARGIN_DEGREES
    const lng = ((((point.lng + 180) % 360) + 360) % 360) - 180
    const west = lng - spread
    const east = lng + spread
    if (east - west >= 360) spans = [[-180, 180]]
    else if (west < -180)
      spans = [
        [-180, east],
        [west + 360, 180],
      ]
    else if (east > 180)
      spans = [
        [-180, east - 360],
        [west, 180],
      ]
    else spans = [[west, east]]
  }
  const band = (lat: number) => Math.floor(BANDS_PER_DEGREE * (lat + 90))
  const ranges: BandRange[] = []
  for (let b = band(south); b <= band(north); b++)
    for (const [west, east] of spans) ranges.push({ band: b, west, east })
  return ranges
}
