import type { StylistCard } from '@marketplace/domain/contract/stylists.ts'
import type { Tx } from '../../db/client.ts'
import type { ViewRow } from '../../db/rows.ts'
import { toCard } from '../search/card.ts'
import { cardSelect, type CardRow } from '../search/search.sql.ts'

// Counts come from public.directory_city_counts (listed stylists, refreshed every few minutes by
// directory-refresh.ts); states and cities share its rows, so they always agree. City pages read
// live rows as the caller's role, so row-level security keeps them to listed stylists.

type Counts = ViewRow<'directory_city_counts'>
/** The view types every column nullable; a city of its rows never is (stylists.city is not null). */
type CityCount = { city: NonNullable<Counts['city']>; count: number }

/** A city page lists at most this many stylists (best rated first). */
export const CITY_PAGE_LIMIT = 500

/** Listed stylists per state code (unsorted: the caller sorts by full name). */
export async function countByState(tx: Tx): Promise<(Pick<Counts, 'state'> & { count: number })[]> {
  return tx<(Pick<Counts, 'state'> & { count: number })[]>`
    select d.state, sum(d.stylist_count)::int as count from public.directory_city_counts d group by d.state`
}

/**
 * Listed stylists per city of a state. Cities are grouped case-insensitively (the city page
 * matches that way too); the name shown is the most common spelling.
 */
export async function countByCity(tx: Tx, state: string): Promise<CityCount[]> {
  return tx<CityCount[]>`
    select d.city, d.stylist_count as count
    from public.directory_city_counts d
    where d.state = ${state}
    order by d.city_key`
}

/** The listed stylists of a city (matched case-insensitively), best rated first, as cards. */
export async function stylistsInCity(tx: Tx, state: string, city: string): Promise<StylistCard[]> {
  const rows = await tx<Omit<CardRow, 'total'>[]>`
    with page as (
      select s.id, s.stylist_name, s.salon_name, s.city, s.state, s.zip_code, s.phone, s.profile_image_url,
             s.price_range, s.starting_price_cents, s.rating_average, s.review_count, s.verification_status,
             null::float8 as distance_m
      from public.stylists s
      where s.state = ${state} and lower(s.city) = lower(${city})
      order by s.rating_average desc nulls last, s.review_count desc, s.id
      limit ${CITY_PAGE_LIMIT}
    )
    ${cardSelect(tx)}
    order by page.rating_average desc nulls last, page.review_count desc, page.id`
  return rows.map(toCard)
}
