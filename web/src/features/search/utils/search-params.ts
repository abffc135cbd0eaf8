import { z } from 'zod'
import { productBrandCodes } from '@marketplace/domain/catalogue/brands.ts'
import { serviceCodes } from '@marketplace/domain/catalogue/services.ts'
import { specialtyCodes } from '@marketplace/domain/catalogue/specialties.ts'
import {
  DEFAULT_DISTANCE_MILES,
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  genderFilters,
  searchSorts,
} from '@marketplace/domain/contract/search-options.ts'
import { priceTiers, type PriceTier } from '@marketplace/domain/money.ts'

// The results page's address is its filter state. A bad value in a shared or hand-edited link is
// dropped (the page still works) rather than failing the route; defaults are kept out of the URL.

const text = z.string().trim().min(1).max(200).optional().catch(undefined)
const num = (min: number, max: number) => z.coerce.number().min(min).max(max).optional().catch(undefined)
const flag = z
  .preprocess((v) => (v === 'true' || v === true ? true : undefined), z.literal(true).optional())
  .catch(undefined)
const list = <T extends string>(allowed: readonly T[]) =>
  z
    .preprocess(
      (v) => {
        const items = (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(String)
        const kept = allowed.filter((a) => items.includes(a))
        return kept.length ? kept : undefined
      },
      z.array(z.custom<T>((v) => typeof v === 'string')).optional(),
    )
    .optional()
    .catch(undefined)

export const resultsSearchSchema = z
  .object({
    location: text,
    service: text,
    specialty: z.enum(specialtyCodes).optional().catch(undefined),
    priceRange: list<PriceTier>(priceTiers),
    services: list<string>(serviceCodes),
    rating: num(0, 5),
    page: z.coerce.number().int().min(2).max(1000).optional().catch(undefined),
    limit: z.coerce.number().int().min(1).max(50).optional().catch(undefined),
    sort: z.enum(searchSorts).exclude(['recommended']).optional().catch(undefined),
    distance: num(0, 50),
    gender: z.enum(genderFilters).optional().catch(undefined),
    availableToday: flag,
    homeVisits: flag,
    productBrands: list<string>(productBrandCodes),
    lat: num(-90, 90),
    lng: num(-180, 180),
    /** A phone shows the map instead of the list (a shared link opens the map too). */
    view: z.literal('map').optional().catch(undefined),
  })
  // Pages reach the first SEARCH_COUNT_CAP matches (ADR 007; the API refuses a page past them): a
  // URL asking for a later page shows the last reachable one.
  .transform((s) => {
    const last = Math.ceil(SEARCH_COUNT_CAP / (s.limit ?? SEARCH_PAGE_SIZE))
    return s.page !== undefined && s.page > last ? { ...s, page: last } : s
  })
export type ResultsSearch = z.infer<typeof resultsSearchSchema>

export const NEW_SEARCH_DISTANCE = 15

/** The API query for the page's state: repeated keys for lists, only what is set. */
export function toApiQuery(search: ResultsSearch): URLSearchParams {
  const q = new URLSearchParams()
  const hasPoint = search.lat !== undefined && search.lng !== undefined
  if (search.location) q.set('location', search.location)
  if (search.service) q.set('service', search.service)
  if (search.specialty) q.set('specialty', search.specialty)
  for (const tier of search.priceRange ?? []) q.append('priceRange', tier)
  for (const code of search.services ?? []) q.append('services', code)
  if (search.rating) q.set('rating', String(search.rating))
  q.set('page', String(search.page ?? 1))
  q.set('limit', String(search.limit ?? SEARCH_PAGE_SIZE))
  q.set('sort', search.sort ?? 'recommended')
  q.set('distance', String(search.distance ?? DEFAULT_DISTANCE_MILES))
  if (search.gender) q.set('gender', search.gender)
  if (search.availableToday) q.set('availableToday', 'true')
  if (search.homeVisits) q.set('homeVisits', 'true')
  for (const code of search.productBrands ?? []) q.append('productBrands', code)
  if (hasPoint) {
    q.set('lat', String(search.lat))
    q.set('lng', String(search.lng))
  }
  return q
}

/** The home page's form, sent by full page load (spec section 5: only non-default values). */
export interface HomeSearchForm {
  location: string
  lat?: number
  lng?: number
  services: string[]
  priceRange: PriceTier[]
  rating: number
  specialty?: string
  distance: number
  gender?: string
  availableToday: boolean
  homeVisits: boolean
}

export function homeSearchQuery(form: HomeSearchForm): string {
  const q = new URLSearchParams()
  if (form.location.trim()) q.set('location', form.location.trim())
  if (form.location.trim() && form.lat !== undefined && form.lng !== undefined) {
    q.set('lat', String(form.lat))
    q.set('lng', String(form.lng))
  }
  for (const code of form.services) q.append('services', code)
  if (form.priceRange.length < priceTiers.length) for (const tier of form.priceRange) q.append('priceRange', tier)
  if (form.rating > 0) q.set('rating', String(form.rating))
  if (form.specialty) q.set('specialty', form.specialty)
  if (form.distance !== DEFAULT_DISTANCE_MILES) q.set('distance', String(form.distance))
  if (form.gender) q.set('gender', form.gender)
  if (form.availableToday) q.set('availableToday', 'true')
  if (form.homeVisits) q.set('homeVisits', 'true')
  return q.toString()
}

/** 'Reset All Filters' in the sidebar (spec section 2). */
export function resetAllFilters(search: ResultsSearch): ResultsSearch {
  return {
    ...search,
    priceRange: undefined,
    rating: undefined,
    specialty: undefined,
    services: undefined,
    distance: undefined,
    gender: undefined,
    productBrands: undefined,
    page: undefined,
  }
}

/** 'Reset Filters' of the empty state: also forgets the place; page 1 and limit 9 (spec section 2). */
export function resetEmptyState(search: ResultsSearch): ResultsSearch {
  return {
    ...search,
    location: undefined,
    lat: undefined,
    lng: undefined,
    service: undefined,
    specialty: undefined,
    priceRange: undefined,
    rating: undefined,
    page: undefined,
    limit: 9,
  }
}

/** Up to 5 page numbers centred on the current page. */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  const count = Math.min(size, totalPages)
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - count + 1))
  return Array.from({ length: count }, (_, i) => start + i)
}
