import { beforeAll, describe, expect, it } from 'vitest'
import { searchResponseSchema, type SearchResponse, type StylistCard } from '@marketplace/domain/contract/stylists.ts'
import { testApp, testDeps } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'
import { featuredStylists } from './discovery.sql.ts'
import { HOME, makeStylist } from '../../../test/fixtures/search.fixtures.ts'
import { drainBackground } from '../../lib/background.ts'
import { SearchEventRecorder } from './search-events.ts'

const sql = testDatabase()
const app = testApp(sql)

// Every stylist here offers a "Vexillum" service: searching that word (plus filters) returns only
// these rows, whatever else (2,000 demo stylists) the shared test database holds.
const M = 'vexillum'
const ids: Record<string, number> = {}

async function search(params: Record<string, string | number | string[]>): Promise<SearchResponse> {
  const res = await app.request(`/api/stylists/search?${query(params)}`)
  expect(res.status).toBe(200)
  return searchResponseSchema.parse(await res.json())
}

function query(params: Record<string, string | number | string[]>) {
  const usp = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) for (const x of Array.isArray(v) ? v : [v]) usp.append(k, String(x))
  return usp.toString()
}

const names = (r: SearchResponse) => r.stylists.map((s) => s.stylistName)
const near = { lat: HOME.lat, lng: HOME.lng }

beforeAll(async () => {
  const specs = [
    {
      name: 'Ava',
      milesNorth: 1,
      priceCents: 4000,
      rating: [4.9, 50] as [number, number],
      gender: 'female' as const,
      homeVisits: true,
      brands: ['olaplex'],
      timeZone: 'Pacific/Kiritimati',
      specialties: ['balayage'],
      hours: [[0, '00:00', '23:59:59']] as [number, string, string][],
      services: [
        ['balayage-ombre', 'Vexillum Balayage', 15000],
        ['standard-haircut', 'Vexillum Haircut', 4000],
        ['gloss-toner', 'Gloss', 6000],
        ['blowout', 'Blowout', 4500],
      ] as [string, string, number][],
    },
    {
      name: 'Ben',
      milesNorth: 10,
      priceCents: 8000,
      rating: [3.0, 2] as [number, number],
      verification: 'pending' as const,
      gender: 'male' as const,
      brands: ['redken'],
      specialties: ['barbering'],
      photo: false,
      portfolio: false,
      salon: null,
      services: [
        ['standard-haircut', 'Vexillum Cut', 8000],
        ['clipper-cut-fade', 'Fade', 3000],
      ] as [string, string, number][],
    },
    {
      name: 'Cai',
      milesNorth: -5,
      priceCents: 15000,
      gender: 'non-binary' as const,
      timeZone: 'Pacific/Kiritimati',
      hours: [
        [1, '00:00', '23:59:59'],
        [-1, '00:00', '23:59:59'],
      ] as [number, string, string][],
      services: [
        ['balayage-ombre', 'Vexillum Balayage Ombre', 15000],
        ['standard-haircut', 'Cut', 5000],
      ] as [string, string, number][],
    },
    {
      name: 'Dee',
      milesNorth: 0,
      milesEast: 20,
      priceCents: 25000,
      rating: [4.0, 5] as [number, number],
      brands: ['olaplex', 'redken'],
      timeZone: 'America/Los_Angeles',
      hours: [[0, '00:00', '00:00:01']] as [number, string, string][],
      services: [['silk-press', 'Vexillum Silk Press', 25000]] as [string, string, number][],
    },
    {
      name: 'Eve',
      milesNorth: 2,
      priceCents: 4000,
      services: [['blowout', 'Vexillum Blowout', 4000]] as [string, string, number][],
    },
    {
      name: 'Fay',
      milesNorth: 3,
      priceCents: 4000,
      services: [['blowout', 'Vexillum Blowout', 4000]] as [string, string, number][],
    },
    {
      name: 'Gus',
      milesNorth: 4,
      priceCents: 4000,
      services: [['blowout', 'Vexillum Blowout', 4000]] as [string, string, number][],
    },
    // Never listed: no active subscription, or rejected.
    {
      name: 'Hal',
      milesNorth: 1,
      priceCents: 4000,
      active: false,
      services: [['blowout', 'Vexillum Blowout', 4000]] as [string, string, number][],
    },
    {
      name: 'Ivy',
      milesNorth: 1,
      priceCents: 4000,
      verification: 'rejected' as const,
      services: [['blowout', 'Vexillum Blowout', 4000]] as [string, string, number][],
    },
  ]
  for (const spec of specs) ids[spec.name] = await makeStylist(sql, spec)
})

