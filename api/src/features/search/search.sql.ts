import type { SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import type postgres from 'postgres'
import type { Tx } from '../../db/client.ts'
import type { GeoPoint } from './geocode.sql.ts'
import { recommendedScore } from './ranking.ts'

export const METRES_PER_MILE = 1609.344

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
 * One page of search results with the count of all matches, in one round trip. Runs as anon over
 * the listed_stylists view (only listed stylists, public columns). Every client value is a parameter.
 * Distances are on the sphere (within 0.5% of the spheroid, and cheaper), computed once per row;
 * the radius test uses the same sphere, so a card never shows more miles than the radius.
 */
export async function searchStylists(tx: Tx, q: SearchQuery, point: GeoPoint | null, explain = false): Promise<CardRow[]> {
  const pt = point ? tx`st_setsrid(st_makepoint(${point.lng}::float8, ${point.lat}::float8), 4326)::geography` : null
  const distance = pt ? tx`st_distance(s.location, ${pt}, false)` : tx`null::float8`
  const where = conditions(tx, q, pt)
  const offset = (q.page - 1) * q.limit
  const order = sortOrder(q, pt !== null)
  // Every sort has to visit each match to count them, so the count rides along in the same pass
  // (a window count) and the page is a top-N sort. (Walking the GiST index nearest first would
  // stop early for the distance sort, but the count would still visit every match, in a second
  // pass: measured slower at 100,000 stylists.) `explain` serves the plan test: the very
  // statement, not a copy of it.
  return tx<CardRow[]>`
    ${explain ? tx`explain (format json)` : tx``}
    with page as (
      select s.id, s.stylist_name, s.salon_name, s.city, s.state, s.zip_code, s.phone, s.profile_image_url,
             s.price_range, s.starting_price_cents, s.rating_average, s.review_count, s.verification_status,
             d.distance_m, ${sortKey(tx, order.key)} as sort_key, count(*) over () as total
      from public.listed_stylists s
      cross join lateral (select ${distance} as distance_m) d
      where ${where}
      order by sort_key ${order.desc ? tx`desc` : tx``}, s.id
      limit ${q.limit} offset ${offset}
    )
    select ${cardColumns(tx)}, page.total
    from page
    order by page.sort_key ${order.desc ? tx`desc` : tx``}, page.id`
}

/** The number of matches (used when a page past the end leaves no row to carry the count). */
export async function countStylists(tx: Tx, q: SearchQuery, point: GeoPoint | null): Promise<number> {
  const pt = point ? tx`st_setsrid(st_makepoint(${point.lng}::float8, ${point.lat}::float8), 4326)::geography` : null
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from public.listed_stylists s where ${conditions(tx, q, pt)}`
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

/** The WHERE clause: `location` stays bare on the left of ST_DWithin so the GiST index serves it. */
function conditions(tx: Tx, q: SearchQuery, pt: postgres.Fragment | null) {
  const parts = [tx`true`]
  if (pt) parts.push(tx`st_dwithin(s.location, ${pt}, ${q.distance * METRES_PER_MILE}::float8, false)`)
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
