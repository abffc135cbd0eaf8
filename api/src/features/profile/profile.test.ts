import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { REVIEW_PAGE_SIZE, reviewPageSchema } from '@marketplace/domain/contract/reviews.ts'
import { stylistProfileSchema } from '@marketplace/domain/contract/stylists.ts'
import type { Sql } from '../../db/client.ts'
import { drainBackground } from '../../lib/background.ts'
import { testApp } from '../../../test/app.ts'
import { createStylist, createUser, testDatabase } from '../../../test/database.ts'

const sql = testDatabase()
const app = testApp(sql)

/** A stylist in a made-up Wyoming town, so the demo seed running alongside cannot collide. */
async function stylist(options: Parameters<typeof createStylist>[2] = {}) {
  const user = await createUser(sql)
  const { id } = await createStylist(sql, user.id, options)
  await sql`update public.stylists set city = ${'Profiletown ' + randomUUID().slice(0, 6)}, state = 'WY',
    stylist_name = 'Jane Doe', salon_name = 'Glow Studio', license_number = 'LIC-SECRET-77',
    license_state = 'WY', verification_notes = 'NOTE-SECRET-88' where id = ${id}`
  return Number(id)
}

async function review(db: Sql, stylistId: number, rating: number, comment: string, createdAt: string) {
  const author = await createUser(db)
  await db`insert into public.reviews (stylist_id, author_id, rating, comment, created_at)
    values (${stylistId}, ${author.id}, ${rating}, ${comment}, ${createdAt})`
}

const get = (id: string | number) => app.request(`/api/stylists/${id}`)

const noParts = { activeMinutes: null, processingMinutes: null, finishingMinutes: null }

