import { beforeEach, describe, expect, it } from 'vitest'
import type { SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { testDatabase } from '../../../test/database.ts'
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
import { capMessages, LIVE_BOOKING_CAPS, REQUEST_ANSWER_MS } from './book.ts'
import { runRequestExpirySweep } from './request-expiry.ts'

// The app's clock is pinned (deps.clock) and every comparison of a request's deadline takes it
// from the app: the slot list, the busy times (stylist_busy_times' p_now), the sweep and the caps.
const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

/** Wednesday 4 March 2026, 10:00 New York, then every hour after it (all within 09:00-17:00). */
const at = (hour: number) => new Date(Date.parse('2026-03-04T15:00:00Z') + (hour - 10) * 3_600_000).toISOString()
type Client = Awaited<ReturnType<typeof signedInUser>>
const book = (s: BookableStylist, client: Client, startsAt: string) =>
  bookAs(app, client, { stylistId: s.stylistId, serviceId: s.serviceId, startsAt })
const statusOf = async (id: number) =>
  (await sql<{ status: string }[]>`select status from public.appointments where id = ${id}`)[0].status
const openStarts = async (s: BookableStylist) => {
  const res = await app.request(
    `/api/stylists/${s.stylistId}/slots?serviceId=${s.serviceId}&from=2026-03-04&to=2026-03-04`,
  )
  return (await json<SlotsResponse>(res)).days[0].slots.map((x) => new Date(x.startsAt).toISOString())
}

describe('caps on live bookings', () => {
  it('refuses one more upcoming or pending appointment with one stylist than the cap (409 naming it), and takes one again after a cancellation', async () => {
    const s = await bookableStylist(sql, deps, { settings: { confirmation: 'request', cancellationWindowHours: 0 } })
    const client = await signedInUser(sql, deps)
    const first = await json(await book(s, client, at(9)))
    expect(first.status).toBe('requested')
    for (let i = 1; i < LIVE_BOOKING_CAPS.withStylist; i++) expect((await book(s, client, at(9 + i))).status).toBe(201)
    const over = await book(s, client, at(15))
    expect(over.status).toBe(409)
    expect(await over.json()).toMatchObject({ message: capMessages.withStylist })
    expect(capMessages.withStylist).toContain(String(LIVE_BOOKING_CAPS.withStylist))
    expect((await call(app, 'POST', `/appointments/${first.id}/cancel`, client.headers, {})).status).toBe(200)
    expect((await book(s, client, at(15))).status).toBe(201)
  })

  it('refuses one more live booking over all stylists than the cap, and counts no past appointment', async () => {
    const stylists = await Promise.all(
      Array.from({ length: LIVE_BOOKING_CAPS.overall + 1 }, () => bookableStylist(sql, deps)),
    )
    const client = await signedInUser(sql, deps)
    for (const s of stylists.slice(0, -1)) expect((await book(s, client, at(10))).status).toBe(201)
    const over = await book(stylists[LIVE_BOOKING_CAPS.overall], client, at(10))
    expect(over.status).toBe(409)
    expect(await over.json()).toMatchObject({ message: capMessages.overall })
    expect(capMessages.overall).toContain(String(LIVE_BOOKING_CAPS.overall))
    // Once Wednesday has passed, those are history and hold no place under the cap.
    clock.at = new Date('2026-03-05T15:00:00Z')
    expect((await book(stylists[LIVE_BOOKING_CAPS.overall], client, '2026-03-06T15:00:00.000Z')).status).toBe(201)
  })

  it('lets exactly the cap through when one client sends bookings at once, with one stylist and with several', async () => {
    const s = await bookableStylist(sql, deps)
    const client = await signedInUser(sql, deps)
    const same = await Promise.all([9, 10, 11, 12, 13, 14, 15].map((h) => book(s, client, at(h))))
    expect(same.filter((r) => r.status === 201)).toHaveLength(LIVE_BOOKING_CAPS.withStylist)
    expect(same.filter((r) => r.status === 409)).toHaveLength(7 - LIVE_BOOKING_CAPS.withStylist)
    const others = await Promise.all(Array.from({ length: 6 }, () => bookableStylist(sql, deps)))
    const spread = await Promise.all(others.map((o) => book(o, client, at(10))))
    expect(spread.filter((r) => r.status === 201)).toHaveLength(
      LIVE_BOOKING_CAPS.overall - LIVE_BOOKING_CAPS.withStylist,
    )
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.appointments where client_id = ${client.id} and status = 'confirmed'`
    expect(n).toBe(LIVE_BOOKING_CAPS.overall)
  })
})

describe('requests the stylist does not answer in time', () => {
  it('expire 24 hours after they are made: the slot is free again before any sweep, then taken, and the request is marked expired', async () => {
    const s = await bookableStylist(sql, deps, { settings: { confirmation: 'request' } })
    const [first, second] = [await signedInUser(sql, deps), await signedInUser(sql, deps)]
    const request = await json(await book(s, first, at(10)))
    expect(request.status).toBe('requested')
    const [{ expires }] = await sql<{ expires: Date }[]>`
      select expires_at as expires from public.appointments where id = ${request.id}`
    expect(expires.toISOString()).toBe(new Date(NOW.getTime() + REQUEST_ANSWER_MS).toISOString())
    // A minute before the deadline the request holds its slot.
    clock.at = new Date(NOW.getTime() + REQUEST_ANSWER_MS - 60_000)
    expect(await openStarts(s)).not.toContain(at(10))
    expect((await book(s, second, at(10))).status).toBe(409)
    // At the deadline (still two days before the start) nobody has swept it, and it holds nothing.
    clock.at = new Date(NOW.getTime() + REQUEST_ANSWER_MS)
    expect(await openStarts(s)).toContain(at(10))
    expect(await statusOf(request.id)).toBe('requested')
    const taken = await book(s, second, at(10))
    expect(taken.status).toBe(201)
    expect(await statusOf(request.id)).toBe('expired')
    const [{ action }] = await sql<{ action: string }[]>`
      select action from public.appointment_events where appointment_id = ${request.id} order by id desc limit 1`
    expect(action).toBe('expired')
    // The stylist's late answer finds nothing to accept.
    expect((await call(app, 'POST', `/appointments/${request.id}/accept`, s.owner.headers)).status).toBe(409)
  })

  it('expire at their start when it comes sooner than 24 hours', async () => {
    const s = await bookableStylist(sql, deps, { settings: { confirmation: 'request', minNoticeHours: 0 } })
    const client = await signedInUser(sql, deps)
    // Monday 2 March 14:00 New York: four hours after NOW.
    const soon = '2026-03-02T19:00:00.000Z'
    const request = await json(await book(s, client, soon))
    const [{ expires }] = await sql<{ expires: Date }[]>`
      select expires_at as expires from public.appointments where id = ${request.id}`
    expect(expires.toISOString()).toBe(soon)
    clock.at = new Date(soon)
    expect((await call(app, 'GET', `/appointments/${request.id}`, client.headers)).status).toBe(200)
    expect(await statusOf(request.id)).toBe('expired')
  })

  it('free their slot for a move onto it', async () => {
    const s = await bookableStylist(sql, deps, { settings: { confirmation: 'request' } })
    const [first, second] = [await signedInUser(sql, deps), await signedInUser(sql, deps)]
    const lapsing = await json(await book(s, first, at(10)))
    clock.at = new Date(NOW.getTime() + 30 * 60_000)
    const mover = await json(await book(s, second, at(13)))
    clock.at = new Date(NOW.getTime() + REQUEST_ANSWER_MS)
    const moved = await call(app, 'POST', `/appointments/${mover.id}/reschedule`, second.headers, { startsAt: at(10) })
    expect(moved.status).toBe(200)
    expect(await statusOf(lapsing.id)).toBe('expired')
  })

  it('are marked expired by the sweep, with their history, without anyone looking at them', async () => {
    const s = await bookableStylist(sql, deps, { settings: { confirmation: 'request' } })
    const client = await signedInUser(sql, deps)
    const lapsing = await json(await book(s, client, at(10)))
    clock.at = new Date(NOW.getTime() + 60 * 60_000)
    const fresh = await json(await book(s, client, at(12)))
    const deadline = new Date(NOW.getTime() + REQUEST_ANSWER_MS)
    expect(await runRequestExpirySweep(sql, new Date(deadline.getTime() - 1), [s.stylistId])).toEqual([])
    expect(await runRequestExpirySweep(sql, deadline, [s.stylistId])).toEqual([lapsing.id])
    expect(await statusOf(lapsing.id)).toBe('expired')
    expect(await statusOf(fresh.id)).toBe('requested')
    const events = await sql<{ action: string; actor: string | null }[]>`
      select action, actor_id as actor from public.appointment_events where appointment_id = ${lapsing.id} order by id`
    expect(events).toEqual([
      { action: 'requested', actor: client.id },
      { action: 'expired', actor: null },
    ])
  })
})
