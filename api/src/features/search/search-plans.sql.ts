import { SEARCH_COUNT_CAP, type SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import type { Fragment, Tx } from '../../db/client.ts'
import { recommendedScore } from './ranking.ts'
import { conditions, type SearchSource } from './search-source.ts'

// How a page of search results is found (ADR 007: every page exact, the count capped). The plan
// is chosen here, from the capped count, not left to the planner's estimate of how many rows a
// radius and filters keep (known to go wrong for ORDER BY + LIMIT with a selective filter):
//   few matches (<= 1,000): the radius scan (GiST, GIN for text) and a sort of every match;
//   many matches: `distance` walks the GiST index nearest first (KNN); `price-*` walk the price
//   index in order and test the radius per row; `recommended` takes the exact top k in two steps.

/** The matches, counted up to SEARCH_COUNT_CAP + 1 (so "more than the cap" is known). */
export function countStatement(tx: Tx, q: SearchQuery, source: SearchSource) {
  return tx`select count(*)::int as n from (
      select 1 from ${source.table} where ${conditions(tx, q, source, 'indexed')} limit ${SEARCH_COUNT_CAP + 1}
    ) m`
}

export async function countMatches(tx: Tx, q: SearchQuery, source: SearchSource): Promise<number> {
  const [row] = await tx<{ n: number }[]>`${countStatement(tx, q, source)}`
  return row.n
}

export type PagePlan = 'sort-all' | 'knn' | 'walk-price' | 'top-k-score'

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
export function pageStatement(tx: Tx, q: SearchQuery, source: SearchSource, plan: PagePlan, rows: number) {
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
      // The radius as a per-row test, so the only index that serves the statement is the price
      // index, walked in order until the page is full.
      const desc = effectiveSort(q, source) === 'price-high' ? tx`desc` : tx``
      return tx`${select(price)} where ${conditions(tx, q, source, 'per-row')}
        order by ${price} ${desc}, s.id limit ${rows} offset ${offset}`
    }
    case 'top-k-score': {
      // Exact top k (k = offset + rows) in two steps: the full score is the static score minus a
      // distance penalty in [0, 0.5), so the k best by static score (walked in index order) have k
      // full scores; L, the lowest of them, is at most the true k-th best full score, and any row
      // that ranks in the top k has a static score >= its full score >= L. So only rows with a
      // static score >= L are ranked, through the radius scan.
      return tx`with top_static as (
          select ${score} as full_score ${from} where ${conditions(tx, q, source, 'per-row')}
          order by s.recommended_score desc, s.id limit ${offset + rows}
        )
        ${select(score)} where ${indexed} and s.recommended_score >= (select min(full_score) from top_static)
        order by sort_key desc, s.id limit ${rows} offset ${offset}`
    }
    default: {
      const sort = effectiveSort(q, source)
      // The distance sort orders by the same distance as the KNN plan (PostGIS's sphere), so the
      // order never depends on which plan the count chose.
      const key =
        sort === 'price-low' || sort === 'price-high'
          ? price
          : sort === 'distance'
            ? tx`s.location <-> ${source.point!.geography}`
            : score
      const desc = sortsDescending(sort) ? tx`desc` : tx``
      return tx`${select(key)} where ${indexed} order by sort_key ${desc}, s.id limit ${rows} offset ${offset}`
    }
  }
}

/**
 * Planner settings for the statement of the plan: walks take the sort index (a sequential or
 * bitmap scan and a sort of every candidate is what they avoid; KNN also refuses a full sort, while
 * the incremental sort by id over its order stays allowed), and JIT compilation is off for every search (it
 * compiled the wide searches on every call: 23 -> 37 req/s at 1M when switched off; a search is
 * now short, so compiling never pays).
 */
export async function planSettings(tx: Tx, plan: PagePlan) {
  const walk = plan !== 'sort-all'
  await tx`select set_config('jit', 'off', true)${walk ? tx`, set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)` : tx``}${
    plan === 'knn' ? tx`, set_config('enable_sort', 'off', true)` : tx``
  }`
}
