import { usStates } from '@marketplace/domain/catalogue/states.ts'
import type { Tx } from '../../db/client.ts'
import type { Row } from '../../db/rows.ts'

export interface GeoPoint {
  name: string
  lat: number
  lng: number
}

/** A gazetteer row's name and state, with its point as latitude and longitude. */
type PlacePoint = Pick<Row<'places'>, 'name' | 'state'> & { lat: number; lng: number }

const stateByName = new Map(Object.entries(usStates).map(([code, name]) => [name.toLowerCase(), code]))

/** What a typed location asks for: a ZIP, or a city optionally narrowed to a state. */
export type PlaceQuery = { zip: string } | { city: string; state: string | null }

/**
 * Reads "78701", "Austin, TX", "Austin, Texas", "Austin TX", "Austin, TX 78701, USA" or "austin".
 * A ZIP anywhere in the text wins (it is the most precise part of an address).
 */
export function parsePlaceText(text: string): PlaceQuery | null {
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(text)
  if (zip) return { zip: zip[1] }
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !/^(usa|us|united states( of america)?)$/i.test(p))
  if (parts.length === 0) return null
  let city = parts[0]
  let state = parts.length > 1 ? stateCode(parts[1]) : null
  if (state === null && parts.length === 1) {
    // "Austin TX" or "Austin Texas": a trailing state without a comma.
    const m = /^(.+?)\s+([A-Za-z]{2}|[A-Za-z ]{4,})$/.exec(city)
    const trailing = m ? stateCode(m[2]) : null
    if (m && trailing) {
      city = m[1]
      state = trailing
    }
  }
  return city === '' ? null : { city, state }
}

function stateCode(text: string): string | null {
  const t = text.trim()
  if (/^[A-Za-z]{2}$/.test(t) && t.toUpperCase() in usStates) return t.toUpperCase()
  return stateByName.get(t.toLowerCase()) ?? null
}

/**
 * Geocodes a typed location through the gazetteer: a ZIP's own point; a city (in the state when
 * given) by exact name, the most populous first; else the most similar name (a typo), trigram-ranked.
 */
export async function geocode(tx: Tx, text: string): Promise<GeoPoint | null> {
  const place = parsePlaceText(text)
  if (!place) return null
  if ('zip' in place) {
    const [row] = await tx<PlacePoint[]>`
      select name, state, st_y(location::geometry) as lat, st_x(location::geometry) as lng
      from public.places where kind = 'zip' and zip_code = ${place.zip}`
    return row ? { name: `${place.zip}, ${row.name}, ${row.state}`, lat: row.lat, lng: row.lng } : null
  }
  const [row] = await tx<PlacePoint[]>`
    select name, state, st_y(location::geometry) as lat, st_x(location::geometry) as lng
    from (
      (select name, state, location, population, 1 as rank, 1.0::real as sim
         from public.places
        where kind = 'city' and lower(name) = lower(${place.city}) and (${place.state}::text is null or state = ${place.state})
        order by population desc nulls last limit 1)
      union all
      (select name, state, location, population, 2 as rank, similarity(lower(name), lower(${place.city})) as sim
         from public.places
        where kind = 'city' and lower(name) % lower(${place.city}) and (${place.state}::text is null or state = ${place.state})
        order by similarity(lower(name), lower(${place.city})) desc, population desc nulls last limit 1)
    ) candidates
    order by rank, sim desc, population desc nulls last
    limit 1`
  return row ? { name: `${row.name}, ${row.state}`, lat: row.lat, lng: row.lng } : null
}
