import type { SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import type { Tx } from '../../db/client.ts'
import type { GeoPoint } from './geocode.sql.ts'
import { recommendedScore } from './ranking.ts'

export const METRES_PER_MILE = 1609.344
/** PostGIS's sphere (geography functions with use_spheroid = false): WGS 84's mean radius. */
export const SPHERE_RADIUS_M = 6371008.771415059
/**
 * Rows whose chord lies within this relative margin of the radius (or 1e-9, about 6 mm, at a
 * radius of 0) are left to ST_DWithin itself, so float rounding never decides who is inside.
 */
const RADIUS_BAND = 1e-7

/** The point on the unit sphere, as migration 20261122000400 stores each stylist's location. */
function unitVector(point: GeoPoint) {
  const lat = (point.lat * Math.PI) / 180
  const lng = (point.lng * Math.PI) / 180
  return { x: Math.cos(lat) * Math.cos(lng), y: Math.cos(lat) * Math.sin(lng), z: Math.sin(lat) }
}

/**
 * Where a search reads from. Without free text: the narrow, spatially clustered search rows
 * (listed_stylist_search, migration 20261122000400), with distances from the unit vectors. With
 * free text: the full stylist rows (listed_stylists), which hold the full-text document, with
 * PostGIS's distances. (Text on the narrow rows needs the document of every candidate from the
 * wide row, one random read each: measured slower than reading the wide rows themselves.)
 */
function searchSource(tx: Tx, q: SearchQuery, point: GeoPoint | null) {
  const narrow = !q.service
  const table = narrow ? tx`public.listed_stylist_search s` : tx`public.listed_stylists s`
  if (!point) return { table, distance: tx`null::float8`, within: null }
  const geography = tx`st_setsrid(st_makepoint(${point.lng}::float8, ${point.lat}::float8), 4326)::geography`
  if (!narrow) {
    // `location` stays bare on the left of ST_DWithin so the GiST index serves it.
    return {
      table,
      distance: tx`st_distance(s.location, ${geography}, false)`,
      within: (metres: number) => tx`st_dwithin(s.location, ${geography}, ${metres}::float8, false)`,
    }
  }
  const u = unitVector(point)
  const chord2 = tx`((s.unit_x - ${u.x}::float8) * (s.unit_x - ${u.x}::float8)
    + (s.unit_y - ${u.y}::float8) * (s.unit_y - ${u.y}::float8)
    + (s.unit_z - ${u.z}::float8) * (s.unit_z - ${u.z}::float8))`
  // ST_DWithin in two halves: its index condition (`location &&` the point expanded by the radius,
  // served by the GiST index), then the exact test with the chord (a few multiplications, against
  // about 5 microseconds a row for PostGIS's geography distance), except within a hair of the
  // radius, where ST_DWithin itself decides.
  const within = (metres: number) => {
    const chord = 2 * Math.sin(metres / (2 * SPHERE_RADIUS_M))
    const inner2 = Math.max(0, chord * (1 - RADIUS_BAND) - 1e-9) ** 2
    const outer2 = (chord * (1 + RADIUS_BAND) + 1e-9) ** 2
    return tx`s.location && _st_expand(${geography}, ${metres}::float8)
      and (${chord2} <= ${inner2}::float8
           or (${chord2} <= ${outer2}::float8 and st_dwithin(s.location, ${geography}, ${metres}::float8, false)))`
  }
  return { table, distance: tx`${2 * SPHERE_RADIUS_M}::float8 * asin(least(1::float8, sqrt(${chord2}) / 2))`, within }
}
type SearchSource = ReturnType<typeof searchSource>

/** One row of a result page, before it becomes a card. */
export interface CardRow {
  /** bigint: postgres.js may hand it over as a BigInt; toCard makes it a number. */
  id: number | bigint
  stylist_name: string
  salon_name: string | null
  city: string
  state: string
  zip_code: string
  phone: string
  profile_image_url: string | null
  price_range: '$' | '$$' | '$$$' | '$$$$'
  starting_price_cents: number
  rating_average: string | null
  review_count: number
  verification_status: string | null
  distance_m: number | null
  first_image: string | null
  services: { name: string; price_cents: number }[]
  total: number | bigint
}

/** Card columns of the page rows (`page`): at most 3 services, cheapest first, and the first image. */
export function cardColumns(tx: Tx) {
  return tx`
    page.id, page.stylist_name, page.salon_name, page.city, page.state, page.zip_code, page.phone,
    page.profile_image_url, page.price_range, page.starting_price_cents, page.rating_average, page.review_count,
    page.verification_status, page.distance_m,
    (select p.image_url from public.portfolio_items p where p.stylist_id = page.id order by p.position, p.id limit 1) as first_image,
    (select coalesce(json_agg(json_build_object('name', x.name, 'price_cents', x.price_cents) order by x.price_cents, x.id), '[]'::json)
       from (select sv.id, sv.name, sv.price_cents from public.services sv
              where sv.stylist_id = page.id order by sv.price_cents, sv.id limit 3) x) as services`
}

/**
 * One page of search results with the count of all matches, in one round trip. Runs as anon: the
 * matching and ranking over the source searchSource picks, then the card columns of the page's
 * rows from listed_stylists (public columns only). Every client value is a parameter.
 * Distances are on the sphere (within 0.5% of the spheroid, and cheaper), computed once per row
 * (from the stored unit vectors: the chord between two points gives their great-circle distance);
 * the radius test uses the same sphere, so a card never shows more miles than the radius.
 */
export async function searchStylists(tx: Tx, q: SearchQuery, point: GeoPoint | null, explain = false): Promise<CardRow[]> {
  const source = searchSource(tx, q, point)
  const where = conditions(tx, q, source)
  const offset = (q.page - 1) * q.limit
  const order = sortOrder(q, point !== null)
  const desc = order.desc ? tx`desc` : tx``
  // Every sort has to visit each match to count them, so the count rides along in the same pass
  // (a window count) and the page is a top-N sort. (Walking the GiST index nearest first would
  // stop early for the distance sort, but the count would still visit every match, in a second
  // pass: measured slower at 100,000 stylists.) `explain` serves the plan test: the very
  // statement, not a copy of it.
  return tx<CardRow[]>`
    ${explain ? tx`explain (format json)` : tx``}
    with hits as (
      select s.id, d.distance_m, ${sortKey(tx, order.key)} as sort_key, count(*) over () as total
      from ${source.table}
      cross join lateral (select ${source.distance} as distance_m) d
      where ${where}
      order by sort_key ${desc}, s.id
      limit ${q.limit} offset ${offset}
    ),
    page as (
      select t.id, t.stylist_name, t.salon_name, t.city, t.state, t.zip_code, t.phone, t.profile_image_url,
             t.price_range, t.starting_price_cents, t.rating_average, t.review_count, t.verification_status,
             hits.distance_m, hits.sort_key, hits.total
      from hits join public.listed_stylists t on t.id = hits.id
    )
    select ${cardColumns(tx)}, page.total
    from page
    order by page.sort_key ${desc}, page.id`
}

/** The number of matches (used when a page past the end leaves no row to carry the count). */
export async function countStylists(tx: Tx, q: SearchQuery, point: GeoPoint | null): Promise<number> {
  const source = searchSource(tx, q, point)
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from ${source.table} where ${conditions(tx, q, source)}`
  return row.n
}

type SortKey = 'score' | 'distance' | 'price'

/** What a sort orders by, and in which direction; `id` always breaks ties so pages never overlap. */
function sortOrder(q: SearchQuery, hasPoint: boolean): { key: SortKey; desc: boolean } {
  switch (q.sort) {
    case 'distance':
      return hasPoint ? { key: 'distance', desc: false } : { key: 'score', desc: true }
    case 'price-low':
      return { key: 'price', desc: false }
    case 'price-high':
      return { key: 'price', desc: true }
    default:
      return { key: 'score', desc: true }
  }
}

/** The sort expression over `s` and the lateral `d.distance_m` (computed once per row). */
function sortKey(tx: Tx, key: SortKey) {
  if (key === 'distance') return tx`d.distance_m`
  if (key === 'price') return tx`s.starting_price_cents::float8`
  return recommendedScore(tx, tx`d.distance_m`)
}

/** The WHERE clause over `s` (either source: both carry every filter column). */
function conditions(tx: Tx, q: SearchQuery, source: SearchSource) {
  const parts = [tx`true`]
  if (source.within) parts.push(source.within(q.distance * METRES_PER_MILE))
  // A scalar subquery: the tsquery is built once per statement (an InitPlan), not once per row
  // when the planner filters rows found through another index; the GIN index can still use it.
  if (q.service) parts.push(tx`s.search_document @@ (select public.search_text_query(${q.service}))`)
  // Codes are arrays on the row, kept by triggers (migration 20261121001300): no per-row subquery.
  if (q.specialty) parts.push(tx`s.specialty_codes @> array[${q.specialty}::text]`)
  if (q.services?.length) parts.push(tx`s.service_codes @> ${[...new Set(q.services)]}::text[]`)
  if (q.rating !== undefined && q.rating > 0) parts.push(tx`s.rating_average >= ${q.rating}`)
  if (q.priceRange?.length) parts.push(tx`s.price_range = any(${q.priceRange}::text[])`)
  // Open today and not yet closed, in the stylist's own time zone (closing_times: Sunday first).
  if (q.availableToday)
    parts.push(tx`s.closing_times[extract(dow from now() at time zone s.time_zone)::int + 1]
                    > (now() at time zone s.time_zone)::time`)
  if (q.homeVisits) parts.push(tx`s.home_visits`)
  if (q.gender) parts.push(tx`s.gender = ${q.gender}`)
  // Product brands: a stylist using ANY of the ticked brands matches (ADR 006).
  if (q.productBrands?.length) parts.push(tx`s.product_brands && ${q.productBrands}::text[]`)
  return parts.reduce((all, part) => tx`${all} and ${part}`)
}
