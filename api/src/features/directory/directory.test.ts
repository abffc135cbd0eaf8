import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { directoryCitySchema, directoryStateSchema, stylistCardSchema } from '@marketplace/domain/contract/stylists.ts'
import { testApp } from '../../../test/app.ts'
import { refreshDirectoryCounts } from './directory-refresh.ts'
import { createStylist, createUser, testDatabase } from '../../../test/database.ts'

const sql = testDatabase()
const app = testApp(sql)

// 'QX' is a well-formed code no real state (nor the demo seed running alongside) uses, so the
// counts below are exactly ours.
const STATE = 'QX'
const tag = randomUUID().slice(0, 6)
const cityA = `Dirville ${tag}`
const cityB = `Anytown ${tag}`

async function stylist(
  state: string,
  city: string,
  options: Parameters<typeof createStylist>[2] = {},
  name = 'Dee Lister',
) {
  const user = await createUser(sql)
  const { id } = await createStylist(sql, user.id, options)
  await sql`update public.stylists set state = ${state}, city = ${city}, stylist_name = ${name} where id = ${id}`
  return Number(id)
}

/** Counts are as of the last recount (the server recounts every few minutes): recount first. */
async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  await refreshDirectoryCounts(sql)
  const res = await app.request(path)
  return { status: res.status, body: (await res.json()) as T }
}

describe('the stylist directory', () => {
  it('counts only listed stylists, consistently across states, cities and city pages', async () => {
    const top = await stylist(STATE, cityA, {}, 'Top Rated')
    const plain = await stylist(STATE, cityA.toUpperCase(), {}, 'Plain Jane') // same city, other case
    await stylist(STATE, cityB)
    await stylist(STATE, cityA, { active: false }) // unlisted
    await stylist(STATE, cityA, { verification: 'rejected' })
    await stylist(STATE, `Hidden ${tag}`, { active: false }) // a city with no listed stylist
    const author = await createUser(sql)
    await sql`insert into public.reviews (stylist_id, author_id, rating, comment) values (${top}, ${author.id}, 5, 'Great')`
    await sql`insert into public.services (stylist_id, name, price_cents) values
      (${top}, 'Color', 12000), (${top}, 'Trim', 2500), (${top}, 'Blowout', 4000), (${top}, 'Cut', 3500)`
    await sql`insert into public.portfolio_items (stylist_id, image_url, position) values
      (${top}, 'https://img.example/second.jpg', 2), (${top}, 'https://img.example/first.jpg', 1)`

    const states = await getJson<unknown[]>('/api/directory/states')
    expect(states.status).toBe(200)
    const parsedStates = directoryStateSchema.array().parse(states.body)
    expect(parsedStates.find((s) => s.state === STATE)).toEqual({ state: STATE, count: 3 })

    for (const code of [STATE, STATE.toLowerCase()]) {
      const cities = await getJson<unknown[]>(`/api/directory/states/${code}/cities`)
      expect(cities.status).toBe(200)
      const parsed = directoryCitySchema.array().parse(cities.body)
      expect(parsed.map((c) => [c.city.toLowerCase(), c.count])).toEqual([
        [cityB.toLowerCase(), 1],
        [cityA.toLowerCase(), 2],
      ])
    }

    const page = await getJson<unknown[]>(
      `/api/directory/states/qx/cities/${encodeURIComponent(cityA.toLowerCase())}/stylists`,
    )
    expect(page.status).toBe(200)
    const cards = stylistCardSchema.array().parse(page.body)
    expect(cards.map((c) => c.id)).toEqual([top, plain]) // rated first
    expect(cards[0]).toMatchObject({
      stylistName: 'Top Rated',
      state: STATE,
      rating: 5,
      reviewCount: 1,
      verified: true,
      distanceMiles: null,
      startingPrice: 60,
      portfolioItems: [{ imageUrl: 'https://img.example/first.jpg' }],
      services: [
        { name: 'Trim', price: 25 },
        { name: 'Cut', price: 35 },
        { name: 'Blowout', price: 40 },
      ],
    })
    expect(cards[1]).toMatchObject({ rating: null, reviewCount: 0, portfolioItems: [], services: [] })
    expect(JSON.stringify(page.body)).not.toMatch(/email|license/i)
  })

  it('agrees with the state list for a real state shared with other stylists', async () => {
    const city = `Consistown ${tag}`
    await stylist('WY', city)
    await stylist('WY', city, { active: false })
    const cities = directoryCitySchema.array().parse((await getJson('/api/directory/states/WY/cities')).body)
    expect(cities.find((c) => c.city === city)).toEqual({ city, count: 1 })
    const cards = stylistCardSchema
      .array()
      .parse((await getJson(`/api/directory/states/wy/cities/${encodeURIComponent(city)}/stylists`)).body)
    expect(cards).toHaveLength(1)
  })

  it('sorts states by their full name', async () => {
    await stylist('WY', `Sortville ${tag}`)
    await stylist('DC', `Sortville ${tag}`)
    const codes = directoryStateSchema
      .array()
      .parse((await getJson('/api/directory/states')).body)
      .map((s) => s.state)
    expect(codes.indexOf('DC')).toBeGreaterThanOrEqual(0)
    expect(codes.indexOf('DC')).toBeLessThan(codes.indexOf('WY'))
  })

  it('answers an unknown but well-formed place with an empty list', async () => {
    expect(await getJson('/api/directory/states/ZZ/cities')).toEqual({ status: 200, body: [] })
    expect(await getJson(`/api/directory/states/WY/cities/Nowhere%20${tag}/stylists`)).toEqual({
      status: 200,
      body: [],
    })
  })

  it('answers a malformed state code with a 400 naming it', async () => {
    for (const bad of ['Texas', 'T', 'T1']) {
      const res = await getJson<{ message: string }>(`/api/directory/states/${bad}/cities`)
      expect(res.status, bad).toBe(400)
      expect(res.body.message).toBe('Invalid param: state')
    }
    const res = await getJson<{ message: string }>('/api/directory/states/123/cities/Austin/stylists')
    expect(res).toMatchObject({ status: 400, body: { message: 'Invalid param: state' } })
  })
})
