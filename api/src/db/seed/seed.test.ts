import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serviceCodes } from '@marketplace/domain/catalogue/services.ts'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../../../test/database.ts'
import { searchRowMatches } from '../../../test/search-rows.ts'
import { verifyPassword } from '../../adapters/identity/password.ts'
import { asAnon } from '../roles.ts'
import { pickDemoCities, cityPicker } from './cities.ts'
import { generateClients } from './clients.ts'
import type { CouponBook } from './coupons.ts'
import { seedDemo, type SeedSummary } from './index.ts'
import { generateStylist } from './stylists.ts'

const sql = testDatabase()
const storageDir = mkdtempSync(join(tmpdir(), 'seed-test-'))
const now = new Date('2026-11-21T12:00:00Z')
let summary: SeedSummary

// Other test files create stylists in the same database at the same time: count only demo rows.
const demoStylists = sql`(select s.* from public.stylists s join auth.users a on a.id = s.user_id
  where a.email like '%@demo.chairside.test' or a.email = 'stylist@example.com')`
async function demoCounts() {
  const [row] = await sql<{ stylists: number; cities: number; states: number; services: number }[]>`
    select count(*)::int as stylists, count(distinct (state, city))::int as cities, count(distinct state)::int as states,
           (select count(*)::int from public.services x where x.stylist_id in (select id from ${demoStylists} d)) as services
      from ${demoStylists} s`
  return row
}

