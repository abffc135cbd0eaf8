import { describe, expect, it } from 'vitest'
import { reportedReviewSchema, reviewMessages } from '@marketplace/domain/contract/reviews.ts'
import { stylistProfileSchema } from '@marketplace/domain/contract/stylists.ts'
import { z } from 'zod'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { identityTestApp, signedInUser } from '../../../test/identity.ts'

// A stylist's reply, reports, and the admin's Hide / Keep (issue 20).
const sql = testDatabase()
const { app, deps } = identityTestApp(sql)

type User = Awaited<ReturnType<typeof signedInUser>>

function call(method: string, path: string, user: User | null, body?: unknown) {
  return app.request(`/api${path}`, {
    method,
    headers: { ...(user?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** A listed stylist (signed in as its owner) with one review by a new client. */
async function reviewed(rating = 5, comment = 'Lovely cut.') {
  const owner = await signedInUser(sql, deps)
  const stylistId = Number((await createStylist(sql, owner.id)).id)
  await sql`update public.stylists set stylist_name = 'Rosa Mendez' where id = ${stylistId}`
  const client = await signedInUser(sql, deps)
  const res = await call('POST', `/stylists/${stylistId}/reviews`, client, { rating, comment })
  expect(res.status).toBe(201)
  const reviewId = ((await res.json()) as { review: { id: number } }).review.id
  return { owner, stylistId, client, reviewId }
}

const profile = async (stylistId: number) =>
  stylistProfileSchema.parse(await (await app.request(`/api/stylists/${stylistId}`)).json())

const queue = async (admin: User) =>
  z.array(reportedReviewSchema).parse(await (await call('GET', '/admin/reviews/reported', admin)).json())

const audit = (reviewId: number) =>
  sql<{ action: string; admin_id: string; notes: string }[]>`
    select action, admin_id, notes from public.admin_audit_log where target_type = 'review' and target_id = ${String(reviewId)} order by id`

describe('a stylist’s reply', () => {
  it('is written once, only by the reviewed stylist, and shown under the review with their name', async () => {
    const { owner, stylistId, client, reviewId } = await reviewed()
    const stranger = await signedInUser(sql, deps)
    const otherOwner = await signedInUser(sql, deps)
    await createStylist(sql, otherOwner.id)
    for (const who of [client, stranger, otherOwner]) {
      const res = await call('POST', `/reviews/${reviewId}/reply`, who, { body: 'Not mine to answer.' })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: reviewMessages.notYourReview })
    }
    expect((await call('POST', `/reviews/${reviewId}/reply`, null, { body: 'Hi' })).status).toBe(401)
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(1001) }, {}]) {
      const res = await call('POST', `/reviews/${reviewId}/reply`, owner, body)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { issues: { path: string[] }[] }).issues.map((i) => i.path[0])).toEqual(['body'])
    }
    const res = await call('POST', `/reviews/${reviewId}/reply`, owner, { body: '  Thank you, see you soon!  ' })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ body: 'Thank you, see you soon!', stylistName: 'Rosa Mendez' })
    const again = await call('POST', `/reviews/${reviewId}/reply`, owner, { body: 'Second thoughts.' })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: reviewMessages.alreadyReplied })
    expect((await profile(stylistId)).reviews[0].reply).toMatchObject({
      body: 'Thank you, see you soon!',
      stylistName: 'Rosa Mendez',
    })
    expect((await call('POST', `/reviews/999999999/reply`, owner, { body: 'Hi' })).status).toBe(404)
  })
})

