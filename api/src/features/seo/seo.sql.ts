import type { Tx } from '../../db/client.ts'
import type { Cols, Narrow, Row, ViewRow } from '../../db/rows.ts'

// Read as the anonymous visitor a search engine is: row-level security keeps unlisted stylists out
// of every head tag, list and sitemap entry.

/** A stylist's columns (a price range is set on every saved profile), then the computed ones. */
export type ProfileHeadRow = Narrow<
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
    | 'price_range'
    | 'starting_price_cents'
    | 'review_count'
  >,
  { price_range: string }
> & {
  latitude: number
  longitude: number
  image_url: string | null
  rating: number | null
}

type ListedName = Pick<Row<'stylists'>, 'id' | 'stylist_name' | 'salon_name' | 'city' | 'state'>

/** What a profile page's head needs, or null for an unknown or unlisted stylist. */
export async function findProfileHead(tx: Tx, id: number): Promise<ProfileHeadRow | null> {
  const [row] = await tx<ProfileHeadRow[]>`
    select s.id::float8 as id, s.stylist_name, s.salon_name, s.bio, s.address, s.city, s.state, s.zip_code,
      extensions.st_y(s.location::extensions.geometry) as latitude,
      extensions.st_x(s.location::extensions.geometry) as longitude,
      s.phone, s.website, s.price_range, s.starting_price_cents,
      coalesce(s.profile_image_url, (select p.image_url from public.portfolio_items p
        where p.stylist_id = s.id order by p.position, p.id limit 1)) as image_url,
      s.rating_average::float8 as rating, s.review_count
    from public.stylists s
    where s.id = ${id}`
  return row ?? null
}

/** The view types every column nullable; a city of its rows never is (stylists.city is not null). */
type CityCount = Pick<ViewRow<'directory_city_counts'>, 'state'> & {
  city: NonNullable<ViewRow<'directory_city_counts'>['city']>
  count: number
}

/** Listed stylists per state and city (the directory's counts: cities grouped case-insensitively). */
export async function listCities(tx: Tx): Promise<CityCount[]> {
  return tx<CityCount[]>`
    select d.state, d.city, d.stylist_count as count
    from public.directory_city_counts d
    order by d.state, d.city_key`
}

/** Listed stylists of one city, best rated first (for the city page's ItemList). */
export async function listCityStylists(tx: Tx, state: string, city: string, limit: number): Promise<ListedName[]> {
  return tx`
    select s.id::float8 as id, s.stylist_name, s.salon_name, s.city, s.state
    from public.stylists s
    where s.state = ${state} and lower(s.city) = lower(${city})
    order by s.rating_average desc nulls last, s.review_count desc, s.id
    limit ${limit}`
}

/** Listed profiles with ids in (after, upTo], for one sitemap file (an index range scan). */
export async function listProfiles(
  tx: Tx,
  after: number,
  upTo: number,
): Promise<(ListedName & Cols<Row<'stylists'>, 'updated_at', 'updated_at'>)[]> {
  return tx`
    select s.id::float8 as id, s.stylist_name, s.salon_name, s.city, s.state, s.updated_at
    from public.stylists s
    where s.id > ${after} and s.id <= ${upTo}
    order by s.id`
}

/** The highest stylist id (listed or not): how many id ranges the sitemap index names. */
export async function maxStylistId(tx: Tx): Promise<number> {
  const [row] = await tx<{ max: number | null }[]>`select max(id)::float8 as max from public.stylists`
  return row.max ?? 0
}