describe('GET /api/stylists/search', () => {
  it('returns only listed stylists, as cards of the contract', async () => {
    const r = await search({ service: M, limit: 50 })
    expect(names(r).sort()).toEqual(['Ava', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay', 'Gus'])
    expect(r.total).toBe(7)
    const ava = r.stylists.find((s) => s.stylistName === 'Ava') as StylistCard
    expect(ava).toMatchObject({
      id: ids.Ava,
      slug: 'ava-salon-ava-eureka-nv',
      priceRange: '$',
      startingPrice: 40,
      rating: 4.9,
      reviewCount: 50,
      verified: true,
      distanceMiles: null,
      portfolioItems: [{ imageUrl: 'https://img.example/Ava-1.jpg' }],
      services: [
        { name: 'Vexillum Haircut', price: 40 },
        { name: 'Blowout', price: 45 },
        { name: 'Gloss', price: 60 },
      ],
    })
    expect(r.stylists.find((s) => s.stylistName === 'Ben')?.portfolioItems).toEqual([])
    expect(r.searchedLocation).toBeNull()
  })

  it('measures real distance in miles and keeps to the radius', async () => {
    const r = await search({ ...near, distance: 15, service: M, sort: 'distance', limit: 50 })
    expect(names(r)).toEqual(['Ava', 'Eve', 'Fay', 'Gus', 'Cai', 'Ben'])
    const byName = Object.fromEntries(r.stylists.map((s) => [s.stylistName, s.distanceMiles as number]))
    expect(byName.Ben).toBeGreaterThanOrEqual(9.8)
    expect(byName.Ben).toBeLessThanOrEqual(10.2)
    expect(Math.abs(byName.Cai - 5)).toBeLessThanOrEqual(0.2)
    expect((await search({ ...near, distance: 25, service: M })).total).toBe(7)
    expect((await search({ ...near, distance: 4.5, service: M })).total).toBe(4)
  })

  it('searches around the point nationwide-free: every result of a radius search is inside it', async () => {
    const r = await search({ ...near, distance: 50, limit: 50 })
    expect(r.stylists.every((s) => (s.distanceMiles as number) <= 50)).toBe(true)
    expect(r.stylists.map((s) => s.id)).toEqual(expect.arrayContaining([ids.Ava, ids.Dee]))
  })

  it('geocodes a typed ZIP, "City, ST", "City, State" and a typo through the gazetteer', async () => {
    for (const location of ['89316', 'Eureka, NV', 'Eureka, Nevada', 'Eureka NV', 'Eureka, NV 89316, USA']) {
      const r = await search({ location, distance: 50, service: M })
      expect(r.message, location).toBeNull()
      expect(r.searchedLocation?.name, location).toMatch(/Eureka, NV/)
      expect(r.total).toBe(7)
      expect(r.stylists[0].distanceMiles).not.toBeNull()
    }
    const cityPoint = await search({ location: 'Eureka, NV', service: M, sort: 'distance' })
    expect(cityPoint.stylists[0]).toMatchObject({ stylistName: 'Ava', distanceMiles: 1 })
    // A bare name is the most populous city of that name (Eureka, California), far from ours.
    const bare = await search({ location: 'eureka', service: M })
    expect(bare.searchedLocation?.name).toBe('Eureka, CA')
    expect(bare.total).toBe(0)
    const typo = await search({ location: 'Sacramneto, CA' })
    expect(typo.searchedLocation?.name).toBe('Sacramento, CA')
  })

  it('answers an unknown place with an empty result and a message, not all of America', async () => {
    const r = await search({ location: 'Qwzxq Zzyzx', service: M })
    expect(r).toMatchObject({
      stylists: [],
      total: 0,
      message: 'We could not find "Qwzxq Zzyzx". Try a city, state or ZIP code.',
    })
  })

  it('matches free text with prefixes, websearch syntax and a typo', async () => {
    expect(names(await search({ service: `${M} balayage` })).sort()).toEqual(['Ava', 'Cai'])
    expect(names(await search({ service: `${M} balay` })).sort()).toEqual(['Ava', 'Cai'])
    expect(names(await search({ service: `${M} balayge` })).sort()).toEqual(['Ava', 'Cai'])
    expect(names(await search({ service: `${M} silk press` }))).toEqual(['Dee'])
    expect(names(await search({ service: `"${M} silk" -balayage` }))).toEqual(['Dee'])
    expect(names(await search({ service: `${M} zzqqxx` }))).toEqual([])
  })

  it('filters on catalogue services (all of them), specialty, rating, price tiers, gender, home visits and brands (any)', async () => {
    const n = async (p: Record<string, string | number | string[]>) =>
      names(await search({ service: M, limit: 50, ...p })).sort()
    expect(await n({ services: ['balayage-ombre', 'standard-haircut'] })).toEqual(['Ava', 'Cai'])
    expect(await n({ services: ['balayage-ombre', 'blowout'] })).toEqual(['Ava'])
    expect(await n({ specialty: 'barbering' })).toEqual(['Ben'])
    expect(await n({ rating: 4 })).toEqual(['Ava', 'Dee'])
    expect(await n({ rating: 0 })).toHaveLength(7)
    expect(await n({ priceRange: ['$$', '$$$$'] })).toEqual(['Ben', 'Dee'])
    expect(await n({ priceRange: '$$$' })).toEqual(['Cai'])
    expect(await n({ gender: 'male' })).toEqual(['Ben'])
    expect(await n({ gender: 'any' })).toHaveLength(7)
    expect(await n({ homeVisits: 'true' })).toEqual(['Ava'])
    expect(await n({ homeVisits: 'false' })).toHaveLength(7)
    expect(await n({ productBrands: ['redken'] })).toEqual(['Ben', 'Dee'])
    expect(await n({ productBrands: ['olaplex', 'redken'] })).toEqual(['Ava', 'Ben', 'Dee'])
  })

  it('keeps to stylists still open today in their own time zone', async () => {
    // Ava works all of today in Kiritimati (UTC+14); Cai only yesterday and tomorrow there; Dee's
    // day in Los Angeles closed one second after midnight.
    expect(names(await search({ service: M, availableToday: 'true' }))).toEqual(['Ava'])
  })

  it('sorts by each order with the id as tiebreaker, and pages never repeat or skip', async () => {
    const score = (s: StylistCard) => s.id
    for (const sort of ['recommended', 'distance', 'price-low', 'price-high']) {
      const all = await search({ ...near, distance: 25, service: M, sort, limit: 50 })
      const p1 = await search({ ...near, distance: 25, service: M, sort, limit: 3, page: 1 })
      const p2 = await search({ ...near, distance: 25, service: M, sort, limit: 3, page: 2 })
      const p3 = await search({ ...near, distance: 25, service: M, sort, limit: 3, page: 3 })
      expect([...p1.stylists, ...p2.stylists, ...p3.stylists].map(score)).toEqual(all.stylists.map(score))
      expect(p3.stylists).toHaveLength(1)
      expect([p1.total, p2.total, p3.total]).toEqual([7, 7, 7])
      const key = (s: StylistCard) =>
        sort === 'distance'
          ? (s.distanceMiles as number)
          : sort === 'price-low'
            ? s.startingPrice
            : sort === 'price-high'
              ? -s.startingPrice
              : 0
      for (let i = 1; i < all.stylists.length; i++) {
        const [a, b] = [all.stylists[i - 1], all.stylists[i]]
        expect(key(a)).toBeLessThanOrEqual(key(b))
        if (key(a) === key(b) && sort.startsWith('price')) expect(a.id).toBeLessThan(b.id)
      }
    }
    const priceLow = await search({ service: M, sort: 'price-low', limit: 4 })
    expect(names(priceLow)).toEqual(['Ava', 'Eve', 'Fay', 'Gus'])
  })

  it('ranks "recommended" by the shrunk rating, verification and completeness, minus distance', async () => {
    const r = names(await search({ ...near, distance: 25, service: M, limit: 50 }))
    expect(r[0]).toBe('Ava')
    expect(r.at(-1)).toBe('Ben')
    // Without a point, "distance" falls back to the recommended order.
    const plain = await search({ service: M, limit: 50 })
    expect(names(await search({ service: M, sort: 'distance', limit: 50 }))).toEqual(names(plain))
  })

  it('gives an empty page past the end with the true total, and accepts limit 50', async () => {
    const r = await search({ service: M, page: 5, limit: 3 })
    expect(r).toMatchObject({ stylists: [], total: 7, page: 5, limit: 3 })
    expect((await search({ service: M, limit: 50 })).limit).toBe(50)
    expect((await search({ service: M })).limit).toBe(12)
  })

  it('answers bad values with a 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['sort=x', 'sort'],
      ['priceRange=%24%24%24%24%24', 'priceRange'],
      [`lat=${HOME.lat}`, 'lng'],
      ['services=unknown-code', 'services'],
      ['rating=9', 'rating'],
      ['distance=51', 'distance'],
      ['gender=robot', 'gender'],
      ['availableToday=yes', 'availableToday'],
      ['specialty=knitting', 'specialty'],
      ['productBrands=acme', 'productBrands'],
    ]
    for (const [qs, param] of cases) {
      const res = await app.request(`/api/stylists/search?${qs}`)
      expect(res.status, qs).toBe(400)
      expect(((await res.json()) as { message: string }).message, qs).toMatch(
        new RegExp(`^Invalid query: .*\\b${param}\\b`),
      )
    }
  })

  it('records each search as an analytics event', async () => {
    const term = `${M} analytics ${Date.now()}`
    await search({ service: term, location: 'Eureka, NV' })
    // The write runs after the answer, as background work: wait for it as the server's shutdown does.
    expect(await drainBackground(10_000)).toBe(0)
    const rows =
      await sql`select search_term, metadata from public.analytics_events where event_type = 'search' and search_term = ${term}`
    expect(rows).toEqual([{ search_term: term, metadata: { location: 'Eureka, NV', service: term, total: 0 } }])
  })

  it('records searches made together in one insert, after the batch time or a flush, in order', async () => {
    const term = `${M} batch ${Date.now()}`
    const recorder = new SearchEventRecorder(sql, { flushMs: 60_000, logger: testDeps(sql).logger })
    const terms = [`${term} a`, `${term} b`, `${term} a`]
    terms.forEach((t, i) => recorder.record({ term: t, metadata: { location: null, service: t, total: i } }))
    const written = () => sql<{ search_term: string; metadata: { total: number } }[]>`
      select search_term, metadata from public.analytics_events where search_term like ${`${term}%`} order by id`
    // Gathered, not written: the batch waits for its minute (or a flush, as a server's shutdown does).
    expect(await written()).toHaveLength(0)
    await recorder.flush()
    expect((await written()).map((r) => [r.search_term, r.metadata.total])).toEqual(terms.map((t, i) => [t, i]))
    await recorder.flush()
    expect(await written()).toHaveLength(3)
  })
})