describe('the demo data generator', () => {
  beforeAll(async () => {
    summary = await seedDemo(sql, { storageDir, now })
  }, 120_000)

  it('makes 2,000 stylists (plus the demo stylist) in 300+ real cities of 40+ states', async () => {
    expect(summary.skipped).toBe(false)
    const counts = await demoCounts()
    expect(counts.stylists).toBe(2001)
    expect(counts.cities).toBeGreaterThanOrEqual(300)
    expect(counts.states).toBeGreaterThanOrEqual(40)
  })

  it('places every stylist near its city, with a real ZIP code of the gazetteer', async () => {
    const [row] = await sql<{ far: number; unknownZip: number }[]>`
      select count(*) filter (where extensions.st_distance(s.location, c.location) > 40000)::int as far,
             count(*) filter (where not exists (select 1 from public.places z where z.kind = 'zip' and z.zip_code = s.zip_code))::int as "unknownZip"
        from public.stylists s
        join lateral (select location from public.places p where p.kind = 'city' and p.state = s.state and p.name = s.city
                      order by p.population desc nulls last limit 1) c on true
       where s.email like '%@demo.chairside.test'`
    expect(row).toEqual({ far: 0, unknownZip: 0 })
  })

  it('gives stylists catalogue services, at most 5 specialties and 9 portfolio images', async () => {
    const [row] = await sql`
      select min(n_services)::int as min_services, max(n_services)::int as max_services,
             max(n_specialties)::int as max_specialties, max(n_portfolio)::int as max_portfolio,
             count(*) filter (where n_portfolio = 0)::int as without_portfolio
        from (select s.id,
                (select count(*) from public.services x where x.stylist_id = s.id) as n_services,
                (select count(*) from public.stylist_specialties x where x.stylist_id = s.id) as n_specialties,
                (select count(*) from public.portfolio_items x where x.stylist_id = s.id) as n_portfolio
              from ${demoStylists} s) per_stylist`
    expect(row.min_services).toBeGreaterThanOrEqual(3)
    expect(row.max_services).toBeLessThanOrEqual(10)
    expect(row.max_specialties).toBe(5)
    expect(row.max_portfolio).toBe(9)
    expect(row.without_portfolio).toBeGreaterThan(0)
    const codes = await sql<{ code: string }[]>`
      select distinct catalogue_code as code from public.services where stylist_id in (select id from ${demoStylists} d)`
    for (const { code } of codes) expect(serviceCodes).toContain(code)
  })

  it('fills every column the triggers keep, as the triggers would (they are off while seeding)', async () => {
    const [row] = await sql<{ n: number; wrong: number; with_codes: number; with_hours: number }[]>`
      select count(*)::int as n,
             count(*) filter (where s.service_codes is distinct from public.stylist_service_codes(s.id)
               or s.specialty_codes is distinct from public.stylist_specialty_codes(s.id)
               or s.closing_times is distinct from public.stylist_closing_times(s.id)
               or s.has_portfolio <> exists (select 1 from public.portfolio_items p where p.stylist_id = s.id)
               or s.recommended_score is distinct from public.stylist_recommended_score(s.rating_average, s.review_count,
                    s.verification_status, s.profile_image_url, s.salon_name, s.has_portfolio))::int as wrong,
             count(*) filter (where cardinality(s.service_codes) > 0)::int as with_codes,
             count(*) filter (where array_remove(s.closing_times, null) <> '{}')::int as with_hours
        from ${demoStylists} s`
    expect(row.wrong).toBe(0)
    expect(row.with_codes).toBe(row.n)
    expect(row.with_hours).toBeGreaterThan(row.n / 2)
  })

  it('copies every demo stylist into the search rows, as the trigger would (it is off while seeding)', async () => {
    const [row] = await sql<{ n: number; missing: number; wrong: number }[]>`
      select count(*)::int as n,
             count(*) filter (where x.id is null)::int as missing,
             count(*) filter (where x.id is not null and not ${searchRowMatches(sql)})::int as wrong
        from ${demoStylists} s left join public.stylist_search x on x.id = s.id`
    expect(row.n).toBeGreaterThan(2000)
    expect(row).toMatchObject({ missing: 0, wrong: 0 })
  })

  it('has every verification status and subscription state, and visitors see only listed stylists', async () => {
    const statuses = await sql<
      { status: string | null }[]
    >`select distinct verification_status as status from ${demoStylists} s`
    expect(statuses.map((s) => s.status).sort()).toEqual(['approved', 'pending', 'rejected', null].sort())
    // The seed's states are relative to its pinned clock, so they are read against that clock too.
    const [mix] = await sql`
      select count(*) filter (where status in ('active', 'trialing') and current_period_end > ${now})::int as active,
             count(*) filter (where status = 'canceled')::int as canceled,
             count(*) filter (where status in ('active', 'past_due') and current_period_end <= ${now})::int as expired,
             count(*) filter (where status = 'incomplete')::int as never_paid
        from public.subscriptions where user_id in (select user_id from ${demoStylists} s)`
    expect(mix.active / 2001).toBeGreaterThan(0.7)
    for (const kind of ['canceled', 'expired', 'never_paid']) expect(mix[kind], kind).toBeGreaterThan(20)

    // Listing (RLS) reads the database's clock, which a test cannot pin: both sides use it here.
    const [expected] = await sql`
      select count(*)::int as n from ${demoStylists} s
       where exists (select 1 from public.subscriptions x where x.user_id = s.user_id
                       and x.status in ('active', 'trialing') and x.current_period_end > now())
         and s.verification_status is distinct from 'rejected'`
    const ids = (await sql<{ id: number }[]>`select id from ${demoStylists} s`).map((r) => r.id)
    const [visible] = await asAnon(
      sql,
      (tx) => tx`select count(*)::int as n from public.stylists where id in ${tx(ids)}`,
    )
    expect(visible.n).toBe(expected.n)
    expect(visible.n).toBeLessThan(2001)
  })

  it('gives paying stylists a test card on file (renewals succeed) and lapsed ones none (the sweep ends them)', async () => {
    const rows = await sql<{ live: boolean; card: boolean; n: number }[]>`
      select (x.status in ('active', 'trialing') and x.current_period_end > ${now}) as live,
             c.default_payment_method_id is not null as card, count(*)::int as n
        from public.subscriptions x join public.billing_customers c on c.user_id = x.user_id
       where x.user_id in (select user_id from ${demoStylists} s) and x.status <> 'incomplete'
       group by 1, 2`
    expect(rows.filter((r) => r.live !== r.card)).toEqual([])
    expect(rows.map((r) => r.live).sort()).toEqual([false, true])
  })

  it('creates the three demo accounts with the published password', async () => {
    const accounts = await sql<{ email: string; hash: string; is_admin: boolean; stylist: boolean }[]>`
      select a.email, a.encrypted_password as hash, u.is_admin,
             exists (select 1 from public.stylists s where s.user_id = u.id) as stylist
        from auth.users a join public.users u on u.id = a.id
       where a.email in ('admin@example.com', 'stylist@example.com', 'client@example.com') order by a.email`
    expect(accounts.map((a) => [a.email, a.is_admin, a.stylist])).toEqual([
      ['admin@example.com', true, false],
      ['client@example.com', false, false],
      ['stylist@example.com', false, true],
    ])
    for (const account of accounts) expect(await verifyPassword('password123', account.hash)).toBe(true)
    const [others] =
      await sql`select count(*)::int as n from auth.users where email like '%@demo.chairside.test' and encrypted_password is not null`
    expect(others.n).toBe(0)
  })

  it('renders the images locally and links only to them', async () => {
    const urls = await sql<{ url: string }[]>`
      select distinct image_url as url from public.portfolio_items where stylist_id in (select id from ${demoStylists} d)
      union select distinct profile_image_url from ${demoStylists} s where profile_image_url is not null`
    for (const { url } of urls) {
      expect(url).toMatch(/^\/storage\/v1\/object\/public\/(portfolio|avatars)\/demo\/[a-z]+-\d+\.jpg$/)
      expect(existsSync(join(storageDir, url.replace('/storage/v1/object/public/', '')))).toBe(true)
    }
  })

  it('is deterministic: the same seed gives the same stylists', async () => {
    const cities = await pickDemoCities(sql)
    // Billing draws on a stateful coupon book; a book without coupons keeps the rest comparable.
    const coupons: CouponBook = { trial: () => null, choose: () => null }
    const context = () => ({
      seed: 42,
      now,
      cities: cityPicker(cities, 42),
      clients: generateClients(42, now),
      coupons,
    })
    const a = [1, 2, 500].map((n) => generateStylist(context(), n))
    const b = [1, 2, 500].map((n) => generateStylist(context(), n))
    expect(a).toEqual(b)
    const stored = await sql`select stylist_name, city, zip_code from public.stylists where email = ${a[0].email}`
    expect(stored).toEqual([
      { stylist_name: a[0].profile.stylistName, city: a[0].profile.city, zip_code: a[0].profile.zip },
    ])
  })

  it('runs once: a second call only checks the demo accounts', async () => {
    const before = await demoCounts()
    const again = await seedDemo(sql, { storageDir, now })
    expect(again.skipped).toBe(true)
    expect(await demoCounts()).toEqual(before)
  })
})
