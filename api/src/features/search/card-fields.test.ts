import { beforeAll, describe, expect, it } from 'vitest'
import { searchResponseSchema, stylistCardSchema, type StylistCard } from '@marketplace/domain/contract/stylists.ts'
import { z } from 'zod'
import { testApp } from '../../../test/app.ts'
import { createUser, testDatabase } from '../../../test/database.ts'
import { DEG_PER_MILE, HOME, makeStylist } from '../../../test/fixtures/search.fixtures.ts'
import { REVIEW_QUOTE_MAX } from './search.sql.ts'

const sql = testDatabase()
const app = testApp(sql)

// Only these stylists offer a "Brindlewick" service, so a search for it returns them alone.
const Q = 'brindlewick'
const ids: Record<string, number> = {}

async function review(stylistId: number, comment: string, daysAgo: number, hidden = false) {
  const author = await createUser(sql)
  await sql`
    insert into public.reviews (stylist_id, author_id, rating, comment, created_at, hidden_at)
    values (${stylistId}, ${author.id}, 5, ${comment}, now() - ${daysAgo} * interval '1 day',
            ${hidden ? sql`now()` : null})`
}

beforeAll(async () => {
  ids.Ada = await makeStylist(sql, {
    name: 'Ada',
    milesNorth: 2,
    priceCents: 4000,
    timeZone: 'America/Los_Angeles',
    services: [['standard-haircut', 'Brindlewick Cut', 4000]],
  })
  // Not subscribed: not listed, so no card of hers leaves the database.
  ids.Cy = await makeStylist(sql, {
    name: 'Cy',
    milesNorth: 4,
    priceCents: 3000,
    active: false,
    services: [['blowout', 'Brindlewick', 3000]],
  })
  ids.Bo = await makeStylist(sql, {
    name: 'Bo',
    milesNorth: 3,
    priceCents: 2500,
    services: [['blowout', 'Brindlewick Blowout', 0]],
  })
  await sql`
    insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at)
    values (${ids.Ada}, 3, '13:00', '19:00'), (${ids.Ada}, 1, '09:30', '17:00'), (${ids.Ada}, 3, '09:00', '12:00')`
  await review(ids.Ada, 'Fine cut, on time.', 30)
  await review(ids.Ada, 'Brilliant colour work. ' + 'Really. '.repeat(40), 10)
  // The newest, but hidden by an admin: never quoted.
  await review(ids.Ada, 'A remark an admin hid.', 1, true)
})

async function cards(path: string): Promise<StylistCard[]> {
  const res = await app.request(path)
  expect(res.status).toBe(200)
  return z.array(stylistCardSchema).parse(await res.json())
}

describe('the card fields a client acts on', () => {
  it('carries the point, the weekly hours and the newest visible review, shortened', async () => {
    const res = await app.request(`/api/stylists/search?service=${Q}&sort=distance&lat=${HOME.lat}&lng=${HOME.lng}`)
    const body = searchResponseSchema.parse(await res.json())
    // By id: on PostgreSQL the test files share one database, and another file's stylists may match.
    const ada = body.stylists.find((s) => s.id === ids.Ada)!
    const bo = body.stylists.find((s) => s.id === ids.Bo)!
    expect(ada.stylistName).toBe('Ada')
    expect(ada.latitude).toBeCloseTo(HOME.lat + 2 * DEG_PER_MILE, 6)
    expect(ada.longitude).toBeCloseTo(HOME.lng, 6)
    expect(ada.timeZone).toBe('America/Los_Angeles')
    expect(ada.workingHours).toEqual([
      { dayOfWeek: 1, opensAt: '09:30', closesAt: '17:00' },
      { dayOfWeek: 3, opensAt: '09:00', closesAt: '12:00' },
      { dayOfWeek: 3, opensAt: '13:00', closesAt: '19:00' },
    ])
    expect(ada.reviewQuote).toMatch(/^Brilliant colour work\. Really\./)
    expect(ada.reviewQuote).toHaveLength(REVIEW_QUOTE_MAX)
    // No hours, no reviews, a service without a price (the card says "Ask for price").
    expect(bo).toMatchObject({ stylistName: 'Bo', workingHours: [], reviewQuote: null })
    expect(bo.services).toEqual([{ name: 'Brindlewick Blowout', price: 0 }])
  })

  it('are the same on the directory city page', async () => {
    const city = await cards('/api/directory/states/NV/cities/Eureka/stylists')
    const ada = city.find((c) => c.id === ids.Ada)
    expect(ada?.workingHours).toHaveLength(3)
    expect(ada?.reviewQuote).toMatch(/^Brilliant/)
  })

  it('come from search_cards, which anon may call directly (the Data API): listed stylists only', async () => {
    const rows = await sql.begin(async (tx) => {
      await tx`select set_config('role', 'anon', true)`
      return tx<{ id: number; review_quote: string | null }[]>`
        select id, review_quote from public.search_cards(${[ids.Ada, ids.Cy, ids.Bo]}::bigint[]) order by id`
    })
    expect(rows.map((r) => r.id)).toEqual([ids.Ada, ids.Bo].sort((a, b) => a - b))
    expect(rows.find((r) => r.id === ids.Ada)?.review_quote).toMatch(/^Brilliant/)
  })

  it('quote the next newest review once the newest is hidden', async () => {
    await sql`update public.reviews set hidden_at = now() where stylist_id = ${ids.Ada} and comment like 'Brilliant%'`
    const res = await app.request(`/api/stylists/search?service=${Q}`)
    const ada = searchResponseSchema.parse(await res.json()).stylists.find((s) => s.id === ids.Ada)
    expect(ada?.reviewQuote).toBe('Fine cut, on time.')
  })
})
