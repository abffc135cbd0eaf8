import { SEARCH_COUNT_CAP } from '@marketplace/domain/contract/search-options.ts'

/**
 * The results heading: the exact count ("12 stylists in Austin, TX"), or, when more than
 * SEARCH_COUNT_CAP match and the API counted only that far (ADR 007), "1,000+ stylists near
 * Brooklyn, NY".
 */
export function resultsHeading(
  data: { total: number; totalIsLowerBound: boolean } | undefined,
  location: string | undefined,
) {
  if (data?.totalIsLowerBound)
    return `${data.total.toLocaleString('en-US')}+ stylists${location ? ` near ${location}` : ''}`
  return `${data?.total ?? 0} stylists${location ? ` in ${location}` : ''}`
}

/** Pages reach the first SEARCH_COUNT_CAP matches (a page past them is refused by the API). */
export function reachablePages(total: number, limit: number) {
  return Math.max(1, Math.ceil(Math.min(total, SEARCH_COUNT_CAP) / limit))
}