describe('GET /api/stylists/featured and /api/specialties', () => {
  it('features 3 listed, approved stylists with a photo and portfolio, the same all day', async () => {
    const res = await app.request('/api/stylists/featured')
    expect(res.status).toBe(200)
    const cards = (await res.json()) as StylistCard[]
    expect(cards).toHaveLength(3)
    for (const c of cards) {
      expect(c.verified).toBe(true)
      expect(c.profileImageUrl).not.toBeNull()
      expect(c.portfolioItems).toHaveLength(1)
    }
    expect(cards.map((c) => c.id)).not.toContain(ids.Hal)
  })

  it('picks the same three all day, and others another day (on one snapshot of the data)', async () => {
    // Other test files add stylists to this database meanwhile: one repeatable-read snapshot.
    const picks = await sql.begin('isolation level repeatable read', async (tx) => {
      await tx.unsafe('set local role anon')
      const ids = async (day: string) => (await featuredStylists(tx, day)).map((r) => Number(r.id))
      return {
        morning: await ids('2026-11-21'),
        evening: await ids('2026-11-21'),
        days: await Promise.all(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'].map(ids)),
      }
    })
    expect(picks.morning).toHaveLength(3)
    expect(picks.evening).toEqual(picks.morning)
    expect(picks.days.some((d) => d.join() !== picks.morning.join())).toBe(true)
  })

  it('lists the 8 specialties', async () => {
    const res = await app.request('/api/specialties')
    const list = (await res.json()) as { id: number; code: string; name: string }[]
    expect(list).toHaveLength(8)
    expect(list[0]).toEqual({ id: 1, code: 'curly-hair', name: 'Curly Hair' })
  })
})
