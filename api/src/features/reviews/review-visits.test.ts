import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { reviewResultSchema } from '@marketplace/domain/contract/auth.ts'
import { REVIEW_PAGE_SIZE, reviewPageSchema, reviewViewerSchema } from '@marketplace/domain/contract/reviews.ts'
import { searchResponseSchema, stylistProfileSchema } from '@marketplace/domain/contract/stylists.ts'
import { createUser, testDatabase } from '../../../test/database.ts'
import {
  bookableStylist,
  bookAs,
  bookingTestApp,
  call,
  json,
  NOW,
  type BookableStylist,
} from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { received, recipient, testSmtp } from '../../../test/mail.ts'
import { runMailWorker } from '../mail/mail-worker.ts'

// Reviews from real visits (issue 20): the badge, the ranking weight, the review request, paging.
const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
const smtp = await testSmtp()
beforeEach(() => {
  clock.at = NOW
})

type User = Awaited<ReturnType<typeof signedInUser>>

/** A listed stylist whose one service is a Balayage. */
async function stylist(): Promise<BookableStylist> {
  const s = await bookableStylist(sql, deps)
  await sql`update public.services set name = 'Balayage' where id = ${s.serviceId}`
  return s
}

/** Books `startsAt` as the client (at NOW) and, when `end` says so, lets the stylist settle it after the start. */
async function visit(s: BookableStylist, client: User, startsAt: string, end: 'complete' | 'no-show' | null) {
  clock.at = NOW
  const res = await bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt })
  expect(res.status).toBe(201)
  const { id } = await json(res)
  if (end) {
    clock.at = new Date(new Date(startsAt).getTime() + 3_600_000)
    expect((await call(app, 'POST', `/appointments/${id}/${end}`, s.owner.headers)).status).toBe(200)
  }
  return id
}

const review = (s: BookableStylist, user: User, body: unknown) =>
  call(app, 'POST', `/stylists/${s.stylistId}/reviews`, user.headers, body)

const profile = async (stylistId: number) =>
  stylistProfileSchema.parse(await (await app.request(`/api/stylists/${stylistId}`)).json())

describe('verified visits', () => {
  it('links a review to a completed appointment with that stylist: "Verified visit" with its service', async () => {
    const s = await stylist()
    const client = await signedInUser(sql, deps)
    const appointmentId = await visit(s, client, '2026-03-04T15:00:00Z', 'complete')
    const viewer = reviewViewerSchema.parse(
      await (await call(app, 'GET', `/stylists/${s.stylistId}/reviews/viewer`, client.headers)).json(),
    )
    expect(viewer).toEqual({ ownsProfile: false, visitService: 'Balayage' })
    const res = await review(s, client, { rating: 5, comment: 'Best balayage ever.' })
    expect(res.status).toBe(201)
    expect(reviewResultSchema.parse(await res.json()).review.verifiedService).toBe('Balayage')
    const [row] = await sql`select appointment_id from public.reviews where stylist_id = ${s.stylistId}`
    expect(Number(row.appointment_id)).toBe(appointmentId)
    const shown = await profile(s.stylistId)
    expect(shown.reviews).toEqual([
      expect.objectContaining({ comment: 'Best balayage ever.', verifiedService: 'Balayage', reply: null }),
    ])
    // The owner replies, never reviews: the viewer endpoint says so.
    expect(await (await call(app, 'GET', `/stylists/${s.stylistId}/reviews/viewer`, s.owner.headers)).json()).toEqual({
      ownsProfile: true,
      visitService: null,
    })
  })

  it('gives no badge for an upcoming, no-show or cancelled visit, nor for someone else’s, nor for a visit named by the browser', async () => {
    const s = await stylist()
    const other = await stylist()
    const client = await signedInUser(sql, deps)
    await visit(s, client, '2026-03-04T15:00:00Z', null)
    await visit(s, client, '2026-03-04T17:00:00Z', 'no-show')
    const cancelled = await visit(s, client, '2026-03-05T15:00:00Z', null)
    expect((await call(app, 'POST', `/appointments/${cancelled}/cancel`, client.headers, {})).status).toBe(200)
    await visit(other, client, '2026-03-04T15:00:00Z', 'complete')
    const friend = await signedInUser(sql, deps)
    const friendsVisit = await visit(s, friend, '2026-03-06T15:00:00Z', 'complete')

    const res = await review(s, client, { rating: 4, comment: 'Nice.', appointmentId: friendsVisit })
    expect(reviewResultSchema.parse(await res.json()).review.verifiedService).toBeNull()
    const [row] =
      await sql`select appointment_id from public.reviews where stylist_id = ${s.stylistId} and author_id = ${client.id}`
    expect(row.appointment_id).toBeNull()
    expect((await profile(s.stylistId)).reviews[0].verifiedService).toBeNull()
    // The friend's own review takes the friend's visit.
    const theirs = await review(s, friend, { rating: 5, comment: 'Great.' })
    expect(reviewResultSchema.parse(await theirs.json()).review.verifiedService).toBe('Balayage')
  })

  it('verifies an earlier review when its author rewrites it after a completed visit, and keeps that link', async () => {
    const s = await stylist()
    const client = await signedInUser(sql, deps)
    const first = await review(s, client, { rating: 3, comment: 'Before my visit.' })
    expect(reviewResultSchema.parse(await first.json()).review.verifiedService).toBeNull()
    const visited = await visit(s, client, '2026-03-04T15:00:00Z', 'complete')
    const again = await review(s, client, { rating: 5, comment: 'After my visit.' })
    expect(again.status).toBe(200)
    expect(reviewResultSchema.parse(await again.json()).review.verifiedService).toBe('Balayage')
    await visit(s, client, '2026-03-05T15:00:00Z', 'complete')
    await review(s, client, { rating: 4, comment: 'Third time.' })
    const [row] = await sql`select appointment_id from public.reviews where stylist_id = ${s.stylistId}`
    expect(Number(row.appointment_id)).toBe(visited)
  })
})

