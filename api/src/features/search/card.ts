import type { StylistCard } from '@marketplace/domain/contract/stylists.ts'
import { centsToDollars } from '@marketplace/domain/money.ts'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import type { CardRow } from './search.sql.ts'

const METRES_PER_MILE = 1609.344

/**
 * A database row as the public card: dollars, one decimal of real distance, the profile slug, the
 * next open slot as an ISO instant, the hours as 'HH:MM'.
 */
export function toCard(row: CardRow): StylistCard {
  return {
    id: Number(row.id),
    slug: stylistSlug({ stylistName: row.stylist_name, salonName: row.salon_name, city: row.city, state: row.state }),
    stylistName: row.stylist_name,
    salonName: row.salon_name,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    phone: row.phone,
    profileImageUrl: row.profile_image_url,
    priceRange: row.price_range,
    startingPrice: centsToDollars(row.starting_price_cents),
    rating: row.rating_average === null ? null : Number(row.rating_average),
    reviewCount: row.review_count,
    verified: row.verification_status === 'approved',
    distanceMiles: row.distance_m === null ? null : Math.round((row.distance_m / METRES_PER_MILE) * 10) / 10,
    portfolioItems: row.first_image ? [{ imageUrl: row.first_image }] : [],
    services: row.services.map((s) => ({ name: s.name, price: centsToDollars(s.price_cents) })),
    timeZone: row.time_zone,
    nextAvailableAt: row.next_available_at === null ? null : new Date(row.next_available_at).toISOString(),
    latitude: row.lat,
    longitude: row.lng,
    workingHours: row.working_hours.map((h) => ({
      dayOfWeek: h.day_of_week,
      opensAt: h.opens_at.slice(0, 5),
      closesAt: h.closes_at.slice(0, 5),
    })),
    reviewQuote: row.review_quote,
  }
}
