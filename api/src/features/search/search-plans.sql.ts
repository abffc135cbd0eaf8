import { SEARCH_COUNT_CAP, type SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import type { Fragment, Tx } from '../../db/client.ts'
import { distancePenalty, recommendedScore } from './ranking.ts'
import { cellDistanceBound, circleBands, circleCells } from './search-cells.ts'
import { conditions, METRES_PER_MILE, plainWords, type SearchSource } from './search-source.ts'

// How a page of search results is found (ADR 007: every page exact, the count capped). The plan
// is chosen here, from the capped count, not left to the planner's estimate of how many rows a
// radius and filters keep (known to go wrong for ORDER BY + LIMIT with a selective filter):
//   few matches (<= 1,000): the radius scan (GiST, GIN for text) and a sort of every match;
//   many matches: `distance` walks the GiST index nearest first (KNN); `price-*` walk, in each
//   half-degree cell the circle touches, that cell's price index in order (the radius tested per
//   row), and merge; `recommended` takes the exact top k in two steps, the first one per cell too.
//   Without a point the walks follow the nationwide price and score indexes.

/**
 * The matches, counted up to SEARCH_COUNT_CAP + 1 (so "more than the cap" is known). A band-shaped
 * search (bandShaped) counts bandMatches: index entries of the circle's key ranges. Any other
 * search counts through the radius (GiST, with GIN for rare text) or, without a point, the whole
 * table.
 */
export function countStatement(tx: Tx, q: SearchQuery, source: SearchSource, commonText = false) {
  const cap = SEARCH_COUNT_CAP + 1
  if (bandShaped(q, source, commonText))
    return tx`select count(*)::int as n from (${bandMatches(tx, q, source, cap)}) m`
  return tx`select count(*)::int as n from (
      select 1 from ${source.table} where ${conditions(tx, q, source, 'indexed', { priceWalk: false })}
      limit ${cap}
    ) m`
}

/**
 * Whether the count (and a sort-all page) reads the count index alone: a search around a point,
 * without free text or with common plain words (ADR 007, 2026-11-27 late: the words are tested on
 * the entries' lexeme ids and "available today" on their next open day, migrations 20261127000400
 * and 20261127000500). Rare words keep the GIN index of the document (their matches are few, where
 * the circle's entries are many), and so do texts the ids cannot say (plainWords).
 */
export const bandShaped = (q: SearchQuery, source: SearchSource, commonText: boolean) =>
  Boolean(source.point && (!q.service || (commonText && plainWords(q.service))))

export async function countMatches(tx: Tx, q: SearchQuery, source: SearchSource, commonText = false): Promise<number> {
  const [row] = await tx<{ n: number }[]>`${countStatement(tx, q, source, commonText)}`
  return row.n
}

export type PagePlan = 'sort-all' | 'knn' | 'walk-price' | 'top-k-score'

/**
 * Free text that at least this share of listed stylists matches is "common". Common plain words
 * are then tested on the count index's entries (their lexeme ids, bandShaped), and other common
 * text by a walk of the radius index testing the document per row (planSettings' radiusFirst);
 * either stops at the cap, where the planner would intersect the radius with a GIN bitmap of every
 * match in the country (246,070 rows for "balayage" at 1M: 60-90 ms). A rare word ("jessica",
 * 0.9%) is the other way round: its bitmap is small (2-6 ms) and a walk would read the whole circle
 * to find few matches (up to 178 ms). Measured at 1M, ADR 007.
 */
export const COMMON_TEXT_SHARE = 0.01

const textShares = new Map<string, { share: number; at: number }>()
const TEXT_SHARE_TTL_MS = 600_000

/**
 * The share of listed stylists whose search document matches the text, as the planner estimates
 * it from the document column's statistics (no rows read), remembered per text for ten minutes.
 */
export async function textShare(tx: Tx, text: string): Promise<number> {
  const key = text.trim().toLowerCase()
  const known = textShares.get(key)
  if (known && Date.now() - known.at < TEXT_SHARE_TTL_MS) return known.share
  const [{ query }] = await tx<{ query: string }[]>`select public.search_text_query(${text})::text as query`
  const rows = async (where: Fragment) => {
    const [row] = await tx<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>`
      explain (format json) select 1 from public.listed_stylist_search s where ${where}`
    return row['QUERY PLAN'][0].Plan['Plan Rows']
  }
  // Fewer listed stylists than the cap: both plans read little, and the planner's estimates of a
  // near-empty view are floored at one row, so no share is worked out (the bitmap plan, as before).
  const listed = await rows(tx`true`)
  const share = listed > SEARCH_COUNT_CAP ? (await rows(tx`s.search_document @@ ${query}::tsquery`)) / listed : 0
  if (textShares.size >= 1000) textShares.clear()
  textShares.set(key, { share, at: Date.now() })
  return share
}

/** Whether the search's count (and a sort-all page) should walk the radius index: common words. */
export async function radiusFirst(tx: Tx, q: SearchQuery, source: SearchSource): Promise<boolean> {
  return Boolean(q.service && source.point) && (await textShare(tx, q.service!)) >= COMMON_TEXT_SHARE
}

/** The sort a search gets: `distance` without a point falls back to `recommended` (ADR 006). */
export function effectiveSort(q: SearchQuery, source: SearchSource) {
  return q.sort === 'distance' && !source.point ? 'recommended' : q.sort
}

/** Whether the page's `sort_key` runs high to low (ties always by id, low to high). */
export const sortsDescending = (sort: SearchQuery['sort']) => sort === 'recommended' || sort === 'price-high'

export function choosePlan(q: SearchQuery, source: SearchSource, matches: number): PagePlan {
  if (matches <= SEARCH_COUNT_CAP) return 'sort-all'
  const sort = effectiveSort(q, source)
  if (sort === 'distance') return 'knn'
  return sort === 'price-low' || sort === 'price-high' ? 'walk-price' : 'top-k-score'
}

/**
 * The statement that selects one page's ids (`id`, `distance_m`, `sort_key`) in order, as a
 * fragment the caller wraps (for the card columns, or EXPLAIN). `rows` is the page size, cut at
 * the cap so pages never reach past the first SEARCH_COUNT_CAP matches.
 */
export function pageStatement(
  tx: Tx,
  q: SearchQuery,
  source: SearchSource,
  plan: PagePlan,
  rows: number,
  commonText = false,
  keyBound: number | null = null,
) {
  const offset = (q.page - 1) * q.limit
  const distance = source.point ? source.point.distance : tx`null::float8`
  const score = recommendedScore(tx, tx`d.distance_m`)
  const price = tx`s.starting_price_cents`
  const from = tx`from ${source.table} cross join lateral (select ${distance} as distance_m) d`
  const select = (key: Fragment) => tx`select s.id, d.distance_m, (${key})::float8 as sort_key ${from}`
  const indexed = conditions(tx, q, source, 'indexed')
  switch (plan) {
    case 'knn': {
      // The GiST index yields rows nearest first (KNN, ordered by PostGIS's sphere distance), but
      // cannot break ties by id on its own. So, exact in two steps: the k nearest (k = offset +
      // rows) give D, the k-th distance; every row of the page lies within D, and the rows within
      // D (about k, ties included; found through the index with a hair of margin) are sorted by
      // distance, then id. `sort_key` is that distance, so the page keeps the order.
      const g = source.point!.geography
      return tx`with nearest as (
          select s.location <-> ${g} as dist from ${source.table} where ${indexed}
          order by s.location <-> ${g} limit ${offset + rows}
        ), bound as (select max(dist) as d from nearest)
        ${select(tx`s.location <-> ${g}`)} where ${indexed}
          and s.location && _st_expand(${g}, (select d from bound) * (1 + 1e-9) + 0.001)
          and s.location <-> ${g} <= (select d from bound)
        order by sort_key, s.id limit ${rows} offset ${offset}`
    }
    case 'walk-price': {
      // The radius as a per-row test, so the only index that serves the statement is a price
      // index, walked in order until the page is full: per cell of the circle, then merged.
      const high = effectiveSort(q, source) === 'price-high'
      const desc = high ? tx`desc` : tx``
      const perRow = conditions(tx, q, source, 'per-row', { words: 'lexemes' })
      if (!source.point)
        return tx`${select(price)} where ${perRow} order by ${price} ${desc}, s.id limit ${rows} offset ${offset}`
      // With `keyBound` (a price at least k matches reach, from the count's scan: firstPage), a
      // cell's walk also stops at that price: a cell the circle barely touches no longer walks on
      // until k of its rows fall inside the circle.
      const bound = keyBound === null ? tx`` : tx`and ${price} ${high ? tx`>=` : tx`<=`} ${Math.round(keyBound)}::int`
      return tx`select x.id, x.distance_m, x.sort_key from ${cellsOf(tx, q, source)} cross join lateral (
          ${select(price)} where s.cell = c.cell ${bound} and ${perRow} order by ${price} ${desc}, s.id limit ${offset + rows}
        ) x
        order by x.sort_key ${desc}, x.id limit ${rows} offset ${offset}`
    }
    case 'top-k-score': {
      // Exact top k (k = offset + rows) in two steps. The full score is the static score minus a
      // distance penalty in [0, 0.5) that grows with the distance. Step 1 finds L, a full score
      // that at least k matching rows reach (so L is at most the true k-th best). Step 2 ranks only
      // the rows that can reach L: static >= L + the smallest penalty their place allows.
      const k = offset + rows
      const perRow = conditions(tx, q, source, 'per-row', { words: 'lexemes' })
      const byStatic = tx`order by s.recommended_score desc, s.id limit ${k}`
      if (!source.point) {
        // Nationwide (no penalty): the k best by static score, walked in index order, are the page.
        return tx`with top_static as (select ${score} as full_score ${from} where ${perRow} ${byStatic})
          ${select(score)} where ${indexed} and s.recommended_score >= (select min(full_score) from top_static)
          order by sort_key desc, s.id limit ${rows} offset ${offset}`
      }
      // Per cell of the circle: its k best by static score (step 1: L is the k-th best full score
      // among them all), then its rows with static >= L + the penalty at the cell's nearest point
      // to the centre (step 2; a lower bound of every row's penalty there, less a hair for float
      // rounding), read from the cell's score index (its order, not needed here, keeps the planner
      // on that index where cost estimates tie, as on a small table).
      // With `keyBound` (a full score at least k matches reach, from the count's scan: firstPage),
      // step 1 is already done.
      const cells = circleCells(source.point.at, q.distance * METRES_PER_MILE)
      const floors = cells.map((cell) => distancePenalty(cellDistanceBound(source.point!.at, cell)) - 1e-9)
      const bound =
        keyBound === null
          ? tx`candidates as (
          select x.full_score from unnest(${cells}::int[]) as c(cell) cross join lateral (
            select ${score} as full_score ${from} where s.cell = c.cell and ${perRow} ${byStatic}
          ) x
        ), bound as (
          select coalesce((select full_score from candidates order by full_score desc limit 1 offset ${k - 1}), '-infinity'::float8) as l
        )`
          : tx`bound as (select ${keyBound}::float8 as l)`
      return tx`with ${bound}
        select x.id, x.distance_m, x.sort_key from unnest(${cells}::int[], ${floors}::float8[]) as c(cell, floor)
        cross join lateral (
          ${select(score)} where s.cell = c.cell and s.recommended_score >= (select l from bound) + c.floor and ${perRow}
          order by s.recommended_score desc
        ) x
        order by x.sort_key desc, x.id limit ${rows} offset ${offset}`
    }
    default: {
      const key = sortKey(tx, q, source)
      const desc = sortsDescending(effectiveSort(q, source)) ? tx`desc` : tx``
      if (bandShaped(q, source, commonText))
        return tx`select x.id, x.distance_m, x.sort_key from (${bandMatches(tx, q, source)}) x
          order by x.sort_key ${desc}, x.id limit ${rows} offset ${offset}`
      return tx`${select(key)} where ${indexed} order by sort_key ${desc}, s.id limit ${rows} offset ${offset}`
    }
  }
}

/**
 * The sort key of the search's sort, over `s` and `d.distance_m`. The distance sort orders by the
 * same distance as the KNN plan (PostGIS's sphere), so the order never depends on which plan the
 * count chose.
 */
function sortKey(tx: Tx, q: SearchQuery, source: SearchSource): Fragment {
  const sort = effectiveSort(q, source)
  if (sort === 'price-low' || sort === 'price-high') return tx`s.starting_price_cents`
  if (sort === 'distance') return tx`s.location <-> ${source.point!.geography}`
  return recommendedScore(tx, tx`d.distance_m`)
}

/**
 * Every match of a band-shaped search (`id`, `distance_m`, `sort_key`), at most `cap` of them:
 * an index-only scan of the count index over the circle's key ranges (migrations 20261126004000,
 * 20261127000200, 20261127000400 and 20261127000500: the radius, the listing rule, the filters,
 * the words' lexeme ids, the next open day and the sort keys are on the index entries). The price sorts' tier span is left out: with a
 * radius the planner ANDed a bitmap of every stylist in the span's prices (580,355 rows at 1M). The
 * per-band LIMIT keeps each band a separate index scan (a lateral subquery with a LIMIT is not
 * flattened into a join the planner could answer otherwise).
 */
export function bandMatches(tx: Tx, q: SearchQuery, source: SearchSource, cap?: number) {
  const limit = cap === undefined ? tx`` : tx`limit ${cap}`
  return tx`select x.id, x.distance_m, x.sort_key from ${bandsOf(tx, q, source)} cross join lateral (
      select s.id, d.distance_m, (${sortKey(tx, q, source)})::float8 as sort_key
      from ${source.table} cross join lateral (select ${source.point!.distance} as distance_m) d
      where s.band = b.band and s.lng >= b.west and s.lng <= b.east
        and ${conditions(tx, q, source, 'per-row', { priceWalk: false, words: 'lexemes' })}
      ${limit}
    ) x
    ${limit}`
}

/** The count index's key ranges covering the circle (search-cells.ts), as the row source `b(band, west, east)`. */
function bandsOf(tx: Tx, q: SearchQuery, source: SearchSource) {
  const ranges = circleBands(source.point!.at, q.distance * METRES_PER_MILE)
  return tx`unnest(${ranges.map((r) => r.band)}::int[], ${ranges.map((r) => r.west)}::float8[],
                   ${ranges.map((r) => r.east)}::float8[]) as b(band, west, east)`
}

/** The cells the search circle touches (search-cells.ts), as the row source `c(cell)`. */
function cellsOf(tx: Tx, q: SearchQuery, source: SearchSource) {
  return tx`unnest(${circleCells(source.point!.at, q.distance * METRES_PER_MILE)}::int[]) as c(cell)`
}

/**
 * Planner settings for the statement of the plan: walks take the sort index (a sequential or
 * bitmap scan and a sort of every candidate is what they avoid; KNN also refuses a full sort, while
 * the incremental sort by id over its order stays allowed), and JIT compilation is off for every search (it
 * compiled the wide searches on every call: 23 -> 37 req/s at 1M when switched off; a search is
 * now short, so compiling never pays).
 *
 * Plans: a statement whose shape fixes its plan (the walks, KNN, the per-band index-only count:
 * `fixedShape`) keeps the generic plan PostgreSQL makes of it after five runs on a connection, so
 * it is no longer planned on every search (0.7 ms for a page, 0.2 for a count, at 100k). Any other
 * statement is planned for its own values (force_custom_plan): after five runs postgres.js's
 * prepared radius count once switched to a generic plan that walked a price index across the
 * country (at 1M, 60-78 ms where its own plan took 9-14).
 */
export async function planSettings(
  tx: Tx,
  plan: PagePlan,
  { radiusFirst = false, fixedShape = plan !== 'sort-all' }: { radiusFirst?: boolean; fixedShape?: boolean } = {},
) {
  const walk = plan !== 'sort-all' || radiusFirst
  const cache = fixedShape ? 'force_generic_plan' : 'force_custom_plan'
  await tx`select set_config('jit', 'off', true), set_config('plan_cache_mode', ${cache}, true)${walk ? tx`, set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)` : tx``}${
    plan === 'knn' ? tx`, set_config('enable_sort', 'off', true)` : tx``
  }`
}
