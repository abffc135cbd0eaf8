import type { Sql } from '../client.ts'
import type { Rng } from './random.ts'

// Where demo stylists work: real US cities from the gazetteer, every state and DC included, the
// rest by population. Stylists sit near ZIP centroids of their city rather than anywhere in a
// disc around its centre, because a disc around Chicago or Miami puts many of them in the water.

export interface Anchor {
  zip: string
  lon: number
  lat: number
}

export interface DemoCity {
  name: string
  state: string
  population: number
  lon: number
  lat: number
  /** ZIP centroids a stylist of this city can be placed around. */
  anchors: Anchor[]
}

export interface CityPicker {
  cities: DemoCity[]
  /** The city of stylist n: proportional to sqrt(population), evenly spread over n. */
  cityOf(n: number): DemoCity
}

/** The top `perState` cities of every state, then the most populous others, up to `target`. */
export async function pickDemoCities(sql: Sql, target = 320, perState = 2): Promise<DemoCity[]> {
  const rows = await sql<(Omit<DemoCity, 'anchors'> & { near: Anchor[] | null; nearest: Anchor; same: string[] })[]>`
    with cities as (
      select distinct on (state, lower(name)) name, state, population::int as population, location
        from public.places where kind = 'city'
       order by state, lower(name), population desc, id
    ), ranked as (
      select *, row_number() over (partition by state order by population desc, name) as rank_in_state
        from cities
    ), picked as (
      select * from ranked order by rank_in_state <= ${perState} desc, population desc, name limit ${target}
    )
    select p.name, p.state, p.population,
           extensions.st_x(p.location::extensions.geometry) as lon,
           extensions.st_y(p.location::extensions.geometry) as lat,
           near.anchors as near, near.same, nearest.anchor as nearest
      from picked p
      cross join lateral (
        select json_agg(json_build_object('zip', z.zip_code,
                 'lon', extensions.st_x(z.location::extensions.geometry),
                 'lat', extensions.st_y(z.location::extensions.geometry)) order by z.zip_code) as anchors,
               coalesce(array_agg(z.zip_code order by z.zip_code) filter (where lower(z.name) = lower(p.name)),
                        '{}') as same
          from public.places z
         where z.kind = 'zip' and z.state = p.state
           and extensions.st_dwithin(z.location, p.location,
                 least(8000, greatest(3000, 2000 + 2500 * log(greatest(p.population, 10000) / 10000.0))))
      ) near
      cross join lateral (
        select json_build_object('zip', z.zip_code,
                 'lon', extensions.st_x(z.location::extensions.geometry),
                 'lat', extensions.st_y(z.location::extensions.geometry)) as anchor
          from public.places z
         where z.kind = 'zip' and z.state = p.state
         order by z.location operator(extensions.<->) p.location
         limit 1
      ) nearest
     order by p.population desc, p.state, p.name`
  return rows.map((r) => {
    const near = r.near ?? []
    // ZIPs named like the city keep 'Chicago' stylists in Chicago ZIPs, not Evanston's.
    const same = near.filter((a) => r.same.includes(a.zip))
    const anchors = same.length >= 3 ? same : near.length > 0 ? near : [r.nearest]
    return { name: r.name, state: r.state, population: r.population, lon: r.lon, lat: r.lat, anchors }
  })
}

export function cityPicker(cities: DemoCity[], seed: number): CityPicker {
  if (cities.length === 0) throw new Error('No cities in public.places: run loadGazetteer first')
  const cumulative: number[] = []
  let total = 0
  for (const c of cities) cumulative.push((total += Math.sqrt(Math.max(c.population, 1000))))
  const offset = (seed % 1000) / 1000
  return {
    cities,
    cityOf(n) {
      // Golden-ratio (low-discrepancy) sequence: each city gets its share of stylists within one,
      // so even the smallest state is present with a few hundred stylists.
      const u = (offset + n * 0.6180339887498949) % 1
      const target = u * total
      let lo = 0
      let hi = cumulative.length - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (cumulative[mid] > target) hi = mid
        else lo = mid + 1
      }
      return cities[lo]
    },
  }
}

/** A point uniformly within `km` of (lon, lat). */
export function pointNear(rng: Rng, lon: number, lat: number, km: number): { lon: number; lat: number } {
  const r = km * Math.sqrt(rng.next())
  const theta = 2 * Math.PI * rng.next()
  const dLat = (r * Math.sin(theta)) / 111.32
  const dLon = (r * Math.cos(theta)) / (111.32 * Math.cos((lat * Math.PI) / 180))
  return { lon: Number((lon + dLon).toFixed(6)), lat: Number((lat + dLat).toFixed(6)) }
}

/** A stylist's spot: within 900 m of one of the city's ZIP centroids, with that ZIP. */
export function placeInCity(rng: Rng, city: DemoCity): { lon: number; lat: number; zip: string } {
  const anchor = rng.pick(city.anchors)
  return { ...pointNear(rng, anchor.lon, anchor.lat, 0.9), zip: anchor.zip }
}
