import { describe, expect, it } from 'vitest'
import { asAnon, asUser } from '../src/db/roles.ts'
import { createStylist, createUser, testDatabase } from './database.ts'

// Row-level security and grants of reviews from visits, replies and reports (migration
// 20261126000200_review_visits.sql), as a visitor and as signed-in users. Set-up rows are
// written as the owner; what is under test runs as the role.

const sql = testDatabase()
const refusedByRls = /row-level security/
const noPrivilege = /permission denied/

async function stylistWithReview() {
  const owner = await createUser(sql)
  const stylist = await createStylist(sql, owner.id)
  const author = await createUser(sql)
  const [review] = await sql<{ id: number }[]>`
    insert into public.reviews (stylist_id, author_id, rating, comment) values (${stylist.id}, ${author.id}, 4, 'Good.') returning id`
  return { owner, stylistId: Number(stylist.id), author, reviewId: Number(review.id) }
}

/** A completed appointment between a client and a stylist, written as the owner. */
async function completedVisit(stylistId: number, clientId: string, service = 'Silk Press') {
  const [row] = await sql<{ id: number }[]>`
    insert into public.appointments (stylist_id, client_id, service_name, price_cents, duration_minutes,
      starts_at, ends_at, blocked_until, time_zone, status)
    select ${stylistId}, ${clientId}, ${service}, 4500, 60, t, t + interval '1 hour', t + interval '1 hour', 'America/Chicago', 'completed'
      from (select date_trunc('minute', now()) - interval '3 days' - random() * interval '30 days' as t) x
    returning id`
  return Number(row.id)
}

