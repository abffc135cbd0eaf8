import { z } from 'zod'
import { publicReviewSchema } from './reviews.ts'
import { productBrandCodes } from '../catalogue/brands.ts'
import { serviceCodes } from '../catalogue/services.ts'
import { specialtyCodes } from '../catalogue/specialties.ts'
import { priceTiers } from '../money.ts'
import {
  DEFAULT_DISTANCE_MILES,
  SEARCH_COUNT_CAP,
  SEARCH_MAX_LIMIT,
  SEARCH_PAGE_SIZE,
  genderFilters,
  searchSorts,
} from './search-options.ts'

// The public search and profile contract (spec sections 3, 5 and 7). Prices cross the API in
// dollars (numbers, e.g. 45 or 12.5); the database keeps cents (ADR 003).

/** A repeated query parameter: `?a=x&a=y` arrives as an array, `?a=x` as a string. */
const repeated = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z.array(item).max(max).optional(),
  )

/** 'true'/'false' (and absent) as a boolean filter; anything else is a 400. */
const flag = z
  .preprocess((v) => (v === undefined || v === '' ? undefined : v), z.enum(['true', 'false']).optional())
  .transform((v) => v === 'true')

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional())

export {
  DEFAULT_DISTANCE_MILES,
  SEARCH_COUNT_CAP,
  SEARCH_MAX_LIMIT,
  SEARCH_PAGE_SIZE,
  genderFilters,
  searchSorts,
  type SearchSort,
} from './search-options.ts'

/** GET /api/stylists/search query. */
export const searchQuerySchema = z
  .object({
    location: optionalText(200),
    service: optionalText(200),
    specialty: z.preprocess((v) => (v === '' ? undefined : v), z.enum(specialtyCodes).optional()),
    priceRange: repeated(z.enum(priceTiers as ['$', '$$', '$$$', '$$$$']), 4),
    services: repeated(z.enum(serviceCodes as [string, ...string[]]), 20),
    rating: z.coerce.number().min(0).max(5).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_PAGE_SIZE),
    sort: z.enum(searchSorts).default('recommended'),
    distance: z.coerce.number().min(0).max(50).default(DEFAULT_DISTANCE_MILES),
    gender: z.preprocess((v) => (v === '' || v === 'any' ? undefined : v), z.enum(genderFilters).optional()),
    availableToday: flag,
    homeVisits: flag,
    productBrands: repeated(z.enum(productBrandCodes as [string, ...string[]]), 9),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lng'],
  })
  // Pages reach the first SEARCH_COUNT_CAP matches (ADR 007): a page starting past them is a 400,
  // never a query that would walk tens of thousands of rows to skip them.
  .refine((q) => (q.page - 1) * q.limit < SEARCH_COUNT_CAP, {
    message: `Pages reach the first ${SEARCH_COUNT_CAP.toLocaleString('en-US')} matches: narrow the search to see more`,
    path: ['page'],
  })
export type SearchQuery = z.infer<typeof searchQuerySchema>

/** A stylist card (search results, featured, directory city page). */
export const stylistCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  stylistName: z.string(),
  salonName: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  profileImageUrl: z.string().nullable(),
  priceRange: z.enum(['$', '$$', '$$$', '$$$$']),
  startingPrice: z.number(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  verified: z.boolean(),
  /** Real distance from the searched point, in miles (one decimal); null without a point. */
  distanceMiles: z.number().nullable(),
  portfolioItems: z.array(z.object({ imageUrl: z.string() })),
  /** Up to 3 featured services (cheapest first). */
  services: z.array(z.object({ name: z.string(), price: z.number() })),
  /** IANA zone of the stylist's hours, e.g. America/Chicago: "Next available" is shown in it. */
  timeZone: z.string(),
  /**
   * The earliest open slot of the stylist's shortest service (ISO instant), still open at the next
   * refresh (ADR 015); null when the stylist does not book online or has no open slot.
   */
  nextAvailableAt: z.string().nullable(),
  /** The stylist's point: the results map's pin. */
  latitude: z.number(),
  longitude: z.number(),
  /** The weekly hours ('HH:MM', in timeZone): "Open now · until 7 PM" is worked out where shown. */
  workingHours: z.array(z.object({ dayOfWeek: z.number(), opensAt: z.string(), closesAt: z.string() })),
  /** The start of the newest visible review's comment (one line on the card); null without reviews. */
  reviewQuote: z.string().nullable(),
})
export type StylistCard = z.infer<typeof stylistCardSchema>

export const searchResponseSchema = z.object({
  stylists: z.array(stylistCardSchema),
  /** Exact up to SEARCH_COUNT_CAP; at the cap with totalIsLowerBound, "1,000 or more". */
  total: z.number(),
  /** True when more than SEARCH_COUNT_CAP stylists match (total is then SEARCH_COUNT_CAP). */
  totalIsLowerBound: z.boolean(),
  page: z.number(),
  limit: z.number(),
  /** The place searched around, when there was one (typed and geocoded, or picked). */
  searchedLocation: z.object({ name: z.string(), lat: z.number(), lng: z.number() }).nullable(),
  /** Why the result is empty when it is not the filters' doing (e.g. an unknown place). */
  message: z.string().nullable(),
})
export type SearchResponse = z.infer<typeof searchResponseSchema>

/** GET /api/stylists/:id: the public profile (no email, license number or other private fields). */
export const stylistProfileSchema = z.object({
  id: z.number(),
  slug: z.string(),
  stylistName: z.string(),
  salonName: z.string().nullable(),
  bio: z.string(),
  address: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  startingPrice: z.number(),
  priceRange: z.enum(['$', '$$', '$$$', '$$$$']),
  gender: z.string(),
  homeVisits: z.boolean(),
  productBrands: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  verificationStatus: z.enum(['pending', 'approved', 'rejected']).nullable(),
  /** When the license was verified (ISO instant): set only while the status is approved. */
  verifiedAt: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  /** How many visible reviews give 1, 2, 3, 4 and 5 stars (index 0 is one star): the histogram. */
  ratingCounts: z.array(z.number()).length(5),
  specialties: z.array(z.object({ id: z.number(), name: z.string() })),
  services: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      description: z.string().nullable(),
      price: z.number(),
      duration: z.number(),
      /** With processing time (ADR 023): the active, processing and finishing minutes; else null. */
      activeMinutes: z.number().nullable().default(null),
      processingMinutes: z.number().nullable().default(null),
      finishingMinutes: z.number().nullable().default(null),
    }),
  ),
  portfolioItems: z.array(
    z.object({ id: z.number(), imageUrl: z.string(), caption: z.string().nullable(), tags: z.array(z.string()) }),
  ),
  /** The newest reviews (REVIEW_PAGE_SIZE); `reviewsNextCursor` fetches the rest from /api/stylists/:id/reviews. */
  reviews: z.array(publicReviewSchema),
  reviewsNextCursor: z.string().nullable(),
  workingHours: z.array(z.object({ dayOfWeek: z.number(), opensAt: z.string(), closesAt: z.string() })),
  timeZone: z.string(),
})
export type StylistProfile = z.infer<typeof stylistProfileSchema>

export const specialtySchema = z.object({ id: z.number(), code: z.string(), name: z.string() })
export const directoryStateSchema = z.object({ state: z.string(), count: z.number() })
export const directoryCitySchema = z.object({ city: z.string(), count: z.number() })

/** GET /api/places/autocomplete?q=: the embedded places service (Google Places' result shape). */
export const placeSuggestionSchema = z.object({
  name: z.string(),
  formatted_address: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  kind: z.enum(['city', 'zip']),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
})
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>