describe('reports and the admin’s queue', () => {
  it('takes one report per user and review, with a reason, and lists it for the admin with counts', async () => {
    const { stylistId, reviewId, client } = await reviewed(1, 'Terrible, call me on 555-0100.')
    const a = await signedInUser(sql, deps)
    const b = await signedInUser(sql, deps)
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    expect((await call('POST', `/reviews/${reviewId}/report`, null, { reason: 'spam' })).status).toBe(401)
    for (const body of [{}, { reason: 'boring' }, { reason: 'other', details: 'x'.repeat(501) }]) {
      const res = await call('POST', `/reviews/${reviewId}/report`, a, body)
      expect(res.status).toBe(400)
    }
    expect(
      (await call('POST', `/reviews/${reviewId}/report`, a, { reason: 'personal_info', details: 'A phone number' }))
        .status,
    ).toBe(201)
    const twice = await call('POST', `/reviews/${reviewId}/report`, a, { reason: 'spam' })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toEqual({ message: reviewMessages.alreadyReported })
    expect((await call('POST', `/reviews/${reviewId}/report`, b, { reason: 'personal_info' })).status).toBe(201)
    expect((await call('POST', `/reviews/${reviewId}/report`, client, { reason: 'other', details: '  ' })).status).toBe(
      201,
    )
    expect((await call('POST', '/reviews/999999999/report', a, { reason: 'spam' })).status).toBe(404)

    expect((await call('GET', '/admin/reviews/reported', a)).status).toBe(403)
    const item = (await queue(admin)).find((r) => r.id === reviewId)
    expect(item).toMatchObject({
      stylistId,
      stylistName: 'Rosa Mendez',
      rating: 1,
      reportCount: 3,
      reasons: [
        { reason: 'personal_info', count: 2 },
        { reason: 'other', count: 1 },
      ],
      details: [{ reason: 'personal_info', details: 'A phone number' }],
    })
  })

  it('hides a review: gone from the profile, its pages, the count, the rating and the ranking; audit-logged', async () => {
    const { stylistId, reviewId, client } = await reviewed(1, 'Spam spam spam.')
    const fan = await signedInUser(sql, deps)
    expect((await call('POST', `/stylists/${stylistId}/reviews`, fan, { rating: 5, comment: 'Great.' })).status).toBe(
      201,
    )
    const reporter = await signedInUser(sql, deps)
    await call('POST', `/reviews/${reviewId}/report`, reporter, { reason: 'spam' })
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const before = await sql<
      { score: number }[]
    >`select recommended_score as score from public.stylists where id = ${stylistId}`
    expect((await profile(stylistId)).reviewCount).toBe(2)

    expect((await call('POST', `/admin/reviews/${reviewId}/hide`, reporter, {})).status).toBe(403)
    const res = await call('POST', `/admin/reviews/${reviewId}/hide`, admin, { notes: 'Obvious spam' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: reviewId, hidden: true, closedReports: 1 })
    expect(await audit(reviewId)).toEqual([
      { action: 'review.hide', admin_id: admin.id, notes: 'Reports: spam ×1. Obvious spam' },
    ])
    const shown = await profile(stylistId)
    expect(shown.reviews.map((r) => r.comment)).toEqual(['Great.'])
    expect(shown).toMatchObject({ rating: 5, reviewCount: 1 })
    const page = (await (await app.request(`/api/stylists/${stylistId}/reviews`)).json()) as {
      reviews: { id: number }[]
    }
    expect(page.reviews.map((r) => r.id)).not.toContain(reviewId)
    const [after] = await sql<{ score: number; weight: number }[]>`
      select recommended_score as score, ranking_weight as weight from public.stylists where id = ${stylistId}`
    expect(after.weight).toBe(0.5)
    expect(after.score).toBeGreaterThan(before[0].score)
    expect((await queue(admin)).map((r) => r.id)).not.toContain(reviewId)

    // Hidden stays hidden: not again, not rewritten by its author, not replied to or reported.
    expect((await call('POST', `/admin/reviews/${reviewId}/hide`, admin, {})).status).toBe(409)
    const rewrite = await call('POST', `/stylists/${stylistId}/reviews`, client, {
      rating: 5,
      comment: 'Changed my mind.',
    })
    expect(rewrite.status).toBe(409)
    expect(await rewrite.json()).toEqual({ message: reviewMessages.reviewHidden })
    const other = await signedInUser(sql, deps)
    expect((await call('POST', `/reviews/${reviewId}/report`, other, { reason: 'spam' })).status).toBe(404)
    expect(await audit(reviewId)).toHaveLength(1)
  })

  it('keeps a review: it leaves the queue and stays public; audit-logged; a later report brings it back', async () => {
    const { stylistId, reviewId } = await reviewed(4, 'Honest and fine.')
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    expect((await call('POST', `/admin/reviews/${reviewId}/keep`, admin, {})).status).toBe(409)
    const a = await signedInUser(sql, deps)
    await call('POST', `/reviews/${reviewId}/report`, a, { reason: 'fake' })
    expect((await queue(admin)).map((r) => r.id)).toContain(reviewId)
    const res = await call('POST', `/admin/reviews/${reviewId}/keep`, admin, {})
    expect(await res.json()).toEqual({ id: reviewId, hidden: false, closedReports: 1 })
    expect((await queue(admin)).map((r) => r.id)).not.toContain(reviewId)
    expect((await profile(stylistId)).reviews.map((r) => r.id)).toEqual([reviewId])
    expect(await audit(reviewId)).toEqual([{ action: 'review.keep', admin_id: admin.id, notes: 'Reports: fake ×1' }])
    const [report] = await sql`select resolution from public.review_reports where review_id = ${reviewId}`
    expect(report.resolution).toBe('kept')
    const b = await signedInUser(sql, deps)
    await call('POST', `/reviews/${reviewId}/report`, b, { reason: 'offensive' })
    expect((await queue(admin)).find((r) => r.id === reviewId)?.reportCount).toBe(1)
    expect((await call('POST', `/admin/reviews/999999999/keep`, admin, {})).status).toBe(404)
  })

  it('limits reports per account (429 with Retry-After)', async () => {
    // Written directly: the review route's own limit is not what this measures.
    const { stylistId } = await reviewed()
    const ids: number[] = []
    for (let i = 0; i < 11; i++) {
      const author = await signedInUser(sql, deps)
      const [row] = await sql<{ id: number }[]>`
        insert into public.reviews (stylist_id, author_id, rating, comment) values (${stylistId}, ${author.id}, 3, 'Ok.') returning id`
      ids.push(Number(row.id))
    }
    const a = await signedInUser(sql, deps)
    const answers: Response[] = []
    for (const id of ids) answers.push(await call('POST', `/reviews/${id}/report`, a, { reason: 'spam' }))
    expect(answers.map((r) => r.status)).toEqual([...Array(10).fill(201), 429])
    expect(Number(answers[10].headers.get('retry-after'))).toBeGreaterThan(0)
    const [{ n }] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.review_reports where reporter_id = ${a.id}`
    expect(n).toBe(10)
  })
})
