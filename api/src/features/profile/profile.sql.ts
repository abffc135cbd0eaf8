import { REVIEW_PAGE_SIZE } from '@marketplace/domain/contract/reviews.ts'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { centsToDollars } from '@marketplace/domain/money.ts'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import type { Tx } from '../../db/client.ts'
import type { Narrow, Row } from '../../db/rows.ts'
import { reviewListJson, toPublicReview, toReviewPage, type ReviewJson } from '../reviews/review-view.ts'

/** The stylist's own columns, then what profileColumns computes (the point, the lists as JSON). */
export type ProfileRow = Narrow<
  Pick<
    Row<'stylists'>,
    | 'id'
    | 'stylist_name'
    | 'salon_name'
    | 'bio'
    | 'address'
    | 'city'
    | 'state'
    | 'zip_code'
    | 'phone'
    | 'website'
    | 'instagram'
    | 'facebook'
    | 'starting_price_cents'
    | 'price_range'
    | 'gender'
    | 'home_visits'
    | 'product_brands'
    | 'profile_image_url'
    | 'verification_status'
    | 'verified_at'
    | 'review_count'
    | 'time_zone'
  >,
  {
    id: number | bigint
    price_range: StylistProfile['priceRange']
    verification_status: StylistProfile['verificationStatus']
    verified_at: Date | null
  }
> & {
  latitude: number
  longitude: number
  rating: number | null
  rating_counts: number[]
  specialties: Pick<Row<'specialties'>, 'id' | 'name'>[]
  services: (Pick<Row<'services'>, 'id' | 'name' | 'description' | 'price_cents'> & {
    duration: number
    active: number | null
    processing: number | null
    finishing: number | null
  })[]
  portfolio: { id: number; imageUrl: string; caption: string | null; tags: string[] | null }[]
  reviews: ReviewJson[]
  hours: { dayOfWeek: number; opensAt: string; closesAt: string }[]
}

/**
 * The public profile of a stylist, or null when there is none the caller may see. Runs under the
 * caller's role: row-level security hides unlisted stylists and everything that hangs off them
 * (and hidden reviews). Only public columns are selected (never the email, license or
 * verification notes). The first page of reviews comes along, so the page needs no second trip.
 */
export async function findStylistProfile(tx: Tx, id: number): Promise<StylistProfile | null> {
  const [row] = await tx<ProfileRow[]>`
    select ${profileColumns(tx, REVIEW_PAGE_SIZE + 1)}
    from public.stylists s
    where s.id = ${id}`
  return row ? toProfile(row) : null
}

/**
 * The select list of a profile (stylists as `s`) with its specialties, services, portfolio, newest
 * reviews (all when `reviewLimit` is null) and working hours: the public profile and the owner's
 * dashboard read the same shape. Only public columns; callers add private ones themselves.
 */
export function profileColumns(tx: Tx, reviewLimit: number | null) {
  return tx`
    s.id, s.stylist_name, s.salon_name, s.bio, s.address, s.city, s.state, s.zip_code,
      extensions.st_y(s.location::extensions.geometry) as latitude,
      extensions.st_x(s.location::extensions.geometry) as longitude,
      s.phone, s.website, s.instagram, s.facebook, s.starting_price_cents, s.price_range, s.gender,
      s.home_visits, s.product_brands, s.profile_image_url, s.verification_status,
      s.verified_at, s.rating_average::float8 as rating, s.review_count, s.time_zone,
      (select array[count(*) filter (where rv.rating = 1), count(*) filter (where rv.rating = 2),
                    count(*) filter (where rv.rating = 3), count(*) filter (where rv.rating = 4),
                    count(*) filter (where rv.rating = 5)]::int[]
         from public.reviews rv where rv.stylist_id = s.id) as rating_counts,
      coalesce((
        select json_agg(json_build_object('id', sp.id, 'name', sp.name) order by sp.name)
        from public.stylist_specialties ss join public.specialties sp on sp.id = ss.specialty_id
        where ss.stylist_id = s.id), '[]') as specialties,
      coalesce((
        select json_agg(json_build_object('id', sv.id, 'name', sv.name, 'description', sv.description,
          'price_cents', sv.price_cents, 'duration', sv.duration_minutes, 'active', sv.active_minutes,
          'processing', sv.processing_minutes, 'finishing', sv.finishing_minutes) order by sv.price_cents, sv.id)
        from public.services sv where sv.stylist_id = s.id), '[]') as services,
      coalesce((
        select json_agg(json_build_object('id', p.id, 'imageUrl', p.image_url, 'caption', p.caption, 'tags', p.tags)
          order by p.position, p.id)
        from public.portfolio_items p where p.stylist_id = s.id), '[]') as portfolio,
      ${reviewListJson(tx, tx`s.id`, reviewLimit)} as reviews,
      coalesce((
        select json_agg(json_build_object('dayOfWeek', h.day_of_week, 'opensAt', to_char(h.opens_at, 'HH24:MI'),
          'closesAt', to_char(h.closes_at, 'HH24:MI')) order by h.day_of_week, h.opens_at)
        from public.working_hours h where h.stylist_id = s.id), '[]') as hours`
}

/** The profile's shape; `pagedReviews`: the reviews were read one more than a page (the public profile). */
export function toProfile(row: ProfileRow, pagedReviews = true): StylistProfile {
  const reviews = pagedReviews
    ? toReviewPage(row.reviews)
    : { reviews: row.reviews.map(toPublicReview), nextCursor: null }
  return {
    id: Number(row.id),
    slug: stylistSlug({ stylistName: row.stylist_name, salonName: row.salon_name, city: row.city, state: row.state }),
    stylistName: row.stylist_name,
    salonName: row.salon_name,
    bio: row.bio,
    address: row.address,
    // The spec's `location` is a copy of the address (the point is in latitude/longitude).
    location: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    website: row.website,
    instagram: row.instagram,
    facebook: row.facebook,
    startingPrice: centsToDollars(row.starting_price_cents),
    priceRange: row.price_range,
    gender: row.gender,
    homeVisits: row.home_visits,
    productBrands: row.product_brands,
    profileImageUrl: row.profile_image_url,
    verificationStatus: row.verification_status,
    verifiedAt: row.verification_status === 'approved' && row.verified_at ? row.verified_at.toISOString() : null,
    rating: row.rating,
    reviewCount: row.review_count,
    ratingCounts: row.rating_counts,
    specialties: row.specialties.map((s) => ({ id: Number(s.id), name: s.name })),
    services: row.services.map((s) => ({
      id: Number(s.id),
      name: s.name,
      description: s.description,
      price: centsToDollars(s.price_cents),
      duration: s.duration,
      activeMinutes: s.active,
      processingMinutes: s.processing,
      finishingMinutes: s.finishing,
    })),
    portfolioItems: row.portfolio.map((p) => ({
      id: Number(p.id),
      imageUrl: p.imageUrl,
      caption: p.caption,
      tags: p.tags ?? [],
    })),
    reviews: reviews.reviews,
    reviewsNextCursor: reviews.nextCursor,
    workingHours: row.hours,
    timeZone: row.time_zone,
  }
}

/** Records a profile view (anonymous: the insert-only policy allows it, nothing is read back). */
export async function insertProfileView(tx: Tx, stylistId: number): Promise<void> {
  await tx`insert into public.analytics_events (event_type, stylist_id) values ('profile_view', ${stylistId})`
}
