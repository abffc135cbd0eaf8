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
 * One page of search results with the count of all matches (a window count), in one round trip.
 * Runs as anon: row-level security keeps unlisted stylists out. Every client value is a parameter.
 */
export async function searchStylists(tx: Tx, q: SearchQuery, point: GeoPoint | null, explain = false): Promise<CardRow[]> {
  const pt = point ? tx`st_setsrid(st_makepoint(${point.lng}::float8, ${point.lat}::float8), 4326)::geography` : null
  const distance = pt ? tx`st_distance(s.location, ${pt})` : tx`null::float8`
  const where = conditions(tx, q, pt)
  const offset = (q.page - 1) * q.limit
  // `explain` serves the plan test (search.plan.test.ts): the very statement, not a copy of it.
  // The distance is computed once per row (lateral) and shared by the card, the score and the sort.
  return tx<CardRow[]>`
    ${explain ? tx`explain (format json)` : tx``}
    with page as (
      select s.*, d.distance_m, ${recommendedScore(tx, tx`d.distance_m`)} as score, count(*) over () as total
      from public.listed_stylists s
      cross join lateral (select ${distance} as distance_m) d
      where ${where}
      order by ${orderBy(tx, q, pt !== null)}
      limit ${q.limit} offset ${offset}
    )
    select ${cardColumns(tx)}, page.total
    from page
    order by ${orderBy(tx, q, pt !== null)}`
}

/** The number of matches (used when a page past the end leaves no row to carry the window count). */
export async function countStylists(tx: Tx, q: SearchQuery, point: GeoPoint | null): Promise<number> {
  const pt = point ? tx`st_setsrid(st_makepoint(${point.lng}::float8, ${point.lat}::float8), 4326)::geography` : null
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from public.listed_stylists s where ${conditions(tx, q, pt)}`
  return row.n
}

/** Sort keys over the `page` columns; `id` last so equal keys never swap between pages. */
function orderBy(tx: Tx, q: SearchQuery, hasPoint: boolean) {
  switch (q.sort) {
    case 'distance':
      return hasPoint ? tx`distance_m, id` : tx`score desc, id`
    case 'price-low':
      return tx`starting_price_cents, id`
    case 'price-high':
      return tx`starting_price_cents desc, id`
    default:
      return tx`score desc, id`
  }
}

/** The WHERE clause: `location` stays bare on the left of ST_DWithin so the GiST index serves it. */
function conditions(tx: Tx, q: SearchQuery, pt: postgres.Fragment | null) {
  const parts = [tx`true`]
  if (pt) parts.push(tx`st_dwithin(s.location, ${pt}, ${q.distance * METRES_PER_MILE}::float8)`)
  // A scalar subquery: the tsquery is built once per statement (an InitPlan), not once per row
  // when the planner filters rows found through another index; the GIN index can still use it.
  if (q.service) parts.push(tx`s.search_document @@ (select public.search_text_query(${q.service}))`)
  if (q.specialty)
    parts.push(tx`exists (select 1 from public.stylist_specialties ss join public.specialties sp on sp.id = ss.specialty_id
                          where ss.stylist_id = s.id and sp.code = ${q.specialty})`)
  if (q.services?.length) {
    const codes = [...new Set(q.services)]
    parts.push(tx`(select count(distinct sv.catalogue_code) from public.services sv
                   where sv.stylist_id = s.id and sv.catalogue_code = any(${codes}::text[])) = ${codes.length}`)
  }
  if (q.rating !== undefined && q.rating > 0) parts.push(tx`s.rating_average >= ${q.rating}`)
  if (q.priceRange?.length) parts.push(tx`s.price_range = any(${q.priceRange}::text[])`)
  if (q.availableToday)
    parts.push(tx`exists (select 1 from public.working_hours wh
                          where wh.stylist_id = s.id
                            and wh.day_of_week = extract(dow from now() at time zone s.time_zone)
                            and wh.closes_at > (now() at time zone s.time_zone)::time)`)
  if (q.homeVisits) parts.push(tx`s.home_visits`)
  if (q.gender) parts.push(tx`s.gender = ${q.gender}`)
  // Product brands: a stylist using ANY of the ticked brands matches (ADR 006).
  if (q.productBrands?.length) parts.push(tx`s.product_brands && ${q.productBrands}::text[]`)
  return parts.reduce((all, part) => tx`${all} and ${part}`)
}