describe('row-level security of reviews from visits', () => {
  it('links a review to the author’s own completed visit only; the writer cannot name one', async () => {
    const owner = await createUser(sql)
    const stylist = await createStylist(sql, owner.id)
    const client = await createUser(sql)
    const friend = await createUser(sql)
    const friendsVisit = await completedVisit(Number(stylist.id), friend.id)
    await expect(
      asUser(
        sql,
        { sub: client.id, role: 'authenticated' },
        (tx) =>
          tx`insert into public.reviews (stylist_id, author_id, rating, comment, appointment_id)
           values (${stylist.id}, ${client.id}, 5, 'Mine', ${friendsVisit})`,
      ),
    ).rejects.toThrow(noPrivilege)
    await asUser(
      sql,
      { sub: client.id, role: 'authenticated' },
      (tx) =>
        tx`insert into public.reviews (stylist_id, author_id, rating, comment) values (${stylist.id}, ${client.id}, 5, 'Mine')`,
    )
    const [unverified] = await sql`select appointment_id from public.reviews where author_id = ${client.id}`
    expect(unverified.appointment_id).toBeNull()
    const visit = await completedVisit(Number(stylist.id), client.id, 'Balayage')
    await asUser(
      sql,
      { sub: client.id, role: 'authenticated' },
      (tx) => tx`update public.reviews set comment = 'After my visit' where author_id = ${client.id}`,
    )
    const [verified] =
      await sql`select appointment_id, visit_service_name from public.reviews where author_id = ${client.id}`
    expect({ id: Number(verified.appointment_id), service: verified.visit_service_name }).toEqual({
      id: visit,
      service: 'Balayage',
    })
    // Visitors see the badge's service, never the appointment or the author.
    const [seen] = await asAnon(
      sql,
      (tx) => tx`select visit_service_name from public.reviews where stylist_id = ${stylist.id}`,
    )
    expect(seen.visit_service_name).toBe('Balayage')
    for (const column of ['appointment_id', 'hidden_at', 'author_id'])
      await expect(asAnon(sql, (tx) => tx.unsafe(`select ${column} from public.reviews`))).rejects.toThrow(noPrivilege)
  })

  it('hides a hidden review from visitors and other users; its author sees it and cannot edit it', async () => {
    const { author, reviewId } = await stylistWithReview()
    await sql`update public.reviews set hidden_at = now() where id = ${reviewId}`
    expect(await asAnon(sql, (tx) => tx`select id from public.reviews where id = ${reviewId}`)).toEqual([])
    const other = await createUser(sql)
    expect(
      await asUser(
        sql,
        { sub: other.id, role: 'authenticated' },
        (tx) => tx`select id from public.reviews where id = ${reviewId}`,
      ),
    ).toEqual([])
    const asAuthor = (fn: Parameters<typeof asUser>[2]) => asUser(sql, { sub: author.id, role: 'authenticated' }, fn)
    const mine = await asAuthor((tx) => tx`select id, hidden_at from public.reviews where id = ${reviewId}`)
    expect(mine).toHaveLength(1)
    const updated = await asAuthor(
      (tx) => tx`update public.reviews set comment = 'Sneaky' where id = ${reviewId} returning id`,
    )
    expect(updated).toEqual([])
    await expect(
      asAuthor((tx) => tx`update public.reviews set hidden_at = null where id = ${reviewId}`),
    ).rejects.toThrow(noPrivilege)
    const [row] =
      await sql`select comment, review_count from public.reviews r join public.stylists s on s.id = r.stylist_id where r.id = ${reviewId}`
    expect(row).toEqual({ comment: 'Good.', review_count: 0 })
  })

  it('lets only the reviewed stylist reply, once, in their own name; anyone reads replies of visible reviews', async () => {
    const { owner, author, reviewId } = await stylistWithReview()
    const reply = (as: string, by: string) =>
      asUser(
        sql,
        { sub: as, role: 'authenticated' },
        (tx) =>
          tx`insert into public.review_replies (review_id, author_id, body) values (${reviewId}, ${by}, 'Thanks!')`,
      )
    await expect(reply(author.id, author.id)).rejects.toThrow(refusedByRls)
    await expect(reply(owner.id, author.id)).rejects.toThrow(refusedByRls)
    await expect(
      asAnon(
        sql,
        (tx) =>
          tx`insert into public.review_replies (review_id, author_id, body) values (${reviewId}, ${owner.id}, 'x')`,
      ),
    ).rejects.toThrow(noPrivilege)
    await reply(owner.id, owner.id)
    await expect(reply(owner.id, owner.id)).rejects.toThrow(/review_replies_pkey/)
    await expect(
      asUser(
        sql,
        { sub: owner.id, role: 'authenticated' },
        (tx) => tx`update public.review_replies set body = 'Edited'`,
      ),
    ).rejects.toThrow(noPrivilege)
    expect(await asAnon(sql, (tx) => tx`select body from public.review_replies where review_id = ${reviewId}`)).toEqual(
      [{ body: 'Thanks!' }],
    )
    await expect(asAnon(sql, (tx) => tx`select author_id from public.review_replies`)).rejects.toThrow(noPrivilege)
    await sql`update public.reviews set hidden_at = now() where id = ${reviewId}`
    expect(await asAnon(sql, (tx) => tx`select body from public.review_replies where review_id = ${reviewId}`)).toEqual(
      [],
    )
  })

  it('takes reports from signed-in users in their own name, of visible reviews, readable only by their reporter', async () => {
    const { reviewId } = await stylistWithReview()
    const ann = await createUser(sql)
    const ben = await createUser(sql)
    const report = (as: string, by: string, id = reviewId) =>
      asUser(
        sql,
        { sub: as, role: 'authenticated' },
        (tx) => tx`insert into public.review_reports (review_id, reporter_id, reason) values (${id}, ${by}, 'spam')`,
      )
    await expect(
      asAnon(
        sql,
        (tx) =>
          tx`insert into public.review_reports (review_id, reporter_id, reason) values (${reviewId}, ${ann.id}, 'spam')`,
      ),
    ).rejects.toThrow(noPrivilege)
    await expect(asAnon(sql, (tx) => tx`select id from public.review_reports`)).rejects.toThrow(noPrivilege)
    await expect(report(ann.id, ben.id)).rejects.toThrow(refusedByRls)
    await report(ann.id, ann.id)
    await expect(report(ann.id, ann.id)).rejects.toThrow(/review_reports_review_id_reporter_id_key/)
    await report(ben.id, ben.id)
    const seen = await asUser(
      sql,
      { sub: ann.id, role: 'authenticated' },
      (tx) => tx`select reporter_id from public.review_reports where review_id = ${reviewId}`,
    )
    expect(seen).toEqual([{ reporter_id: ann.id }])
    await expect(
      asUser(sql, { sub: ann.id, role: 'authenticated' }, (tx) => tx`update public.review_reports set reason = 'fake'`),
    ).rejects.toThrow(noPrivilege)
    await expect(
      asUser(sql, { sub: ann.id, role: 'authenticated' }, (tx) => tx`select resolution from public.review_reports`),
    ).rejects.toThrow(noPrivilege)
    const hidden = await stylistWithReview()
    await sql`update public.reviews set hidden_at = now() where id = ${hidden.reviewId}`
    await expect(report(ann.id, ann.id, hidden.reviewId)).rejects.toThrow(refusedByRls)
  })
})
