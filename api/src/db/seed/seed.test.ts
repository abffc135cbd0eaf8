import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serviceCodes } from '@marketplace/domain/catalogue/services.ts'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../../../test/database.ts'
import { searchRowMatches } from '../../../test/search-rows.ts'
import { verifyPassword } from '../../adapters/identity/password.ts'
import { asAnon } from '../roles.ts'
import { AVATAR_VARIANTS, avatarSvg } from './avatar-art.ts'
import { pickDemoCities, cityPicker } from './cities.ts'
import { generateClients } from './clients.ts'
import type { CouponBook } from './coupons.ts'
import { seedDemo, type SeedSummary } from './index.ts'
import { generateStylist } from './stylists.ts'

const sql = testDatabase()
const storageDir = mkdtempSync(join(tmpdir(), 'seed-test-'))
const now = new Date('2026-11-21T12:00:00Z')
const DAY = 86_400_000
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
  }, 300_000)

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
               or s.recommended_score is distinct from public.stylist_recommended_score(s.ranking_rating_sum, s.ranking_weight,
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
    // PGlite rebuilds 2,000 search rows in one backend: 17 s on a quiet machine, over 30 on a busy one.
  }, 120_000)

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
      expect(url).toMatch(
        /^\/storage\/v1\/object\/public\/(portfolio\/demo\/portfolio-\d+\.jpg|avatars\/demo\/(avatar-\d+\.jpg|stylist-\d+\.svg))$/,
      )
      expect(existsSync(join(storageDir, url.replace('/storage/v1/object/public/', '')))).toBe(true)
    }
  })

  it('gives no two demo stylists the same avatar, file or figure', async () => {
    const shared = await sql`
      select profile_image_url, count(*)::int as n from ${demoStylists} s
       where profile_image_url is not null group by 1 having count(*) > 1`
    expect(shared).toEqual([])
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from ${demoStylists} s where profile_image_url is not null`
    expect(n).toBeGreaterThan(0)
    const figures = new Set(Array.from({ length: AVATAR_VARIANTS }, (_, i) => avatarSvg(i)))
    expect(figures.size).toBe(AVATAR_VARIANTS)
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

  it('has most demo stylists take bookings, most at once and some by request, with policies and some time off', async () => {
    const [row] = await sql<
      { n: number; on: number; instant: number; request: number; policies: number; away: number }[]
    >`
      select count(*)::int as n,
             count(*) filter (where b.accepts_bookings)::int as on,
             count(*) filter (where b.accepts_bookings and b.confirmation = 'instant')::int as instant,
             count(*) filter (where b.accepts_bookings and b.confirmation = 'request')::int as request,
             count(distinct b.policy)::int as policies,
             count(*) filter (where exists (select 1 from public.time_off t where t.stylist_id = s.id))::int as away
        from ${demoStylists} s left join public.booking_settings b on b.stylist_id = s.id`
    expect(row.on / row.n).toBeGreaterThan(0.7)
    expect(row.on / row.n).toBeLessThan(0.9)
    expect(row.instant / row.on).toBeGreaterThan(0.6)
    expect(row.request / row.on).toBeGreaterThan(0.2)
    expect(row.policies).toBeGreaterThan(200)
    expect(row.away).toBeGreaterThan(50)
  })

  // The demo appointments: those of generated stylists, and the demo accounts'.
  const demoAppointments = sql`(select a.* from public.appointments a where a.stylist_id in (select id from ${demoStylists} d))`

  it('gives the demo stylist a week of appointments around the seed clock, several a working day', async () => {
    const rows = await sql<{ day: string; status: string; starts_at: Date }[]>`
      select (a.starts_at at time zone a.time_zone)::date::text as day, a.status, a.starts_at
        from public.appointments a join public.stylists s on s.id = a.stylist_id
       where s.email = 'stylist@example.com' and a.starts_at between ${new Date(now.getTime() - 4 * DAY)} and ${new Date(now.getTime() + 7 * DAY)}`
    const perDay = new Map<string, (typeof rows)[number][]>()
    for (const r of rows) perDay.set(r.day, [...(perDay.get(r.day) ?? []), r])
    expect(perDay.size).toBeGreaterThanOrEqual(6)
    for (const [day, list] of perDay) expect(list.length, day).toBeGreaterThanOrEqual(2)
    const statuses = new Set(rows.map((r) => r.status))
    for (const s of ['requested', 'confirmed', 'completed', 'no_show', 'cancelled_by_client'])
      expect(statuses).toContain(s)
    // Only past appointments are completed or no-shows; only upcoming ones wait for an answer.
    for (const r of rows) {
      if (['completed', 'no_show'].includes(r.status)) expect(r.starts_at.getTime()).toBeLessThan(now.getTime())
      if (r.status === 'requested') expect(r.starts_at.getTime()).toBeGreaterThan(now.getTime())
    }
  })

  it('gives the demo client upcoming appointments and past ones completed with several stylists', async () => {
    const [row] = await sql<{ upcoming: number; completedWith: number }[]>`
      select count(*) filter (where a.starts_at > ${now} and a.status in ('requested', 'confirmed'))::int as upcoming,
             count(distinct a.stylist_id) filter (where a.starts_at < ${now} and a.status = 'completed')::int as "completedWith"
        from public.appointments a join auth.users u on u.id = a.client_id where u.email = 'client@example.com'`
    expect(row.upcoming).toBeGreaterThanOrEqual(2)
    expect(row.completedWith).toBeGreaterThanOrEqual(3)
  })

  it('keeps demo appointments inside working hours, on the grid, with the buffer held and no two overlapping', async () => {
    const [row] = await sql<{ n: number; outside: number; offGrid: number; wrongBuffer: number; overlaps: number }[]>`
      select count(*)::int as n,
             count(*) filter (where not exists (
               select 1 from public.working_hours w
                where w.stylist_id = a.stylist_id
                  and w.day_of_week = extract(dow from a.starts_at at time zone a.time_zone)
                  and (a.starts_at at time zone a.time_zone)::time >= w.opens_at
                  and (a.ends_at at time zone a.time_zone)::time <= w.closes_at
                  and (a.ends_at at time zone a.time_zone)::date = (a.starts_at at time zone a.time_zone)::date))::int as outside,
             count(*) filter (where extract(minute from a.starts_at at time zone a.time_zone)::int % 15 <> 0)::int as "offGrid",
             count(*) filter (where a.blocked_until <> a.ends_at + make_interval(mins => b.buffer_minutes))::int as "wrongBuffer",
             (select count(*)::int from ${demoAppointments} x join ${demoAppointments} y
                on x.stylist_id = y.stylist_id and x.id < y.id
               and tstzrange(x.starts_at, x.blocked_until, '[)') && tstzrange(y.starts_at, y.blocked_until, '[)')
             where x.status in ('requested', 'confirmed', 'completed', 'no_show')
               and y.status in ('requested', 'confirmed', 'completed', 'no_show')) as overlaps
        from ${demoAppointments} a join public.booking_settings b on b.stylist_id = a.stylist_id`
    expect(row.n).toBeGreaterThan(3000)
    expect(row).toMatchObject({ outside: 0, offGrid: 0, wrongBuffer: 0, overlaps: 0 })
  })

  it('gives every demo appointment its services and, while it holds time, its active segments (issue 39)', async () => {
    const [row] = await sql<
      { n: number; noServices: number; noSegments: number; strayed: number; wrongIds: number; outside: number }[]
    >`
      select count(*)::int as n,
             count(*) filter (where not exists (
               select 1 from public.appointment_services x where x.appointment_id = a.id))::int as "noServices",
             count(*) filter (where a.status in ('held', 'requested', 'confirmed', 'completed', 'no_show')
               and not exists (select 1 from public.appointment_segments g where g.appointment_id = a.id))::int
               as "noSegments",
             count(*) filter (where a.status not in ('held', 'requested', 'confirmed', 'completed', 'no_show')
               and exists (select 1 from public.appointment_segments g where g.appointment_id = a.id))::int as strayed,
             count(*) filter (where a.service_id is not null and a.service_ids is distinct from array[a.service_id])::int
               as "wrongIds",
             count(*) filter (where exists (select 1 from public.appointment_segments g where g.appointment_id = a.id
               and (g.starts_at < a.starts_at or g.ends_at > a.blocked_until)))::int as outside
        from ${demoAppointments} a`
    expect(row.n).toBeGreaterThan(3000)
    expect(row).toMatchObject({ noServices: 0, noSegments: 0, strayed: 0, wrongIds: 0, outside: 0 })
    // The demo stylist's Highlights has processing time: its booked visits leave the gap free.
    const [gap] = await sql<{ visits: number; gaps: number }[]>`
      select count(distinct x.appointment_id)::int as visits,
             count(*) filter (where g.n = 2)::int as gaps
        from public.appointment_services x
        join public.appointments a on a.id = x.appointment_id
        join public.stylists s on s.id = a.stylist_id join auth.users u on u.id = s.user_id
        cross join lateral (select count(*)::int as n from public.appointment_segments y
                             where y.appointment_id = a.id) g
       where u.email = 'stylist@example.com' and x.processing_minutes = 45
         and a.status in ('requested', 'confirmed', 'completed', 'no_show')`
    expect(gap.visits).toBeGreaterThan(0)
    expect(gap.gaps).toBe(gap.visits)
  })

  it('tells each appointment as events up to the seed clock, its status the last one', async () => {
    const [row] = await sql<
      { n: number; noEvents: number; wrongStatus: number; wrongFirst: number; future: number; unmarkedEarly: number }[]
    >`
      select count(*)::int as n,
             count(*) filter (where e.last is null)::int as "noEvents",
             count(*) filter (where e.last is distinct from a.status)::int as "wrongStatus",
             count(*) filter (where e.first not in ('booked', 'requested'))::int as "wrongFirst",
             (select count(*)::int from public.appointment_events x join ${demoAppointments} y on y.id = x.appointment_id
               where x.created_at > ${now}) as future,
             count(*) filter (where a.status in ('completed', 'no_show') and a.starts_at > ${now})::int as "unmarkedEarly"
        from ${demoAppointments} a
        left join lateral (
          select (array_agg(x.to_status order by x.created_at desc, x.id desc))[1] as last,
                 (array_agg(x.action order by x.created_at, x.id))[1] as first
            from public.appointment_events x where x.appointment_id = a.id) e on true`
    expect(row.n).toBeGreaterThan(3000)
    expect(row).toMatchObject({ noEvents: 0, wrongStatus: 0, wrongFirst: 0, future: 0, unmarkedEarly: 0 })
    // Made over the last 30 days, by day: the admin's bookings chart has something to show.
    const [made] = await sql<{ days: number }[]>`
      select count(distinct x.created_at::date)::int as days from public.appointment_events x
        join ${demoAppointments} y on y.id = x.appointment_id
       where x.action in ('booked', 'requested') and x.created_at > ${new Date(now.getTime() - 30 * DAY)}`
    expect(made.days).toBeGreaterThanOrEqual(29)
  })

  it('runs once: a second call only checks the demo accounts', async () => {
    const before = await demoCounts()
    const again = await seedDemo(sql, { storageDir, now })
    expect(again.skipped).toBe(true)
    expect(await demoCounts()).toEqual(before)
  })
})
