import { SEARCH_COUNT_CAP, type SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import type { Tx } from '../../db/client.ts'
import type { Narrow, Row, ViewRow } from '../../db/rows.ts'
import type { GeoPoint } from './geocode.sql.ts'
import {
  choosePlan,
  countMatches,
  countStatement,
  effectiveSort,
  pageStatement,
  planSettings,
  radiusFirst,
  sortsDescending,
  type PagePlan,
} from './search-plans.sql.ts'
import { searchSource } from './search-source.ts'

export { METRES_PER_MILE } from './search-source.ts'

/** A card's review quote is one line: the comment's start is enough (the card clamps it). */
export const REVIEW_QUOTE_MAX = 160

/** One row of a result page, before it becomes a card. */
export type CardRow = Narrow<
  Pick<
    ViewRow<'listed_stylists'>,
    | 'id'
    | 'stylist_name'
    | 'salon_name'
    | 'city'
    | 'state'
    | 'zip_code'
    | 'phone'
    | 'profile_image_url'
    | 'price_range'
    | 'starting_price_cents'
    | 'rating_average'
    | 'review_count'
    | 'verification_status'
  >,
  {
    /** bigint: postgres.js may hand it over as a BigInt; toCard makes it a number. */
    id: number | bigint
    price_range: '$' | '$$' | '$$$' | '$$$$'
    /** numeric arrives as a string. */
    rating_average: string | null
  }
> & {
  distance_m: number | null
  first_image: Row<'portfolio_items'>['image_url'] | null
  services: Pick<Row<'services'>, 'name' | 'price_cents'>[]
  time_zone: Row<'stylists'>['time_zone']
  next_available_at: Date | null
  lat: number
  lng: number
  /** The week's opening intervals, 'HH:MM:SS' wall-clock times in time_zone. */
  working_hours: { day_of_week: number; opens_at: string; closes_at: string }[]
  review_quote: Row<'reviews'>['comment'] | null
}

/**
 * The card rows of the page rows (`page`, a CTE the caller writes): at most 3 services, cheapest
 * first, the first image, and from the search row (one probe by id) the precomputed next open slot
 * with the zone it is shown in and the point (the results map's pin); the weekly hours ("Open now"
 * is worked out by the viewer, at their now) and the newest review with a comment. Runs under the
 * caller's role: the policies leave out hidden reviews, as on the profile. The caller adds its order.
 */
export function cardSelect(tx: Tx) {
  return tx`
    select page.id, page.stylist_name, page.salon_name, page.city, page.state, page.zip_code, page.phone,
    page.profile_image_url, page.price_range, page.starting_price_cents, page.rating_average, page.review_count,
    page.verification_status, page.distance_m,
    (select p.image_url from public.portfolio_items p where p.stylist_id = page.id order by p.position, p.id limit 1) as first_image,
    (select coalesce(json_agg(json_build_object('name', x.name, 'price_cents', x.price_cents) order by x.price_cents, x.id), '[]'::json)
       from (select sv.id, sv.name, sv.price_cents from public.services sv
              where sv.stylist_id = page.id order by sv.price_cents, sv.id limit 3) x) as services,
    n.time_zone, n.next_available_at, n.lat, n.lng,
    (select coalesce(json_agg(json_build_object('day_of_week', w.day_of_week, 'opens_at', w.opens_at, 'closes_at', w.closes_at)
              order by w.day_of_week, w.opens_at), '[]'::json)
       from public.working_hours w where w.stylist_id = page.id) as working_hours,
    (select left(r.comment, ${REVIEW_QUOTE_MAX}) from public.reviews r
      where r.stylist_id = page.id
      order by r.created_at desc, r.id desc limit 1) as review_quote
    from page
    left join lateral (
      select n.time_zone, n.next_available_at, st_y(n.location::geometry) as lat, st_x(n.location::geometry) as lng
      from public.listed_stylist_search n where n.id = page.id
    ) n on true`
}

/** A page of results and the capped count (ADR 007). */
export interface SearchPage {
  rows: CardRow[]
  /** Exact up to SEARCH_COUNT_CAP, then SEARCH_COUNT_CAP. */
  total: number
  /** More than SEARCH_COUNT_CAP match. */
  totalIsLowerBound: boolean
}

/**
 * One page of search results and the count of matches, capped (ADR 007). Runs as anon: the count
 * (stopping at the cap), then the page by the plan the count calls for (search-plans.sql.ts) with
 * the card columns of its rows from listed_stylists (public columns only). Every client value is a
 * parameter; `now` is the clock of "available today"; `force` runs the page by the given plan
 * whatever the count (every plan is exact; the oracle test checks each one). Distances are on the sphere (within 0.5% of
 * the spheroid, and cheaper), from the stored unit vectors; the radius test uses the same sphere,
 * so a card never shows more miles than the radius.
 */
export async function searchStylists(
  tx: Tx,
  q: SearchQuery,
  point: GeoPoint | null,
  now: Date = new Date(),
  force?: PagePlan,
): Promise<SearchPage> {
  const source = searchSource(tx, point, now)
  await planSettings(tx, 'sort-all', await radiusFirst(tx, q, source))
  const matches = await countMatches(tx, q, source)
  const total = Math.min(matches, SEARCH_COUNT_CAP)
  const rows = Math.min(q.limit, total - (q.page - 1) * q.limit)
  if (rows <= 0) return { rows: [], total, totalIsLowerBound: matches > SEARCH_COUNT_CAP }
  const plan = force ?? choosePlan(q, source, matches)
  if (plan !== 'sort-all') await planSettings(tx, plan)
  const desc = sortsDescending(effectiveSort(q, source)) ? tx`desc` : tx``
  const page = await tx<CardRow[]>`
    with hits as (${pageStatement(tx, q, source, plan, rows)}),
    page as (
      select t.id, t.stylist_name, t.salon_name, t.city, t.state, t.zip_code, t.phone, t.profile_image_url,
             t.price_range, t.starting_price_cents, t.rating_average, t.review_count, t.verification_status,
             hits.distance_m, hits.sort_key
      from hits join public.listed_stylists t on t.id = hits.id
    )
    ${cardSelect(tx)}
    order by page.sort_key ${desc}, page.id`
  return { rows: page, total, totalIsLowerBound: matches > SEARCH_COUNT_CAP }
}

/**
 * The plans of a search's two statements (the plan test reads them): the count, then the page, by
 * the plan the count calls for or the one given (so a test can see every plan on a small table).
 */
export async function explainSearch(
  tx: Tx,
  q: SearchQuery,
  point: GeoPoint | null,
  force?: PagePlan,
  now: Date = new Date(),
) {
  const source = searchSource(tx, point, now)
  await planSettings(tx, 'sort-all', await radiusFirst(tx, q, source))
  const matches = await countMatches(tx, q, source)
  const plan = force ?? choosePlan(q, source, matches)
  const [count] = await tx<{ 'QUERY PLAN': unknown }[]>`explain (format json) ${countStatement(tx, q, source)}`
  if (plan !== 'sort-all') await planSettings(tx, plan)
  const [page] = await tx<
    { 'QUERY PLAN': unknown }[]
  >`explain (format json) ${pageStatement(tx, q, source, plan, q.limit)}`
  return { plan, matches, count: count['QUERY PLAN'], page: page['QUERY PLAN'] }
}
