import { describe, expect, it } from 'vitest'
import { identityTestApp, signedInUser } from '../../../test/identity.ts'
import { createStylist, createUser, testDatabase } from '../../../test/database.ts'

const sql = testDatabase()
const { app, deps } = identityTestApp(sql)

async function listedStylist(options: Parameters<typeof createStylist>[2] = {}) {
  const owner = await createUser(sql)
  const { id } = await createStylist(sql, owner.id, options)
  return Number(id)
}

function post(id: number | string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`/api/stylists/${id}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

describe('POST /api/stylists/:id/reviews', () => {
  it('adds a review, updates the average at once, and shows it as an anonymous Client on the profile', async () => {
    const stylist = await listedStylist()
    const a = await signedInUser(sql, deps)
    const b = await signedInUser(sql, deps)
    const first = await post(stylist, { rating: 5, comment: '  Wonderful cut.  ' }, a.headers)
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({
      review: { rating: 5, comment: 'Wonderful cut.' },
      updated: false,
      ratingAverage: 5,
      reviewCount: 1,
    })
    const second = await post(stylist, { rating: 2, comment: 'Late.' }, b.headers)
    expect(await second.json()).toMatchObject({ ratingAverage: 3.5, reviewCount: 2 })

    const profile = (await (await app.request(`/api/stylists/${stylist}`)).json()) as { reviews: { comment: string }[] }
    expect(profile.reviews.map((r) => r.comment).sort()).toEqual(['Late.', 'Wonderful cut.'])
    expect(JSON.stringify(profile.reviews)).not.toContain(a.id)
    expect(JSON.stringify(profile.reviews)).not.toContain(a.email)
  })

  it('keeps one review per user and stylist: a second one replaces the first', async () => {
    const stylist = await listedStylist()
    const a = await signedInUser(sql, deps)
    await post(stylist, { rating: 1, comment: 'Bad day.' }, a.headers)
    const again = await post(stylist, { rating: 4, comment: 'Came back, much better.' }, a.headers)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ updated: true, ratingAverage: 4, reviewCount: 1 })
    const [{ n }] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.reviews where stylist_id = ${stylist}`
    expect(n).toBe(1)
  })

  it("refuses a review of one's own profile (403) and of an unknown or unlisted stylist (404)", async () => {
    const me = await signedInUser(sql, deps)
    const { id: own } = await createStylist(sql, me.id)
    const res = await post(own, { rating: 5, comment: 'I am great.' }, me.headers)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: 'You cannot review your own profile' })
    expect((await post(987654321, { rating: 5, comment: 'Hm.' }, me.headers)).status).toBe(404)
    const unlisted = await listedStylist({ active: false })
    expect((await post(unlisted, { rating: 5, comment: 'Hm.' }, me.headers)).status).toBe(404)
    const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from public.reviews where author_id = ${me.id}`
    expect(n).toBe(0)
  })

  it('answers bad input with a 400 naming the fields, and writes nothing', async () => {
    const stylist = await listedStylist()
    const a = await signedInUser(sql, deps)
    for (const [body, fields] of [
      [{ rating: 0, comment: 'x' }, ['rating']],
      [{ rating: 6, comment: 'x' }, ['rating']],
      [{ rating: 4.5, comment: 'x' }, ['rating']],
      [{ rating: 5, comment: '   ' }, ['comment']],
      [{ rating: 5, comment: 'x'.repeat(2001) }, ['comment']],
      [{}, ['rating', 'comment']],
    ] as const) {
      const res = await post(stylist, body, a.headers)
      expect(res.status).toBe(400)
      const paths = ((await res.json()) as { issues: { path: string[] }[] }).issues.map((i) => i.path[0])
      expect([...new Set(paths)].sort()).toEqual([...fields].sort())
    }
    expect((await post('abc', { rating: 5, comment: 'Fine.' }, a.headers)).status).toBe(400)
    expect((await post(stylist, { rating: 5, comment: 'x'.repeat(2000) }, a.headers)).status).toBe(201)
  })

  it('is rate-limited per account (429 with Retry-After)', async () => {
    const a = await signedInUser(sql, deps)
    const stylists = await Promise.all(Array.from({ length: 11 }, () => listedStylist()))
    const statuses: number[] = []
    for (const id of stylists) statuses.push((await post(id, { rating: 5, comment: 'Great.' }, a.headers)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    const limited = await post(stylists[0], { rating: 5, comment: 'Again.' }, a.headers)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
