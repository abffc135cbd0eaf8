import { SEARCH_COUNT_CAP, type SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import type { Tx } from '../../db/client.ts'
import type { Narrow, Row, ViewRow } from '../../db/rows.ts'
import type { GeoPoint } from './geocode.sql.ts'
import {
  bandMatches,
  bandShaped,
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
import { searchSource, type SearchSource } from './search-source.ts'

export { METRES_PER_MILE } from './search-source.ts'

/** A card's review quote is one line: the comment's start is enough (the card clamps it); search_cards cuts it. */
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
 * The card rows of the page rows (`page`, a CTE the caller writes, with `id` and `distance_m`): the
 * card columns come from public.search_cards (migration 20261127000100), listed stylists only,
 * with at most 3 services, cheapest first, the first image, the precomputed next open slot with
 * the zone it is shown in, the point (the results map's pin), the weekly hours ("Open now" is
 * worked out by the viewer, at their now) and the newest visible review's opening words
 * (REVIEW_QUOTE_MAX characters). The caller adds its order, over `page`'s columns (or, with
 * `sortKey`, over the output's `sort_key`, for a caller that wraps it).
 */
export function cardSelect(tx: Tx, { sortKey = false } = {}) {
  return tx`
    select c.*, page.distance_m${sortKey ? tx`, page.sort_key` : tx``}
    from page join public.search_cards(array(select page.id from page)) c on c.id = page.id`
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
 * the card columns of its rows (search_cards: listed stylists, public columns only). A band-shaped
 * search does both in one statement when at most the cap match (firstPage). Every client value is a
 * parameter; `now` is the clock of "available today"; `force` runs the page by the given plan
 * whatever the count (every plan is exact; the oracle test checks each one). Distances are on the
 * sphere (within 0.5% of the spheroid, and cheaper), from the stored unit vectors; the radius test
 * uses the same sphere, so a card never shows more miles than the radius.
 */
export async function searchStylists(
  tx: Tx,
  q: SearchQuery,
  point: GeoPoint | null,
  now: Date = new Date(),
  force?: PagePlan,
): Promise<SearchPage> {
  const source = searchSource(tx, point, now)
  // Each plan's settings go out with the statement they are for (postgres.js writes what a tick
  // queues in one go): no round trip of their own.
  const walkFirst = await radiusFirst(tx, q, source)
  const settings = planSettings(tx, 'sort-all', {
    radiusFirst: walkFirst,
    fixedShape: bandShaped(q, source, walkFirst),
  })
  let matches: number
  let keyBound: number | null = null
  if (!force && bandShaped(q, source, walkFirst)) {
    const first = await firstPage(tx, q, source, settings)
    if (first.total <= SEARCH_COUNT_CAP) return first
    matches = first.total
    keyBound = first.kthKey
  } else [, matches] = await Promise.all([settings, countMatches(tx, q, source, walkFirst)])
  const total = Math.min(matches, SEARCH_COUNT_CAP)
  const rows = Math.min(q.limit, total - (q.page - 1) * q.limit)
  if (rows <= 0) return { rows: [], total, totalIsLowerBound: matches > SEARCH_COUNT_CAP }
  const plan = force ?? choosePlan(q, source, matches)
  const pageSettings = plan === 'sort-all' ? null : planSettings(tx, plan)
  const desc = sortsDescending(effectiveSort(q, source)) ? tx`desc` : tx``
  const [, page] = await Promise.all([
    pageSettings,
    tx<CardRow[]>`
    with page as (${pageStatement(tx, q, source, plan, rows, walkFirst, keyBound)})
    ${cardSelect(tx)}
    order by page.sort_key ${desc}, page.id`,
  ])
  return { rows: page, total, totalIsLowerBound: matches > SEARCH_COUNT_CAP }
}

/**
 * A band-shaped search (bandMatches) in one statement: its matches, up to the cap and one more,
 * found once; their count; and when they are at most the cap, the page of them (the sort-all plan)
 * with the cards. Past the cap the caller walks an index for the page (`total` is then cap + 1);
 * for the score and price sorts it also gets `kthKey`, the k-th sort key in order among the
 * matches found (k = the rows up to the page's end): at least k matches reach it, so no row of the
 * page lies beyond it, and the walks stop there (pageStatement). Counting first and finding the
 * page in a second statement read the circle's index entries twice.
 */
async function firstPage(
  tx: Tx,
  q: SearchQuery,
  source: SearchSource,
  settings: Promise<unknown>,
): Promise<SearchPage & { kthKey: number | null }> {
  const desc = sortsDescending(effectiveSort(q, source)) ? tx`desc` : tx``
  const kth =
    effectiveSort(q, source) !== 'distance'
      ? tx`(select m.sort_key from m where (select n from total) > ${SEARCH_COUNT_CAP}
            order by m.sort_key ${desc}, m.id limit 1 offset ${q.page * q.limit - 1})`
      : tx`null::float8`
  const [, rows] = await Promise.all([
    settings,
    tx<(CardRow & { n: number; kth: number | null; id: number | null })[]>`
      with m as materialized (${bandMatches(tx, q, source, SEARCH_COUNT_CAP + 1)}),
      total as (select count(*)::int as n from m),
      page as (
        select m.id, m.distance_m, m.sort_key from m where (select n from total) <= ${SEARCH_COUNT_CAP}
        order by m.sort_key ${desc}, m.id limit ${q.limit} offset ${(q.page - 1) * q.limit}
      )
      select total.n, ${kth} as kth, k.* from total left join (${cardSelect(tx, { sortKey: true })}) k on true
      order by k.sort_key ${desc}, k.id`,
  ])
  const { n: total, kth: kthKey } = rows[0]
  return { rows: rows.filter((r) => r.id !== null), total, totalIsLowerBound: false, kthKey }
}

/**
 * The plans of a search's two statements (the plan test reads them): the count, then the page, by
 * the plan the count calls for or the one given (so a test can see every plan on a small table),
 * with the sort key's bound from the count's scan when given (firstPage's `kthKey`).
 */
export async function explainSearch(
  tx: Tx,
  q: SearchQuery,
  point: GeoPoint | null,
  force?: PagePlan,
  now: Date = new Date(),
  keyBound: number | null = null,
) {
  const source = searchSource(tx, point, now)
  const walkFirst = await radiusFirst(tx, q, source)
  await planSettings(tx, 'sort-all', { radiusFirst: walkFirst })
  const matches = await countMatches(tx, q, source, walkFirst)
  const plan = force ?? choosePlan(q, source, matches)
  const [count] = await tx<
    { 'QUERY PLAN': unknown }[]
  >`explain (format json) ${countStatement(tx, q, source, walkFirst)}`
  if (plan !== 'sort-all') await planSettings(tx, plan)
  const [page] = await tx<
    { 'QUERY PLAN': unknown }[]
  >`explain (format json) ${pageStatement(tx, q, source, plan, q.limit, walkFirst, keyBound)}`
  return { plan, matches, count: count['QUERY PLAN'], page: page['QUERY PLAN'] }
}
