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

/** The margin of a band's longitudes (degrees, about a metre): acos is steep near the circle's top and bottom. */
const BAND_MARGIN_DEGREES = 1e-5

/**
 * Key ranges of stylist_search_count covering a circle of `metres` around `point` (on the sphere):
 * every band its latitudes touch, each with the longitudes the circle reaches within that band's
 * latitudes, split in two where they cross the antimeridian (stored longitudes lie in [-180, 180]);
 * every longitude when the circle reaches a pole. The band through the centre comes first, then
 * the others outwards, so a scan that stops at the cap reads the widest chords first.
 *
 * A band's longitudes: at latitude φ the circle spans Δλ(φ) = acos((cos r - sin φ sin φ0) /
 * (cos φ cos φ0)) either side of the centre, which grows up to the tangent latitude
 * asin(sin φ0 / cos r) (where it is the bounding box's asin(sin r / cos φ0)) and shrinks after it;
 * so its largest value over the band is at the band's latitude nearest that one. A band that holds
 * a sliver of the circle reads a sliver of its longitudes, where the bounding box read them all.
 */
export function circleBands(point: GeoPoint, metres: number): BandRange[] {
  const radiusDegrees = ((metres / SPHERE_RADIUS_M) * 180) / Math.PI
  const south = Math.max(-90, point.lat - radiusDegrees - MARGIN_DEGREES)
  const north = Math.min(90, point.lat + radiusDegrees + MARGIN_DEGREES)
  const r = metres / SPHERE_RADIUS_M
  const φ0 = (point.lat * Math.PI) / 180
  const sine = Math.sin(r) / Math.cos(φ0)
  const band = (lat: number) => Math.floor(BANDS_PER_DEGREE * (lat + 90))
  const lng = ((((point.lng + 180) % 360) + 360) % 360) - 180
  const whole = north >= 90 || south <= -90 || sine >= 1
  const spread = whole ? 180 : (Math.asin(sine) * 180) / Math.PI + MARGIN_DEGREES
  const tangent = Math.asin(Math.min(1, Math.sin(φ0) / Math.cos(r)))
  /** The circle's half-width in longitude (degrees) over the band's latitudes. */
  const halfWidth = (b: number) => {
    const lo = ((b / BANDS_PER_DEGREE - 90) * Math.PI) / 180
    const hi = (((b + 1) / BANDS_PER_DEGREE - 90) * Math.PI) / 180
    const φ = Math.min(Math.max(tangent, lo), hi)
    const c = (Math.cos(r) - Math.sin(φ) * Math.sin(φ0)) / (Math.cos(φ) * Math.cos(φ0))
    return (Math.acos(Math.max(-1, Math.min(1, c))) * 180) / Math.PI
  }
  const ranges: BandRange[] = []
  const centre = band(point.lat)
  const bands: number[] = []
  for (let b = band(south); b <= band(north); b++) bands.push(b)
  bands.sort((a, b) => Math.abs(a - centre) - Math.abs(b - centre) || a - b)
  for (const b of bands) {
    const width = whole ? 180 : Math.min(spread, halfWidth(b) + BAND_MARGIN_DEGREES)
    for (const [west, east] of lngSpans(lng - width, lng + width)) ranges.push({ band: b, west, east })
  }
  return ranges
}

/** The longitudes from `west` to `east` (degrees, east - west < 360 or all), as ranges within [-180, 180]. */
function lngSpans(west: number, east: number): [number, number][] {
  if (east - west >= 360) return [[-180, 180]]
  if (west < -180)
    return [
      [-180, east],
      [west + 360, 180],
    ]
  if (east > 180)
    return [
      [-180, east - 360],
      [west, 180],
    ]
  return [[west, east]]
}
