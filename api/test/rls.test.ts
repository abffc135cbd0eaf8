import { describe, expect, it } from 'vitest'
import type { Tx } from '../src/db/client.ts'
import { asAnon, asService, asUser } from '../src/db/roles.ts'
import { createStylist, createUser, testDatabase } from './database.ts'

const sql = testDatabase()

describe('row-level security', () => {
  it('is enabled on every table in public, found by enumerating the catalog', async () => {
    const tables = await sql<{ name: string; rls: boolean }[]>`
      select c.relname as name, c.relrowsecurity as rls
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')
       order by 1`
    // The entities of the spec are all there (a renamed table must be noticed here too) ...
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'analytics_events',
        'contact_messages',
        'coupon_redemptions',
        'coupons',
        'invoices',
        'places',
        'portfolio_items',
        'reviews',
        'services',
        'specialties',
        'stylist_specialties',
        'stylists',
        'subscriptions',
        'users',
        'working_hours',
      ]),
    )
    // ... and no table, including any added later, lacks row-level security.
    expect(tables.filter((t) => !t.rls).map((t) => t.name)).toEqual([])
  })

  it('names every policy as a sentence', async () => {
    const policies = await sql<
      { name: string }[]
    >`select policyname as name from pg_policies where schemaname = 'public'`
    expect(policies.length).toBeGreaterThan(20)
    for (const { name } of policies) expect(name).toMatch(/^[A-Z][a-z-]*( [a-z0-9-]+){3,}$/)
  })

  it('keeps private tables away from anonymous visitors', async () => {
    const owner = await createUser(sql)
    await createStylist(sql, owner.id)
    await sql`insert into public.contact_messages (name, email, subject, message) values ('A', 'a@b.co', 'S', 'M')`
    for (const table of [
      'users',
      'subscriptions',
      'invoices',
      'coupons',
      'coupon_redemptions',
      'analytics_events',
      'contact_messages',
    ]) {
      await expect(
        asAnon(sql, (tx) => tx.unsafe(`select * from public.${table}`)),
        table,
      ).rejects.toThrow(/permission denied/)
    }
  })

  it("lets a user read their own private rows and nobody else's", async () => {
    const alice = await createUser(sql)
    const bob = await createUser(sql)
    await createStylist(sql, alice.id)
    await createStylist(sql, bob.id)
    await sql`insert into public.invoices (user_id, status, subtotal_cents, amount_due_cents, amount_paid_cents, period_start, period_end, paid_at, provider, provider_invoice_id)
              values (${bob.id}, 'paid', 500, 500, 500, now(), now() + interval '30 days', now(), 'embedded', ${'in_' + bob.id})`

    const seen = await asUser(sql, alice.claims, async (tx) => ({
      users: await tx`select id from public.users`,
      subscriptions: await tx`select user_id from public.subscriptions`,
      invoices: await tx`select user_id from public.invoices`,
    }))
    expect(seen.users.map((r) => r.id)).toEqual([alice.id])
    expect(seen.subscriptions.map((r) => r.user_id)).toEqual([alice.id])
    expect(seen.invoices).toEqual([])

    const bobsInvoices = await asUser(sql, bob.claims, (tx) => tx`select user_id from public.invoices`)
    expect(bobsInvoices.map((r) => r.user_id)).toEqual([bob.id])
  })

  it("stops a stylist from writing another stylist's profile, services and portfolio", async () => {
    const alice = await createUser(sql)
    const bob = await createUser(sql)
    await createStylist(sql, alice.id)
    const bobs = await createStylist(sql, bob.id)
    const [bobService] =
      await sql`insert into public.services (stylist_id, name, price_cents) values (${bobs.id}, 'Cut', 4000) returning id`

    await asUser(sql, alice.claims, async (tx) => {
      const updated = await tx`update public.stylists set stylist_name = 'Hijacked' where id = ${bobs.id}`
      expect(updated.count).toBe(0)
      const deleted = await tx`delete from public.services where id = ${bobService.id}`
      expect(deleted.count).toBe(0)
    })
    await expect(
      asUser(
        sql,
        alice.claims,
        (tx) => tx`insert into public.services (stylist_id, name, price_cents) values (${bobs.id}, 'Sneaky', 100)`,
      ),
    ).rejects.toThrow(/row-level security/)
    await expect(
      asUser(
        sql,
        alice.claims,
        (tx) => tx`insert into public.portfolio_items (stylist_id, image_url) values (${bobs.id}, '/x.jpg')`,
      ),
    ).rejects.toThrow(/row-level security/)
    // Dave has no profile yet, so only row-level security can refuse Alice's profile in his name:
    // the same row, inserted by Dave himself, goes in.
    const dave = await createUser(sql)
    const profileFor = (
      tx: Tx,
    ) => tx`insert into public.stylists (user_id, email, stylist_name, bio, address, city, state, zip_code, location, phone, starting_price_cents)
      values (${dave.id}, ${'s-' + dave.id.slice(0, 8) + '@test.example'}, 'Fake', ${'b'.repeat(120)}, 'a', 'b', 'TX', '78701', extensions.st_makepoint(-97, 30)::extensions.geography, '5125550100', 1000)`
    await expect(asUser(sql, alice.claims, profileFor)).rejects.toMatchObject({
      code: '42501',
      message: expect.stringMatching(/row-level security/),
    })
    expect(await sql`select 1 from public.stylists where user_id = ${dave.id}`).toHaveLength(0)
    expect((await asUser(sql, dave.claims, profileFor)).count).toBe(1)

    const [after] = await sql`select stylist_name from public.stylists where id = ${bobs.id}`
    expect(after.stylist_name).toBe('Test Stylist')
    const [service] = await sql`select count(*)::int as n from public.services where stylist_id = ${bobs.id}`
    expect(service.n).toBe(1)
  })

  it('lets stylists edit their own profile but not approve themselves or set their rating', async () => {
    const carol = await createUser(sql)
    const profile = await createStylist(sql, carol.id, { verification: null })
    await asUser(
      sql,
      carol.claims,
      (tx) =>
        tx`update public.stylists set stylist_name = 'Carol', verification_status = 'pending' where id = ${profile.id}`,
    )
    await expect(
      asUser(
        sql,
        carol.claims,
        (tx) => tx`update public.stylists set verification_status = 'approved' where id = ${profile.id}`,
      ),
    ).rejects.toThrow(/only submit the profile for review/)
    await expect(
      asUser(sql, carol.claims, (tx) => tx`update public.stylists set rating_average = 5 where id = ${profile.id}`),
    ).rejects.toThrow(/permission denied/)
    await expect(
      asUser(sql, carol.claims, (tx) => tx`update public.users set is_admin = true where id = ${carol.id}`),
    ).rejects.toThrow(/permission denied/)
    const [row] =
      await sql`select stylist_name, verification_status, rating_average from public.stylists where id = ${profile.id}`
    expect(row).toEqual({ stylist_name: 'Carol', verification_status: 'pending', rating_average: null })
  })

  it('hides unlisted stylists (no active subscription, or rejected) from visitors but not from their owner', async () => {
    const listed = await createUser(sql)
    const unpaid = await createUser(sql)
    const rejected = await createUser(sql)
    const a = await createStylist(sql, listed.id)
    const b = await createStylist(sql, unpaid.id, { active: false })
    const c = await createStylist(sql, rejected.id, { verification: 'rejected' })
    await sql`insert into public.services (stylist_id, name, price_cents) values (${b.id}, 'Hidden cut', 1000)`

    const visible = await asAnon(
      sql,
      (tx) => tx`select id from public.stylists where id in (${a.id}, ${b.id}, ${c.id})`,
    )
    expect(visible.map((r) => r.id)).toEqual([a.id])
    const hiddenServices = await asAnon(sql, (tx) => tx`select id from public.services where stylist_id = ${b.id}`)
    expect(hiddenServices).toEqual([])
    const own = await asUser(sql, unpaid.claims, (tx) => tx`select id from public.stylists where id = ${b.id}`)
    expect(own.map((r) => r.id)).toEqual([b.id])
  })

  it('lets anyone send a support message but nobody but the service role read them', async () => {
    const email = `support-${Date.now()}@test.example`
    await asAnon(
      sql,
      (tx) =>
        tx`insert into public.contact_messages (name, email, subject, message) values ('Ann', ${email}, 'Hi', 'Help')`,
    )
    await expect(asAnon(sql, (tx) => tx`select * from public.contact_messages`)).rejects.toThrow(/permission denied/)
    const rows = await asService(sql, (tx) => tx`select name from public.contact_messages where email = ${email}`)
    expect(rows.map((r) => r.name)).toEqual(['Ann'])
  })

  it("refuses a review written in someone else's name or of one's own profile", async () => {
    const stylist = await createUser(sql)
    const client = await createUser(sql)
    const other = await createUser(sql)
    const profile = await createStylist(sql, stylist.id)
    await expect(
      asUser(
        sql,
        client.claims,
        (tx) =>
          tx`insert into public.reviews (stylist_id, author_id, rating, comment) values (${profile.id}, ${other.id}, 5, 'Great')`,
      ),
    ).rejects.toThrow(/row-level security/)
    await expect(
      asUser(
        sql,
        stylist.claims,
        (tx) =>
          tx`insert into public.reviews (stylist_id, author_id, rating, comment) values (${profile.id}, ${stylist.id}, 5, 'Me!')`,
      ),
    ).rejects.toThrow(/row-level security/)
    await asUser(
      sql,
      client.claims,
      (tx) =>
        tx`insert into public.reviews (stylist_id, author_id, rating, comment) values (${profile.id}, ${client.id}, 4, 'Lovely')`,
    )
    const [agg] =
      await sql`select rating_average::float as avg, review_count from public.stylists where id = ${profile.id}`
    expect(agg).toEqual({ avg: 4, review_count: 1 })
  })
})
