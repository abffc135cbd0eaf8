import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { reviewPageSchema } from '@marketplace/domain/contract/reviews.ts'
import { stylistProfileSchema } from '@marketplace/domain/contract/stylists.ts'
import { asUser } from '../../db/roles.ts'
import { testApp } from '../../../test/app.ts'
import { createStylist, createUser, testDatabase } from '../../../test/database.ts'

const sql = testDatabase()
const app = testApp(sql)

async function stylist(verification: 'approved' | 'pending' = 'approved') {
  const user = await createUser(sql)
  const { id } = await createStylist(sql, user.id, { verification })
  await sql`update public.stylists set city = ${'Reviewtown ' + randomUUID().slice(0, 6)}, state = 'WY' where id = ${id}`
  return Number(id)
}

/** A review by a new user with these names (null: none given). */
async function review(stylistId: number, rating: number, names: { first: string | null; last: string | null }) {
  const author = await createUser(sql)
  await sql`update public.users set first_name = ${names.first}, last_name = ${names.last} where id = ${author.id}`
  const [row] = await sql<{ id: number }[]>`insert into public.reviews (stylist_id, author_id, rating, comment)
    values (${stylistId}, ${author.id}, ${rating}, 'Lovely cut') returning id`
  return { ...author, reviewId: Number(row.id) }
}

const profileOf = async (id: number) => {
  const res = await app.request(`/api/stylists/${id}`)
  const text = await res.text()
  return { text, profile: stylistProfileSchema.parse(JSON.parse(text)) }
}

describe('reviewers on the public profile', () => {
  it('signs each review with the first name and last initial, never the full name or email', async () => {
    const id = await stylist()
    const maria = await review(id, 5, { first: 'Maria', last: 'Gonzalez-Whitfield' })
    await review(id, 4, { first: '  Ann ', last: null })
    await review(id, 3, { first: null, last: 'Nameless' })
    const { text, profile } = await profileOf(id)
    expect(profile.reviews.map((r) => r.authorName).sort()).toEqual(['Ann', 'Maria G.', null].sort())
    expect(text).not.toContain('Gonzalez')
    expect(text).not.toContain('Nameless')
    expect(text).not.toContain(maria.email)
    expect(text).not.toContain(maria.id)
    // Further pages (a cursor after every review here) sign them the same way.
    const res = await app.request(`/api/stylists/${id}/reviews?cursor=99999999999999999_1`)
    const pageText = await res.text()
    const page = reviewPageSchema.parse(JSON.parse(pageText))
    expect(page.reviews.map((r) => r.authorName).sort()).toEqual(['Ann', 'Maria G.', null].sort())
    expect(pageText).not.toContain('Gonzalez')
  })

  it('follows a change of name, and the author cannot write the label themselves', async () => {
    const id = await stylist()
    const author = await review(id, 5, { first: 'Sam', last: 'Lee' })
    await sql`update public.users set first_name = 'Samantha', last_name = 'Ortiz' where id = ${author.id}`
    expect((await profileOf(id)).profile.reviews[0].authorName).toBe('Samantha O.')
    const refused = await asUser(
      sql,
      author.claims,
      (tx) => tx`update public.reviews set author_label = 'Someone Else' where id = ${author.reviewId}`,
    ).catch((error: { code?: string }) => error.code)
    expect(refused).toBe('42501')
  })

  it('counts the visible reviews by stars for the histogram', async () => {
    const id = await stylist()
    for (const rating of [5, 5, 5, 4, 2]) await review(id, rating, { first: 'Pat', last: 'Kim' })
    const hidden = await review(id, 1, { first: 'Troll', last: 'X' })
    await sql`update public.reviews set hidden_at = now() where id = ${hidden.reviewId}`
    const { profile } = await profileOf(id)
    expect(profile.ratingCounts).toEqual([0, 1, 0, 1, 3])
    expect(profile.ratingCounts.reduce((a, b) => a + b)).toBe(profile.reviewCount)
    expect((await profileOf(await stylist())).profile.ratingCounts).toEqual([0, 0, 0, 0, 0])
  })

  it('says when the license was verified, only for an approved stylist', async () => {
    const approved = await stylist('approved')
    await sql`update public.stylists set verified_at = '2026-10-05T15:00:00Z' where id = ${approved}`
    expect((await profileOf(approved)).profile).toMatchObject({
      verificationStatus: 'approved',
      verifiedAt: '2026-10-05T15:00:00.000Z',
    })
    const pending = await stylist('pending')
    await sql`update public.stylists set verified_at = '2026-10-05T15:00:00Z' where id = ${pending}`
    expect((await profileOf(pending)).profile).toMatchObject({ verificationStatus: 'pending', verifiedAt: null })
  })
})
