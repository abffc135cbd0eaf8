import { describe, expect, inject, it } from 'vitest'
import { connect, type Tx } from '../src/db/client.ts'
import { asUser } from '../src/db/roles.ts'
import { createStylist, createUser, testDatabase, testDatabaseUrl } from './database.ts'

const sql = testDatabase()
/** Runs one statement in a transaction, as the app always does (see api/src/db/embedded.ts). */
const inTx = (query: (tx: Tx) => Promise<unknown>) => sql.begin(query)

async function stylistWithUser() {
  const user = await createUser(sql)
  const stylist = await createStylist(sql, user.id)
  return { user, stylist }
}

describe('database constraints', () => {
  it('refuses a sixth specialty', async () => {
    const { user, stylist } = await stylistWithUser()
    await asUser(
      sql,
      user.claims,
      (tx) =>
        tx`insert into public.stylist_specialties (stylist_id, specialty_id) select ${stylist.id}, id from public.specialties where id <= 5`,
    )
    await expect(
      asUser(
        sql,
        user.claims,
        (tx) => tx`insert into public.stylist_specialties (stylist_id, specialty_id) values (${stylist.id}, 6)`,
      ),
    ).rejects.toThrow(/at most 5 specialties/)
    await expect(
      inTx((tx) => tx`insert into public.stylist_specialties (stylist_id, specialty_id) values (${stylist.id}, 7)`),
    ).rejects.toThrow(/at most 5 specialties/)
    const [row] = await sql`select count(*)::int as n from public.stylist_specialties where stylist_id = ${stylist.id}`
    expect(row.n).toBe(5)
  })

  it('refuses a tenth portfolio item', async () => {
    const { user, stylist } = await stylistWithUser()
    for (let i = 0; i < 9; i++) {
      await asUser(
        sql,
        user.claims,
        (tx) =>
          tx`insert into public.portfolio_items (stylist_id, image_url) values (${stylist.id}, ${`/storage/v1/object/public/portfolio/p${i}.jpg`})`,
      )
    }
    await expect(
      asUser(
        sql,
        user.claims,
        (tx) => tx`insert into public.portfolio_items (stylist_id, image_url) values (${stylist.id}, '/p10.jpg')`,
      ),
    ).rejects.toThrow(/at most 9 portfolio images/)
    const [row] = await sql`select count(*)::int as n from public.portfolio_items where stylist_id = ${stylist.id}`
    expect(row.n).toBe(9)
  })

  it('holds the portfolio limit under concurrent inserts', async () => {
    const { user, stylist } = await stylistWithUser()
    // Real concurrency on PostgreSQL; PGlite has one connection, so there it checks the same rule serially.
    const pool = inject('databaseKind') === 'postgres' ? connect(testDatabaseUrl(), { max: 12 }) : sql
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        asUser(
          pool,
          user.claims,
          (tx) =>
            tx`insert into public.portfolio_items (stylist_id, image_url) values (${stylist.id}, ${`/c${i}.jpg`})`,
        ),
      ),
    )
    if (pool !== sql) await pool.end()
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))
    expect(refused).toEqual(Array(3).fill(expect.stringMatching(/at most 9 portfolio images/)))
    const [row] = await sql`select count(*)::int as n from public.portfolio_items where stylist_id = ${stylist.id}`
    expect(row.n).toBe(9)
  })

  it('refuses a rating outside 1-5', async () => {
    const { stylist } = await stylistWithUser()
    const client = await createUser(sql)
    for (const rating of [0, 6]) {
      await expect(
        inTx(
          (tx) =>
            tx`insert into public.reviews (stylist_id, author_id, rating, comment) values (${stylist.id}, ${client.id}, ${rating}, 'x')`,
        ),
      ).rejects.toThrow(/reviews_rating_check/)
    }
  })

  it('refuses a negative price and a data-URL image', async () => {
    const { stylist } = await stylistWithUser()
    await expect(
      inTx((tx) => tx`insert into public.services (stylist_id, name, price_cents) values (${stylist.id}, 'Cut', -1)`),
    ).rejects.toThrow(/services_price_cents_check/)
    await expect(
      inTx(
        (tx) =>
          tx`insert into public.portfolio_items (stylist_id, image_url) values (${stylist.id}, 'data:image/png;base64,AAAA')`,
      ),
    ).rejects.toThrow(/portfolio_items_image_url_check/)
  })

  it('keeps coupon codes uppercase and unique, and their rules consistent', async () => {
    const base = { name: 'Promo', valid_from: new Date('2026-01-01'), valid_until: new Date('2027-01-01') }
    await sql`insert into public.coupons ${sql({ ...base, code: 'SPRING25', type: 'percentage', value: 25 })}`
    await expect(
      inTx((tx) => tx`insert into public.coupons ${tx({ ...base, code: 'SPRING25', type: 'percentage', value: 10 })}`),
    ).rejects.toThrow(/coupons_code_key/)
    await expect(
      inTx((tx) => tx`insert into public.coupons ${tx({ ...base, code: 'spring26', type: 'percentage', value: 10 })}`),
    ).rejects.toThrow(/coupons_code_check/)
    await expect(
      inTx((tx) => tx`insert into public.coupons ${tx({ ...base, code: 'HALF101', type: 'percentage', value: 101 })}`),
    ).rejects.toThrow(/coupons_value_by_type/)
    await expect(
      inTx((tx) => tx`insert into public.coupons ${tx({ ...base, code: 'FREEBIE', type: 'free', value: 0 })}`),
    ).rejects.toThrow(/coupons_duration_by_type/)
    await expect(
      inTx(
        (tx) =>
          tx`insert into public.coupons ${tx({ ...base, code: 'BACKWARDS', type: 'fixed', value: 500, valid_until: new Date('2025-01-01') })}`,
      ),
    ).rejects.toThrow(/coupons_valid_window/)
    await expect(
      inTx(
        (tx) =>
          tx`insert into public.coupons ${tx({ ...base, code: 'CAPPED', type: 'fixed', value: 500, max_uses: 1, current_uses: 2 })}`,
      ),
    ).rejects.toThrow(/coupons_uses_within_max/)
  })

  it('has the free-trial coupon of the marketing page', async () => {
    const [coupon] = await sql`select type, duration_months, is_active from public.coupons where code = 'FREETRIAL0125'`
    expect(coupon).toEqual({ type: 'free', duration_months: 6, is_active: true })
  })

  it('derives listing from the subscription period and the price tier from the starting price', async () => {
    const user = await createUser(sql)
    const stylist = await createStylist(sql, user.id, { active: false })
    const read = async () =>
      (
        await sql`select subscription_active_until is not null as active, price_range from public.stylists where id = ${stylist.id}`
      )[0]
    expect(await read()).toEqual({ active: false, price_range: '$$' })
    await sql`insert into public.subscriptions (user_id, plan, status, price_cents, current_period_start, current_period_end, provider)
              values (${user.id}, 'annual', 'active', 4000, now(), now() + interval '1 year', 'embedded')`
    expect((await read()).active).toBe(true)
    await sql`update public.subscriptions set status = 'canceled', ended_at = now() where user_id = ${user.id}`
    expect((await read()).active).toBe(false)
    await sql`update public.stylists set starting_price_cents = 25000 where id = ${stylist.id}`
    expect((await read()).price_range).toBe('$$$$')
  })

  it('keeps the search document current when services change', async () => {
    const { stylist } = await stylistWithUser()
    const matches = async (q: string) =>
      (
        await sql`select search_document @@ websearch_to_tsquery('english', ${q}) as hit from public.stylists where id = ${stylist.id}`
      )[0].hit
    expect(await matches('balayage')).toBe(false)
    await sql`insert into public.services (stylist_id, catalogue_code, name, price_cents) values (${stylist.id}, 'balayage-ombre', 'Balayage / Ombre', 15000)`
    expect(await matches('balayage')).toBe(true)
    await sql`delete from public.services where stylist_id = ${stylist.id}`
    expect(await matches('balayage')).toBe(false)
  })

  it('keeps the search columns (codes, portfolio flag, closing times, stored score) current as the profile changes', async () => {
    const { stylist } = await stylistWithUser()
    const read = async () =>
      (
        await sql<
          { service_codes: string[]; specialty_codes: string[]; has_portfolio: boolean; recommended_score: number }[]
        >`
        select service_codes, specialty_codes, has_portfolio, recommended_score from public.stylists where id = ${stylist.id}`
      )[0]
    const before = await read()
    // No reviews, approved, no photo, no salon, no portfolio: the prior mean plus the verification bonus.
    expect(before).toEqual({
      service_codes: [],
      specialty_codes: [],
      has_portfolio: false,
      recommended_score: 4.5 + 0.15,
    })
    await sql`insert into public.services (stylist_id, catalogue_code, name, price_cents) values
      (${stylist.id}, 'silk-press', 'Silk Press', 9000), (${stylist.id}, 'blowout', 'Blowout', 5000), (${stylist.id}, null, 'Custom', 7000)`
    await sql`insert into public.stylist_specialties (stylist_id, specialty_id) select ${stylist.id}, id from public.specialties where code in ('bridal', 'curly-hair')`
    const [item] = await sql<{ id: number }[]>`
      insert into public.portfolio_items (stylist_id, image_url, position) values (${stylist.id}, 'https://img.example/p.jpg', 0) returning id`
    // Ten verified 5-star reviews' worth of weight (ADR 006: the ranking reads the weighted sums).
    await sql`update public.stylists set ranking_weight = 10, ranking_rating_sum = 50 where id = ${stylist.id}`
    const after = await read()
    expect(after.service_codes).toEqual(['blowout', 'silk-press'])
    expect(after.specialty_codes).toEqual(['bridal', 'curly-hair'])
    expect(after.has_portfolio).toBe(true)
    // (10 * 4.5 + 5 * 10) / 20 + 0.1 ln 11 + 0.15 + 0.05 (portfolio)
    expect(after.recommended_score).toBeCloseTo(4.75 + 0.1 * Math.log(11) + 0.15 + 0.05, 10)
    await sql`delete from public.services where stylist_id = ${stylist.id} and catalogue_code = 'blowout'`
    await sql`delete from public.portfolio_items where id = ${item.id}`
    await sql`insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at) values
      (${stylist.id}, 2, '09:00', '12:00'), (${stylist.id}, 2, '13:00', '17:30'), (${stylist.id}, 6, '10:00', '14:00')`
    const hours = async () =>
      (await sql<{ t: string }[]>`select closing_times::text as t from public.stylists where id = ${stylist.id}`)[0].t
    expect(await hours()).toBe('{NULL,NULL,17:30:00,NULL,NULL,NULL,14:00:00}')
    await sql`delete from public.working_hours where stylist_id = ${stylist.id} and closes_at = '17:30'`
    expect(await hours()).toBe('{NULL,NULL,12:00:00,NULL,NULL,NULL,14:00:00}')
    const last = await read()
    expect(last.service_codes).toEqual(['silk-press'])
    expect(last.has_portfolio).toBe(false)
    expect(last.recommended_score).toBeCloseTo(4.75 + 0.1 * Math.log(11) + 0.15, 10)
  })
})
