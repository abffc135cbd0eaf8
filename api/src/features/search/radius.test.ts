import { beforeAll, describe, expect, it } from 'vitest'
import { searchQuerySchema } from '@marketplace/domain/contract/stylists.ts'
import type { Tx } from '../../db/client.ts'
import { testDatabase } from '../../../test/database.ts'
import { makeStylist } from '../../../test/fixtures/search.fixtures.ts'
import { METRES_PER_MILE, searchStylists } from './search.sql.ts'

// The radius and the distances come from stored unit vectors (migration 20261122000400), not from
// PostGIS's geography functions: they must agree with ST_DWithin and ST_Distance on the same
// sphere, row for row, around real places of the demo data and at the edge cases.
const sql = testDatabase()

interface Place {
  lat: number
  lng: number
}
let places: Place[] = []

/** Both sides in one snapshot, as anon, so other test files' writes cannot come between them. */
function inOneSnapshot<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin('isolation level repeatable read', async (tx) => {
    await tx.unsafe('set local role anon')
    return fn(tx)
  }) as Promise<T>
}

async function compare(place: Place, miles: number) {
  return inOneSnapshot(async (tx) => {
    const q = searchQuerySchema.parse({
      lat: String(place.lat),
      lng: String(place.lng),
      distance: String(miles),
      sort: 'distance',
      limit: '50',
    })
    const { rows, total } = await searchStylists(tx, q, { name: 'here', ...place })
    const pt = tx`extensions.st_setsrid(extensions.st_makepoint(${place.lng}::float8, ${place.lat}::float8), 4326)::extensions.geography`
    const postgis = await tx<{ id: number; distance_m: number; n: number }[]>`
      select s.id::int as id, extensions.st_distance(s.location, ${pt}, false) as distance_m, count(*) over ()::int as n
        from public.listed_stylists s
       where extensions.st_dwithin(s.location, ${pt}, ${miles * METRES_PER_MILE}::float8, false)
       order by distance_m, s.id
       limit 50`
    return { rows, total, postgis }
  })
}

beforeAll(async () => {
  // 60 stylists 0-60 miles around a point 300 miles north of the search tests' territory (one
  // exactly on it), a few unlisted; then search around that point and around two of them.
  const centre = 300
  for (let i = 0; i < 60; i++) {
    const miles = i === 0 ? 0 : (i * 37) % 61
    const angle = i * 2.399963
    await makeStylist(sql, {
      name: `Radius ${i}`,
      milesNorth: centre + miles * Math.cos(angle),
      milesEast: miles * Math.sin(angle),
      priceCents: 4000,
      active: i % 7 !== 3,
    })
  }
  places = await sql<Place[]>`
    select extensions.st_y(location::extensions.geometry) as lat, extensions.st_x(location::extensions.geometry) as lng
      from public.stylists where stylist_name in ('Radius 0', 'Radius 5', 'Radius 11') order by stylist_name`
  expect(places).toHaveLength(3)
}, 120_000)

describe('search radius and distances on the unit sphere', () => {
  it.each([0.5, 5, 10, 25, 50])(
    'within %s miles: the same stylists, count and distances as ST_DWithin and ST_Distance',
    async (miles) => {
      for (const place of places) {
        const { rows, total, postgis } = await compare(place, miles)
        if (miles >= 25) expect(postgis.length).toBeGreaterThan(5)
        expect(total).toBe(postgis[0]?.n ?? 0)
        expect(rows.map((r) => Number(r.id))).toEqual(postgis.map((r) => r.id))
        rows.forEach((row, i) => expect(Math.abs(Number(row.distance_m) - postgis[i]!.distance_m)).toBeLessThan(1e-6))
      }
    },
  )

  it('finds a stylist at the very point searched, even with a radius of 0', async () => {
    const { rows, postgis } = await compare(places[0]!, 0)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((r) => Number(r.id))).toEqual(postgis.map((r) => r.id))
    expect(Number(rows[0]!.distance_m)).toBeLessThan(1e-6)
  })
})
