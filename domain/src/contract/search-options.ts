// The search contract's constants, free of zod: the web's entry (route search validation, the home
// form) needs only these, so the contract's schemas load with the pages that parse responses.

export const searchSorts = ['recommended', 'distance', 'price-low', 'price-high'] as const
export type SearchSort = (typeof searchSorts)[number]
export const genderFilters = ['male', 'female', 'non-binary'] as const

export const SEARCH_PAGE_SIZE = 12
export const SEARCH_MAX_LIMIT = 50
export const DEFAULT_DISTANCE_MILES = 10
/**
 * Counts are exact up to this many matches, then "1,000+"; pages reach the first this-many
 * matches (ADR 007: every page exact, only the count capped).
 */
export const SEARCH_COUNT_CAP = 1000