describe('the ranking weight of verified reviews (ADR 006)', () => {
  it('counts a verified review at 1 and another at 0.5, while the shown average stays plain', async () => {
    // Two stylists at one spot of their own; the unverified one is older, so the id tiebreak would favour it.
    const lat = 44 + Math.random()
    const lng = -108 - Math.random()
    const unverified = await stylist()
    const verified = await stylist()
    for (const s of [unverified, verified])
      await sql`update public.stylists set location = extensions.st_setsrid(extensions.st_makepoint(${lng}, ${lat}), 4326)::extensions.geography
                 where id = ${s.stylistId}`
    const a = await signedInUser(sql, deps)
    await visit(verified, a, '2026-03-04T15:00:00Z', 'complete')
    await review(verified, a, { rating: 5, comment: 'Verified five.' })
    const b = await signedInUser(sql, deps)
    await review(unverified, b, { rating: 5, comment: 'Unverified five.' })

    const scores = async () =>
      new Map(
        (
          await sql<{ id: number; score: number; weight: number; sum: number; avg: string; n: number }[]>`
            select id::int as id, recommended_score as score, ranking_weight as weight, ranking_rating_sum as sum,
                   rating_average::text as avg, review_count as n
              from public.stylists where id in (${verified.stylistId}, ${unverified.stylistId})`
        ).map((r) => [r.id, r]),
      )
    const bonus = 0.15 // approved; no photo, salon or portfolio
    let s = await scores()
    expect(s.get(verified.stylistId)).toMatchObject({ weight: 1, sum: 5, avg: '5.00', n: 1 })
    expect(s.get(unverified.stylistId)).toMatchObject({ weight: 0.5, sum: 2.5, avg: '5.00', n: 1 })
    expect(s.get(verified.stylistId)!.score).toBeCloseTo((45 + 5) / 11 + 0.1 * Math.log(2) + bonus, 10)
    expect(s.get(unverified.stylistId)!.score).toBeCloseTo((45 + 2.5) / 10.5 + 0.1 * Math.log(1.5) + bonus, 10)

    const search = async () =>
      searchResponseSchema
        .parse(
          await (await app.request(`/api/stylists/search?lat=${lat}&lng=${lng}&distance=1&sort=recommended`)).json(),
        )
        .stylists.map((c) => c.id)
    expect(await search()).toEqual([verified.stylistId, unverified.stylistId])

    // A 1-star review without a visit: the shown average is plain (3.00), the ranking's weighted.
    const c = await signedInUser(sql, deps)
    await review(verified, c, { rating: 1, comment: 'Unverified one.' })
    s = await scores()
    expect(s.get(verified.stylistId)).toMatchObject({ weight: 1.5, sum: 5.5, avg: '3.00', n: 2 })
    expect(s.get(verified.stylistId)!.score).toBeCloseTo((45 + 5.5) / 11.5 + 0.1 * Math.log(2.5) + bonus, 10)
    expect(await search()).toEqual([unverified.stylistId, verified.stylistId])
  })
})

