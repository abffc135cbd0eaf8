import { beforeAll, describe, expect, it } from 'vitest'
import { searchQuerySchema, searchResponseSchema, type SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import { testApp } from '../../../test/app.ts'
import { createUser, testDatabase } from '../../../test/database.ts'
import { makeStylist } from '../../../test/fixtures/search.fixtures.ts'
import { asAnon, asUser } from '../../db/roles.ts'
import { toCard } from '../search/card.ts'
import { searchStylists } from '../search/search.sql.ts'
import { NEXT_AVAILABLE_SWEEP_MS, refreshNextAvailable, runNextAvailableSweep } from './next-available.ts'

const sql = testDatabase()
const app = testApp(sql)

// Every stylist here offers a "Quillon" service, so searching that word returns only them. Their
// zone is Chicago (CST in December); the clock is pinned on every side: Tuesday 2026-12-01,
// 09:00 CST. Hours 10:00-18:00 on Tuesday, Wednesday and Thursday unless said otherwise.
const W = 'quillon'
const ZONE = 'America/Chicago'
const NOW = new Date('2026-12-01T15:00:00Z')
const at = (local: string) => new Date(`${local}-06:00`)
const ids: Record<string, number> = {}
let client: Awaited<ReturnType<typeof createUser>>

async function stylist(name: string, options: { bookings?: { notice?: number } | null; days?: number[] } = {}) {
  const id = await makeStylist(sql, {
    name,
    milesNorth: 2,
    priceCents: 5000,
    timeZone: ZONE,
    services: [
      ['standard-haircut', 'Quillon Cut', 5000],
      ['blowout', 'Quillon Colour', 9000],
    ],
  })
  // The shortest service is an hour (the colour takes three).
  await sql`update public.services set duration_minutes = case when name = 'Quillon Cut' then 60 else 180 end where stylist_id = ${id}`
  for (const day of options.days ?? [2, 3, 4])
    await sql`insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at) values (${id}, ${day}, '10:00', '18:00')`
  if (options.bookings !== null)
    await sql`insert into public.booking_settings (stylist_id, accepts_bookings, min_notice_hours, horizon_days)
              values (${id}, true, ${options.bookings?.notice ?? 0}, 30)`
  ids[name] = id
  return id
}

async function book(stylistId: number, startsLocal: string, minutes: number, status = 'confirmed') {
  const starts = at(startsLocal)
  const ends = new Date(starts.getTime() + minutes * 60_000)
  const [row] = await sql<{ id: number }[]>`
    insert into public.appointments (stylist_id, client_id, service_name, price_cents, duration_minutes, starts_at, ends_at,
      blocked_until, time_zone, status)
    values (${stylistId}, ${client.id}, 'Quillon Cut', 5000, ${minutes}, ${starts}, ${ends}, ${ends}, ${ZONE}, ${status})
    returning id`
  return Number(row.id)
}

async function stored(name: string) {
  const [row] = await sql<{ next: Date | null; books: boolean; due: Date | null }[]>`
    select o.next_available_at as next, t.books_online as books,
           case when r.due_at = '-infinity' then null else r.due_at end as due
      from public.stylist_search t left join public.next_available_refresh r on r.stylist_id = t.id
      left join public.stylist_next_open o on o.stylist_id = t.id
     where t.id = ${ids[name]}`
  return row
}

const refresh = (stylistIds: number[], now: Date) => sql.begin((tx) => refreshNextAvailable(tx, stylistIds, now))

/** The search, as the route runs it, at a pinned clock. */
async function search(params: Record<string, string>, now: Date) {
  const q: SearchQuery = searchQuerySchema.parse({ service: W, limit: '50', sort: 'price-low', ...params })
  const page = await asAnon(sql, (tx) => searchStylists(tx, q, null, now))
  return page.rows.map(toCard)
}
const names = (cards: { stylistName: string }[]) => cards.map((c) => c.stylistName).sort()

beforeAll(async () => {
  client = await createUser(sql)
  await stylist('Hana')
  // Fully booked today: 10:00-18:00 in two appointments.
  await stylist('Ines')
  await book(ids.Ines, '2026-12-01T10:00', 240)
  await book(ids.Ines, '2026-12-01T14:00', 240, 'requested')
  await stylist('Kim', { days: [3, 4] })
  await stylist('Lia', { bookings: { notice: 4 } })
  // Open today, but books by phone only: the hours decide, as before online booking.
  await stylist('Jon', { bookings: null })
  // Books online with hours, but no slot today: a gap of 30 minutes is too short for an hour.
  await stylist('Max', { days: [2] })
  await book(ids.Max, '2026-12-01T10:00', 240)
  await book(ids.Max, '2026-12-01T14:30', 210)
  await refresh(Object.values(ids), NOW)
})

describe('next available slot (precomputed for search)', () => {
  it('is the earliest open start of the shortest service, a sweep period ahead, after the notice', async () => {
    expect((await stored('Hana')).next).toEqual(at('2026-12-01T10:00'))
    expect((await stored('Ines')).next).toEqual(at('2026-12-02T10:00'))
    expect((await stored('Kim')).next).toEqual(at('2026-12-02T10:00'))
    // 09:00 + 15 minutes + 4 hours of notice: 13:15.
    expect((await stored('Lia')).next).toEqual(at('2026-12-01T13:15'))
    // Max works Tuesdays only: next Tuesday.
    expect((await stored('Max')).next).toEqual(at('2026-12-08T10:00'))
    expect(await stored('Jon')).toEqual({ next: null, books: false, due: null })
    // Due when the shown slot falls inside the notice.
    expect((await stored('Lia')).due).toEqual(at('2026-12-01T09:15'))
    expect((await stored('Hana')).due).toEqual(at('2026-12-01T10:00'))
  })

  it('"available today" means an open slot today for stylists who book online, the hours for the others', async () => {
    expect(names(await search({ availableToday: 'true' }, NOW))).toEqual(['Hana', 'Jon', 'Lia'])
    expect(names(await search({}, NOW))).toEqual(['Hana', 'Ines', 'Jon', 'Kim', 'Lia', 'Max'])
    // Late evening in Chicago (17:30 CST): Jon's day is nearly over but not closed; at 18:00 it is.
    expect(names(await search({ availableToday: 'true' }, at('2026-12-01T17:30')))).toEqual(['Hana', 'Jon', 'Lia'])
    expect(names(await search({ availableToday: 'true' }, at('2026-12-01T18:00')))).toEqual(['Hana', 'Lia'])
    // Wednesday in Chicago: today is the 2nd, and Ines and Kim open at 10:00 (Hana's stored
    // Tuesday slot is before the end of that day too: the sweep would have moved it by then).
    expect(names(await search({ availableToday: 'true' }, at('2026-12-02T08:00')))).toEqual([
      'Hana',
      'Ines',
      'Jon',
      'Kim',
      'Lia',
    ])
  })

  it('puts the slot and the zone on the result cards', async () => {
    const cards = await search({}, NOW)
    const hana = cards.find((c) => c.stylistName === 'Hana')!
    expect(hana).toMatchObject({ timeZone: ZONE, nextAvailableAt: '2026-12-01T16:00:00.000Z' })
    expect(cards.find((c) => c.stylistName === 'Jon')).toMatchObject({ timeZone: ZONE, nextAvailableAt: null })
    // Through the route and its contract.
    const res = await app.request(`/api/stylists/search?service=${W}&limit=50`)
    const body = searchResponseSchema.parse(await res.json())
    expect(body.stylists.find((c) => c.id === ids.Ines)?.nextAvailableAt).toBe('2026-12-02T16:00:00.000Z')
  })

  it('moves when time off tomorrow is added, and back when today frees up', async () => {
    const [off] = await sql<{ id: number }[]>`
      insert into public.time_off (stylist_id, starts_on, ends_on) values (${ids.Ines}, '2026-12-02', '2026-12-02') returning id`
    // The trigger marks the stylist due at once; the write's own refresh recomputes.
    const [{ marked }] = await sql<{ marked: boolean }[]>`
      select due_at = '-infinity' as marked from public.next_available_refresh where stylist_id = ${ids.Ines}`
    expect(marked).toBe(true)
    await refresh([ids.Ines], NOW)
    expect((await stored('Ines')).next).toEqual(at('2026-12-03T10:00'))

    // Part of a day: the morning of Thursday off moves it to 12:00 that day.
    await sql`insert into public.time_off (stylist_id, starts_on, ends_on, from_time, to_time)
              values (${ids.Ines}, '2026-12-03', '2026-12-03', '09:00', '12:00')`
    await refresh([ids.Ines], NOW)
    expect((await stored('Ines')).next).toEqual(at('2026-12-03T12:00'))

    // The client cancels the 14:00 request: Ines is open this afternoon, so available today.
    await sql`update public.appointments set status = 'cancelled_by_client' where stylist_id = ${ids.Ines} and status = 'requested'`
    await refresh([ids.Ines], NOW)
    expect((await stored('Ines')).next).toEqual(at('2026-12-01T14:00'))
    expect(names(await search({ availableToday: 'true' }, NOW))).toContain('Ines')
    await sql`delete from public.time_off where id = ${off.id}`
  })

  it("counts every appointment when called inside a client's own transaction, and gives the role back", async () => {
    const id = await stylist('Nia', { days: [2] })
    // Another client's booking fills the day from 10:00 to 17:30; the last hour does not fit.
    await book(id, '2026-12-01T10:00', 450)
    const stranger = await createUser(sql)
    const role = await asUser(sql, stranger.claims, async (tx) => {
      const [{ seen }] = await tx<
        { seen: number }[]
      >`select count(*)::int as seen from public.appointments where stylist_id = ${id}`
      expect(seen).toBe(0)
      await refreshNextAvailable(tx, [id], NOW)
      const [{ current }] = await tx<{ current: string }[]>`select current_user as current`
      return current
    })
    expect(role).toBe('authenticated')
    // Next Tuesday is free: the 8th at 10:00.
    expect((await stored('Nia')).next).toEqual(at('2026-12-08T10:00'))
  })

  it('turns bookings off: no slot, and the hours decide again', async () => {
    await sql`update public.booking_settings set accepts_bookings = false where stylist_id = ${ids.Kim}`
    await refresh([ids.Kim], NOW)
    expect(await stored('Kim')).toEqual({ next: null, books: false, due: null })
    // Kim has no hours on Tuesday: not open today by the hours either.
    expect(names(await search({ availableToday: 'true' }, NOW))).not.toContain('Kim')
    // A stylist with bookings on but no service cannot be booked: the hours decide too.
    await sql`update public.booking_settings set accepts_bookings = true where stylist_id = ${ids.Kim}`
    await sql`delete from public.services where stylist_id = ${ids.Kim}`
    await refresh([ids.Kim], NOW)
    expect(await stored('Kim')).toEqual({ next: null, books: false, due: null })
  })

  it('the sweep recomputes the values time has made wrong, and those a write only marked', async () => {
    const id = await stylist('Ola')
    await refresh([id], NOW)
    expect((await stored('Ola')).next).toEqual(at('2026-12-01T10:00'))
    // A booking written without a refresh (say through the Data API): only marked.
    await book(id, '2026-12-01T10:00', 60)
    expect((await stored('Ola')).next).toEqual(at('2026-12-01T10:00'))
    const only = [id, ids.Hana, ids.Lia, ids.Jon]
    expect(await runNextAvailableSweep(sql, NOW, { only })).toBe(1)
    expect((await stored('Ola')).next).toEqual(at('2026-12-01T11:00'))

    // At 09:50 the next sweep is due before Hana's 10:00 goes: it moves to 10:15 (the first start
    // still open at 10:05). Lia's 13:15 went inside her notice at 09:15. Jon is never due.
    const later = at('2026-12-01T09:50')
    expect(await runNextAvailableSweep(sql, later, { only })).toBe(2)
    expect((await stored('Hana')).next).toEqual(at('2026-12-01T10:15'))
    expect((await stored('Lia')).next).toEqual(at('2026-12-01T14:15'))
    expect((await stored('Ola')).next).toEqual(at('2026-12-01T11:00'))
    // Nothing is due again before the sweep after.
    expect(await runNextAvailableSweep(sql, later, { only })).toBe(0)
    expect((await stored('Hana')).due!.getTime()).toBeGreaterThanOrEqual(later.getTime() + NEXT_AVAILABLE_SWEEP_MS)

    // Bookings switched on by a write that never computed: the sweep finds them too.
    await sql`delete from public.next_available_refresh where stylist_id = ${id}`
    expect(await runNextAvailableSweep(sql, later, { only })).toBe(1)
    expect((await stored('Ola')).due).not.toBeNull()
  })

  it("a slot moving within its day leaves the search row alone; a new day or a new zone moves the row's date", async () => {
    const id = await stylist('Uma')
    await refresh([id], NOW)
    const row = async () =>
      (
        await sql<{ version: string; day: string | null }[]>`
          select xmin::text as version, next_available_day::text as day from public.stylist_search where id = ${id}`
      )[0]
    const first = await row()
    expect(first.day).toBe('2026-12-01')
    // 10:00 is booked: the slot moves to 11:00 the same day. The instant changes; the search row
    // (what the indexes hold, and its page's all-visible bit) does not.
    await book(id, '2026-12-01T10:00', 60)
    await refresh([id], NOW)
    expect((await stored('Uma')).next).toEqual(at('2026-12-01T11:00'))
    expect(await row()).toEqual(first)
    // The whole day booked: the slot moves to Wednesday, and so does the row's date.
    await book(id, '2026-12-01T11:00', 420)
    await refresh([id], NOW)
    expect((await stored('Uma')).next).toEqual(at('2026-12-02T10:00'))
    expect((await row()).day).toBe('2026-12-02')
    // Wednesday 10:00 in Chicago is 01:00 on Thursday in Tokyo: a new zone moves the date at once.
    await sql`update public.stylist_search set time_zone = 'Asia/Tokyo' where id = ${id}`
    expect((await row()).day).toBe('2026-12-03')
    await sql`update public.stylist_search set time_zone = ${ZONE} where id = ${id}`
    expect((await row()).day).toBe('2026-12-02')
  })

  it('lets a stylist with hours, time off and appointments be deleted (the triggers skip a stylist going away)', async () => {
    const id = await stylist('Pia')
    await book(id, '2026-12-02T10:00', 60)
    await sql`insert into public.time_off (stylist_id, starts_on, ends_on) values (${id}, '2026-12-03', '2026-12-03')`
    await refresh([id], NOW)
    await sql`delete from public.stylists where id = ${id}`
    const [{ n }] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.next_available_refresh where stylist_id = ${id}`
    expect(n).toBe(0)
  })
})

/** `count` stylists who book online (open Tuesdays), their next open slot never computed, as after a seed. */
async function neverComputed(name: string, count: number, milesNorth: number) {
  const only: number[] = []
  for (let i = 0; i < count; i++) {
    const id = await makeStylist(sql, {
      name: `${name} ${i}`,
      milesNorth,
      priceCents: 5000,
      timeZone: ZONE,
      services: [['standard-haircut', `${name} Cut`, 5000]],
      portfolio: false,
    })
    await sql`insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at) values (${id}, 2, '10:00', '18:00')`
    await sql`insert into public.booking_settings (stylist_id, accepts_bookings, min_notice_hours, horizon_days) values (${id}, true, 0, 30)`
    only.push(id)
  }
  await sql`delete from public.next_available_refresh where stylist_id = any(${only}::bigint[])`
  return only
}

describe('the sweep yields to requests (issue 40)', () => {
  it("lets a request's statements run between two batches, not one batch per statement", async () => {
    // Thirty stylists never computed, as after a seed: ten batches of three.
    const only = await neverComputed('Sweepy', 30, 40)
    const computed = async () =>
      (
        await sql<{ n: number }[]>`
          select count(*)::int as n from public.next_available_refresh
           where stylist_id = any(${only}::bigint[]) and due_at > '-infinity'`
      )[0].n
    // The sweep's first transaction is queued before the request's first statement (this test's
    // connection is a pool of one on both databases, as the embedded server's is).
    const sweep = runNextAvailableSweep(sql, NOW, { only, batch: 3 })
    const seen: number[] = []
    // A request of five statements, one after the other (a search takes about that many).
    for (let step = 0; step < 5; step++) seen.push(await computed())
    expect(await sweep).toBe(30)
    expect(await computed()).toBe(30)
    // Back to back, one batch ran before each statement (3, 6, 9, 12, 15); yielding, the request's
    // statements all ran in one pause between two batches.
    expect(seen[4] - seen[0]).toBeLessThanOrEqual(3)
  })

  it('ends a pass after the batch under way once stopped, so a server stopping closes its database after it', async () => {
    const only = await neverComputed('Stoppy', 12, 41)
    const stop = new AbortController()
    // Stopped while its first batch of three runs: that batch finishes, and no other starts.
    const pass = runNextAvailableSweep(sql, NOW, { only, batch: 3, signal: stop.signal })
    stop.abort()
    expect(await pass).toBe(3)
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.next_available_refresh
       where stylist_id = any(${only}::bigint[]) and due_at > '-infinity'`
    expect(n).toBe(3)
    // A pass not stopped does the rest.
    expect(await runNextAvailableSweep(sql, NOW, { only, batch: 3 })).toBe(9)
  })
})
