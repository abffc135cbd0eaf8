import type { DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'
import type { PlanType } from '@marketplace/domain/contract/billing.ts'
import { centsToDollars } from '@marketplace/domain/money.ts'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import type { Tx } from '../../db/client.ts'

interface OwnProfileRow {
  id: number
  user_id: string
  email: string
  stylist_name: string
  salon_name: string | null
  bio: string
  address: string
  city: string
  state: string
  zip_code: string
  latitude: number
  longitude: number
  phone: string
  website: string | null
  instagram: string | null
  facebook: string | null
  starting_price_cents: number
  price_range: DashboardProfile['priceRange']
  gender: string
  license_number: string | null
  license_state: string | null
  home_visits: boolean
  product_brands: string[]
  profile_image_url: string | null
  verification_status: DashboardProfile['verificationStatus']
  rating: number | null
  review_count: number
  time_zone: string
  created_at: Date
  updated_at: Date
  specialties: { id: number; name: string }[]
  services: { id: number; name: string; description: string | null; price_cents: number; duration: number }[]
  portfolio: { id: number; imageUrl: string; caption: string | null; tags: string[] }[]
  reviews: { id: number; rating: number; comment: string; createdAt: string }[]
  hours: { dayOfWeek: number; opensAt: string; closesAt: string }[]
}

interface SubscriptionRow {
  plan: PlanType
  status: string
  current_period_end: Date
}

/**
 * The caller's own full profile, or null when they have none. Runs as the caller: the policies let
 * a stylist read their own row whether or not it is listed. Every review comes along (the owner's
 * view), newest first.
 */
export async function loadOwnProfile(tx: Tx, userId: string, now: Date): Promise<DashboardProfile | null> {
  const [row] = await tx<OwnProfileRow[]>`
    select s.id, s.user_id, s.email, s.stylist_name, s.salon_name, s.bio, s.address, s.city, s.state, s.zip_code,
      extensions.st_y(s.location::extensions.geometry) as latitude,
      extensions.st_x(s.location::extensions.geometry) as longitude,
      s.phone, s.website, s.instagram, s.facebook, s.starting_price_cents, s.price_range, s.gender,
      s.license_number, s.license_state, s.home_visits, s.product_brands, s.profile_image_url,
      s.verification_status, s.rating_average::float8 as rating, s.review_count, s.time_zone, s.created_at, s.updated_at,
      coalesce((
        select json_agg(json_build_object('id', sp.id, 'name', sp.name) order by sp.name)
        from public.stylist_specialties ss join public.specialties sp on sp.id = ss.specialty_id
        where ss.stylist_id = s.id), '[]') as specialties,
      coalesce((
        select json_agg(json_build_object('id', sv.id, 'name', sv.name, 'description', sv.description,
          'price_cents', sv.price_cents, 'duration', sv.duration_minutes) order by sv.price_cents, sv.id)
        from public.services sv where sv.stylist_id = s.id), '[]') as services,
      coalesce((
        select json_agg(json_build_object('id', p.id, 'imageUrl', p.image_url, 'caption', p.caption, 'tags', p.tags)
          order by p.position, p.id)
        from public.portfolio_items p where p.stylist_id = s.id), '[]') as portfolio,
      coalesce((
        select json_agg(json_build_object('id', r.id, 'rating', r.rating, 'comment', r.comment, 'createdAt', r.created_at)
          order by r.created_at desc, r.id desc)
        from public.reviews r where r.stylist_id = s.id), '[]') as reviews,
      coalesce((
        select json_agg(json_build_object('dayOfWeek', h.day_of_week, 'opensAt', to_char(h.opens_at, 'HH24:MI'),
          'closesAt', to_char(h.closes_at, 'HH24:MI')) order by h.day_of_week, h.opens_at)
        from public.working_hours h where h.stylist_id = s.id), '[]') as hours
    from public.stylists s
    where s.user_id = ${userId}`
  if (!row) return null
  // The subscription that makes the profile active if there is one, else the newest.
  const [subscription] = await tx<SubscriptionRow[]>`
    select plan, status, current_period_end from public.subscriptions
     where user_id = ${userId}
     order by (status in ('active', 'trialing') and current_period_end > ${now}) desc, created_at desc, id desc
     limit 1`
  return toDashboardProfile(row, subscription ?? null, now)
}

function toDashboardProfile(row: OwnProfileRow, subscription: SubscriptionRow | null, now: Date): DashboardProfile {
  return {
    id: row.id,
    slug: stylistSlug({ stylistName: row.stylist_name, salonName: row.salon_name, city: row.city, state: row.state }),
    userId: row.user_id,
    email: row.email,
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
    licenseNumber: row.license_number,
    licenseState: row.license_state,
    homeVisits: row.home_visits,
    productBrands: row.product_brands,
    profileImageUrl: row.profile_image_url,
    verificationStatus: row.verification_status,
    rating: row.rating,
    reviewCount: row.review_count,
    subscriptionActive: subscription !== null && isActive(subscription, now),
    subscriptionType: subscription?.plan ?? null,
    subscriptionExpiry: subscription ? subscription.current_period_end.toISOString() : null,
    specialties: row.specialties.map((s) => ({ id: Number(s.id), name: s.name })),
    services: row.services.map((s) => ({
      id: Number(s.id),
      name: s.name,
      description: s.description,
      price: centsToDollars(s.price_cents),
      duration: s.duration,
    })),
    portfolioItems: row.portfolio.map((p) => ({ id: Number(p.id), imageUrl: p.imageUrl, caption: p.caption, tags: p.tags ?? [] })),
    reviews: row.reviews.map((r) => ({ id: Number(r.id), rating: r.rating, comment: r.comment, createdAt: new Date(r.createdAt).toISOString() })),
    workingHours: row.hours,
    timeZone: row.time_zone,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

/** Active: paid up or trialing, and the period has not ended (never a flag the client sets). */
export function isActive(s: SubscriptionRow, now: Date): boolean {
  return (s.status === 'active' || s.status === 'trialing') && s.current_period_end > now
}