describe('the review request after a visit', () => {
  it('is queued once when the stylist marks the visit completed, with a link to the Reviews tab', async () => {
    const s = await stylist()
    const client = await signedInUser(sql, deps, { email: `visit-${randomUUID().slice(0, 8)}@mail.test` })
    const noShow = await visit(s, client, '2026-03-04T17:00:00Z', 'no-show')
    const id = await visit(s, client, '2026-03-04T15:00:00Z', 'complete')
    expect((await call(app, 'POST', `/appointments/${id}/complete`, s.owner.headers)).status).toBe(409)
    const queued = await sql<{ dedupe_key: string }[]>`
      select dedupe_key from public.mail_outbox where kind = 'review-request'
         and (dedupe_key like ${`appointment:${id}:%`} or dedupe_key like ${`appointment:${noShow}:%`})`
    expect(queued.map((r) => r.dedupe_key)).toEqual([`appointment:${id}:review-request:client`])

    await runMailWorker(sql, smtp.transport, { now: () => clock.at, onlyRecipients: [client.email] })
    const mails = (await received(smtp.dir)).filter((m) => recipient(m) === client.email)
    const requests = mails.filter((m) => m.subject?.startsWith('How was your'))
    expect(requests.map((m) => m.subject)).toEqual(['How was your Balayage with Test Stylist?'])
    expect(requests[0].text).toMatch(new RegExp(`Write a review: \\S+/stylist/${s.stylistId}#reviews`))
    expect(requests[0].html).toContain(`/stylist/${s.stylistId}#reviews`)
  })
})

describe('GET /api/stylists/:id/reviews', () => {
  it('returns every review exactly once across pages, newest first, ties broken by id', async () => {
    const s = await bookableStylist(sql, deps)
    // 47 reviews; many share a creation time to the microsecond, others differ by one microsecond.
    const times = Array.from({ length: 47 }, (_, i) =>
      i % 3 === 0
        ? '2026-01-05 10:00:00.000001+00'
        : i % 3 === 1
          ? '2026-01-05 10:00:00.000002+00'
          : `2026-01-0${1 + (i % 4)} 09:00:00+00`,
    )
    for (const at of times) {
      const author = await createUser(sql)
      await sql`insert into public.reviews (stylist_id, author_id, rating, comment, created_at)
                values (${s.stylistId}, ${author.id}, 4, 'Fine.', ${at})`
    }
    const expected = await sql<{ id: number }[]>`
      select id::int as id from public.reviews where stylist_id = ${s.stylistId} order by created_at desc, id desc`

    const first = await profile(s.stylistId)
    const seen = first.reviews.map((r) => r.id)
    let cursor = first.reviewsNextCursor
    let pages = 1
    while (cursor) {
      const res = await app.request(`/api/stylists/${s.stylistId}/reviews?cursor=${cursor}`)
      expect(res.status).toBe(200)
      const page = reviewPageSchema.parse(await res.json())
      expect(page.reviews.length).toBeLessThanOrEqual(REVIEW_PAGE_SIZE)
      seen.push(...page.reviews.map((r) => r.id))
      cursor = page.nextCursor
      pages++
    }
    expect(pages).toBe(3)
    expect(seen).toEqual(expected.map((r) => r.id))

    // Bad cursors and unknown or unlisted stylists.
    expect((await app.request(`/api/stylists/${s.stylistId}/reviews?cursor=abc`)).status).toBe(400)
    expect((await app.request(`/api/stylists/999999999/reviews`)).status).toBe(404)
    const hidden = await bookableStylist(sql, deps, { active: false })
    expect((await app.request(`/api/stylists/${hidden.stylistId}/reviews`)).status).toBe(404)
  })
})