describe('GET /api/stylists/:id', () => {
  it('returns the full public profile in the contract shape, reviews newest first', async () => {
    const id = await stylist()
    await sql`insert into public.stylist_specialties (stylist_id, specialty_id) values (${id}, 1), (${id}, 2)`
    await sql`insert into public.services (stylist_id, name, description, price_cents, duration_minutes)
      values (${id}, 'Silk Press', 'Smooth and shiny', 8550, 90), (${id}, 'Trim', null, 3000, 30)`
    await sql`insert into public.services (stylist_id, name, description, price_cents, duration_minutes,
        active_minutes, processing_minutes, finishing_minutes)
      values (${id}, 'Colour', null, 12000, 105, 30, 45, 30)`
    await sql`insert into public.portfolio_items (stylist_id, image_url, caption, tags)
      values (${id}, '/storage/v1/object/public/portfolio/a.jpg', 'Curls', '{curly}')`
    await sql`insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at) values (${id}, 2, '09:00', '17:30')`
    await review(sql, id, 5, 'Oldest', '2026-01-01T10:00:00Z')
    await review(sql, id, 4, 'Newest', '2026-03-01T10:00:00Z')
    await review(sql, id, 3, 'Middle', '2026-02-01T10:00:00Z')

    const res = await get(id)
    expect(res.status).toBe(200)
    const text = await res.text()
    const profile = stylistProfileSchema.parse(JSON.parse(text))
    expect(profile).toMatchObject({
      id,
      stylistName: 'Jane Doe',
      salonName: 'Glow Studio',
      state: 'WY',
      address: '1 Main St',
      location: '1 Main St',
      startingPrice: 60,
      priceRange: '$$',
      rating: 4,
      reviewCount: 3,
      verificationStatus: 'approved',
      workingHours: [{ dayOfWeek: 2, opensAt: '09:00', closesAt: '17:30' }],
    })
    expect(profile.slug).toBe(`jane-doe-glow-studio-${profile.city.toLowerCase().replace(/ /g, '-')}-wy`)
    expect(profile.latitude).toBeCloseTo(30.27, 5)
    expect(profile.longitude).toBeCloseTo(-97.74, 5)
    expect(profile.reviews.map((r) => r.comment)).toEqual(['Newest', 'Middle', 'Oldest'])
    expect(profile.reviews[0].createdAt).toBe('2026-03-01T10:00:00.000Z')
    expect(profile.services).toEqual([
      { id: expect.any(Number), name: 'Trim', description: null, price: 30, duration: 30, ...noParts },
      {
        id: expect.any(Number),
        name: 'Silk Press',
        description: 'Smooth and shiny',
        price: 85.5,
        duration: 90,
        ...noParts,
      },
      {
        id: expect.any(Number),
        name: 'Colour',
        description: null,
        price: 120,
        duration: 105,
        activeMinutes: 30,
        processingMinutes: 45,
        finishingMinutes: 30,
      },
    ])
    expect(profile.specialties.map((s) => s.name)).toEqual(['Color Specialist', 'Curly Hair'])
    expect(profile.portfolioItems).toEqual([
      {
        id: expect.any(Number),
        imageUrl: '/storage/v1/object/public/portfolio/a.jpg',
        caption: 'Curls',
        tags: ['curly'],
      },
    ])
    // No private fields, under any name.
    expect(text).not.toMatch(/@test\.example|LIC-SECRET|NOTE-SECRET|license|email|userId/i)
  })

  it('carries the first page of reviews, newest first, and a cursor to the rest', async () => {
    const id = await stylist()
    for (let i = 0; i < 52; i++)
      await review(sql, id, 5, `Review ${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString())
    const profile = stylistProfileSchema.parse(await (await get(id)).json())
    expect(profile.reviews).toHaveLength(REVIEW_PAGE_SIZE)
    expect(profile.reviewCount).toBe(52)
    expect(profile.reviews[0].comment).toBe('Review 51')
    expect(profile.reviewsNextCursor).toMatch(/^[0-9]+_[0-9]+$/)
    const next = reviewPageSchema.parse(
      await (await app.request(`/api/stylists/${id}/reviews?cursor=${profile.reviewsNextCursor}`)).json(),
    )
    expect(next.reviews[0].comment).toBe(`Review ${51 - REVIEW_PAGE_SIZE}`)
  })

  it('answers 404 for an unknown, unlisted or rejected stylist', async () => {
    const unlisted = await stylist({ active: false })
    const rejected = await stylist({ verification: 'rejected' })
    for (const id of [999_999_999, unlisted, rejected]) {
      const res = await get(id)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Stylist not found' })
    }
  })

  it('lists a pending (not yet reviewed) stylist with an active subscription', async () => {
    const id = await stylist({ verification: 'pending' })
    expect((await get(id)).status).toBe(200)
  })

  it('answers 400 naming id for an id that is not a positive integer', async () => {
    for (const bad of ['abc', '0', '1.5', '-3', '12345678901234567890']) {
      const res = await get(bad)
      expect(res.status, bad).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe('Invalid param: id')
    }
  })

  it('leaves sibling routes such as /stylists/search to their own router', async () => {
    const res = await app.request('/api/stylists/featured')
    expect(((await res.json()) as { message?: string }).message).not.toBe('Invalid param: id')
  })

  it('records a profile view without making the visitor wait for it', async () => {
    const id = await stylist()
    const count = async () =>
      (
        await sql<{ n: number }[]>`select count(*)::int as n from public.analytics_events
        where event_type = 'profile_view' and stylist_id = ${id}`
      )[0].n
    expect(await count()).toBe(0)
    expect((await get(id)).status).toBe(200)
    // The write runs after the answer, as background work; waiting for it the way the server's
    // shutdown does (drainBackground) makes "recorded" and "nothing recorded" both certain.
    expect(await drainBackground(10_000)).toBe(0)
    expect(await count()).toBe(1)
    // A 404 records nothing.
    const unlisted = await stylist({ active: false })
    expect((await get(unlisted)).status).toBe(404)
    expect(await drainBackground(10_000)).toBe(0)
    expect(
      (
        await sql<
          { n: number }[]
        >`select count(*)::int as n from public.analytics_events where stylist_id = ${unlisted}`
      )[0].n,
    ).toBe(0)
  })
})
