import type { Tx } from '../../db/client.ts'
import type { Row } from '../../db/rows.ts'

/** A gazetteer city as a label of the embedded map. */
export type CityLabelRow = Pick<Row<'places'>, 'name' | 'state'> & { population: number; lat: number; lng: number }

/** Cities of at least this many people are labelled on the embedded map (about 4,000 in the US). */
export const LABELLED_CITY_POPULATION = 5000

/** The cities the embedded map labels, largest first (served by places_city_state_idx's rows). */
export async function labelledCities(tx: Tx): Promise<CityLabelRow[]> {
  return tx<CityLabelRow[]>`
    select name, state, population, st_y(location::geometry) as lat, st_x(location::geometry) as lng
    from public.places
    where kind = 'city' and population >= ${LABELLED_CITY_POPULATION}
    order by population desc, name, state`
}
