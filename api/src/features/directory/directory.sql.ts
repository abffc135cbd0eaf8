import type { StylistCard } from '@marketplace/domain/contract/stylists.ts'
import { centsToDollars } from '@marketplace/domain/money.ts'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import type { Tx } from '../../db/client.ts'

// Counts come from public.directory_city_counts (listed stylists, refreshed every few minutes by
// directory-refresh.ts); states and cities share its rows, so they always agree. City pages read
// live rows as the caller's role, so row-level security keeps them to listed stylists.

/** A city page lists at most this many stylists (best rated first). */
export const CITY_PAGE_LIMIT = 500

/** Listed stylists per state code (unsorted: the caller sorts by full name). */
export async function countByState(tx: Tx): Promise<{ state: string; count: number }[]> {
  return tx<{ state: string; count: number }[]>`
    select d.state, sum(d.stylist_count)::int as count from public.directory_city_counts d group by d.state`
}

/**
 * Listed stylists per city of a state. Cities are grouped case-insensitively (the city page
 * matches that way too); the name shown is the most common spelling.
 */
export async function countByCity(tx: Tx, state: string): Promise<{ city: string; count: number }[]> {
  return tx<{ city: string; count: number }[]>`
    select d.city, d.stylist_count as count
    from public.directory_city_counts d
    where d.state = ${state}
    order by d.city_key`
}

interface CardRow {
  id: number | bigint
  stylist_name: string
  salon_name: string | null
  city: string
  state: string
  zip_code: string
  phone: string
  profile_image_url: string | null
  price_range: StylistCard['priceRange']
  starting_price_cents: number
  rating: number | null
  review_count: number
  verification_status: string | null
  image_url: string | null
  services: { name: string; price_cents: number }[]
}

/** The listed stylists of a city (matched case-insensitively), best rated first, as cards. */
export async function stylistsInCity(tx: Tx, state: string, city: string): Promise<StylistCard[]> {
  const rows = await tx<CardRow[]>`
    select s.id, s.stylist_name, s.salon_name, s.city, s.state, s.zip_code, s.phone, s.profile_image_url,
      s.price_range, s.starting_price_cents, s.rating_average::float8 as rating, s.review_count, s.verification_status,
      (select p.image_url from public.portfolio_items p where p.stylist_id = s.id order by p.position, p.id limit 1) as image_url,
      coalesce((
        select json_agg(json_build_object('name', v.name, 'price_cents', v.price_cents) order by v.price_cents, v.id)
        from (select name, price_cents, id from public.services where stylist_id = s.id order by price_cents, id limit 3) v
      ), '[]') as services
    from public.stylists s
    where s.state = ${state} and lower(s.city) = lower(${city})
    order by s.rating_average desc nulls last, s.review_count desc, s.id
    limit ${CITY_PAGE_LIMIT}`
  return rows.map(toCard)
}

function toCard(row: CardRow): StylistCard {
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
    rating: row.rating,
    reviewCount: row.review_count,
    verified: row.verification_status === 'approved',
    distanceMiles: null,
    portfolioItems: row.image_url ? [{ imageUrl: row.image_url }] : [],
    services: row.services.map((s) => ({ name: s.name, price: centsToDollars(s.price_cents) })),
  }
}
