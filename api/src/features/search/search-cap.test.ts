import { beforeAll, describe, expect, it } from 'vitest'
import { searchResponseSchema } from '@marketplace/domain/contract/stylists.ts'
import { testApp } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'

// The capped count through the HTTP API (ADR 007): 1,005 listed stylists around one point, far from
// every other test's territory (an island off Maine), all offering a word no one else uses.
const sql = testDatabase()
const app = testApp(sql)
const SPOT = { lat: 44.05, lng: -68.85 }
const WORD = 'capstanwise'
const COUNT = 1005

beforeAll(async () => {
  await sql.begin(async (tx) => {
    const users = await tx<{ id: string }[]>`
      insert into auth.users (id, email, aud, role, email_confirmed_at)
      select gen_random_uuid(), 'cap-' || i || '-' || md5(random()::text) || '@test.example', 'authenticated', 'authenticated', now()
        from generate_series(1, ${COUNT}) i
      returning id`
    const stylists = await tx<{ id: number; user_id: string }[]>`
      insert into public.stylists (user_id, email, stylist_name, bio, address, city, state, zip_code, location, phone, starting_price_cents)
      select u.id, 'cap-s-' || n || '@test.example', 'Cap ' || n, ${`${WORD} `.repeat(20)}, '1 Cap Rd', 'Capville', 'ME', '04851',
        extensions.st_setsrid(extensions.st_makepoint(${SPOT.lng} + (n % 37) * 0.001, ${SPOT.lat} + (n % 29) * 0.001), 4326)::extensions.geography,
        '2075550100', 2000 + (n * 7919) % 40 * 100
        from (select id, row_number() over (order by id) as n from unnest(${users.map((u) => u.id)}::uuid[]) id) u
      returning id::int as id, user_id`
    await tx`
      insert into public.subscriptions (user_id, plan, status, price_cents, current_period_start, current_period_end, provider, provider_subscription_id)
      select s.user_id, 'monthly', 'active', 500, now() - interval '1 day', now() + interval '29 days', 'embedded', 'sub_cap_' || s.user_id
        from unnest(${stylists.map((s) => s.user_id)}::uuid[]) as s(user_id)`
  })
}, 120_000)

const search = (params: Record<string, string>) =>
  app.request(
    `/api/stylists/search?${new URLSearchParams({ lat: String(SPOT.lat), lng: String(SPOT.lng), distance: '10', service: WORD, ...params })}`,
  )

describe('search count capped at 1,000 (ADR 007)', () => {
  it('says "at least 1,000" past the cap, for every sort', async () => {
    for (const sort of ['recommended', 'distance', 'price-low', 'price-high']) {
      const res = await search({ sort })
      expect(res.status).toBe(200)
      const body = searchResponseSchema.parse(await res.json())
      expect({ total: body.total, more: body.totalIsLowerBound, page: body.stylists.length }, sort).toEqual({
        total: 1000,
        more: true,
        page: 12,
      })
    }
  })

  it('counts exactly below the cap', async () => {
    const body = searchResponseSchema.parse(await (await search({ priceRange: '$' })).json())
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.stylists where stylist_name like 'Cap %' and price_range = '$'`
    expect(n).toBeGreaterThan(0)
    expect(n).toBeLessThan(1000)
    expect({ total: body.total, more: body.totalIsLowerBound }).toEqual({ total: n, more: false })
  })

  it('pages reach the first 1,000 matches, in order, and a page past them is a 400 naming page', async () => {
    const last = searchResponseSchema.parse(await (await search({ sort: 'price-low', page: '84' })).json())
    expect(last.stylists).toHaveLength(1000 - 83 * 12)
    const expected = await sql<{ id: number }[]>`
      select id::int as id from public.stylists where stylist_name like 'Cap %' order by starting_price_cents, id offset 996 limit 4`
    expect(last.stylists.map((s) => s.id)).toEqual(expected.map((r) => r.id))
    for (const params of [{ page: '85' }, { page: '21', limit: '50' }, { page: '1000' }] as Record<string, string>[]) {
      const res = await search(params)
      expect(res.status, JSON.stringify(params)).toBe(400)
      expect(((await res.json()) as { message: string }).message).toMatch(/^Invalid query: .*\bpage\b/)
    }
    expect((await search({ page: '20', limit: '50' })).status).toBe(200)
  })
})
