import type { Tx } from '../../db/client.ts'
import type { Narrow, Row } from '../../db/rows.ts'

/** A gazetteer row with its point as latitude and longitude. */
export type PlaceRow = Narrow<Pick<Row<'places'>, 'kind' | 'name' | 'state' | 'zip_code'>, { kind: 'city' | 'zip' }> & {
  lat: number
  lng: number
}

const columns = (tx: Tx) =>
  tx`kind, name, state, zip_code, st_y(location::geometry) as lat, st_x(location::geometry) as lng`

/** ZIP codes starting with the typed digits, in ZIP order (served by places_zip_code_key). */
export async function zipsByPrefix(tx: Tx, digits: string, limit: number): Promise<PlaceRow[]> {
  return tx<PlaceRow[]>`
    select ${columns(tx)} from public.places
    where kind = 'zip' and zip_code like ${digits + '%'}
    order by zip_code limit ${limit}`
}

/** Cities whose name starts with the text (exact name first, then by population), optionally in one state. */
export async function citiesByPrefix(tx: Tx, city: string, state: string | null, limit: number): Promise<PlaceRow[]> {
  const prefix = city.toLowerCase().replace(/[\\%_]/g, (ch) => '\\' + ch) + '%'
  return tx<PlaceRow[]>`
    select ${columns(tx)} from public.places
    where kind = 'city' and lower(name) like ${prefix} and (${state}::text is null or state = ${state})
    order by lower(name) = ${city.toLowerCase()} desc, population desc nulls last, name, state
    limit ${limit}`
}

/** Cities with a similar name (a typo), most similar first: the fallback when no prefix matches. */
export async function citiesBySimilarity(
  tx: Tx,
  city: string,
  state: string | null,
  limit: number,
): Promise<PlaceRow[]> {
  return tx<PlaceRow[]>`
    select ${columns(tx)} from public.places
    where kind = 'city' and lower(name) % ${city.toLowerCase()} and (${state}::text is null or state = ${state})
    order by similarity(lower(name), ${city.toLowerCase()}) desc, population desc nulls last, name, state
    limit ${limit}`
}
