import { beforeEach, describe, expect, it } from 'vitest'
import { bookingMessages, type SlotsResponse } from '@marketplace/domain/contract/booking.ts'
import { processingMessages } from '@marketplace/domain/contract/dashboard.ts'
import type { Sql } from '../../db/client.ts'
import { testDatabase } from '../../../test/database.ts'
import { bookableStylist, bookingTestApp, call, json, NOW } from '../../../test/fixtures/booking.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'

// Visits of several services and processing time (issue 39, points 3 and 4; ADR 023): the
// database keeps each appointment's active segments and refuses overlapping active time; the slot
// engine offers a processing gap to a service short enough to fit. Concurrency is real on
// PostgreSQL (a pool of 12), serial on PGlite; the same expectations hold on both.

const sql = testDatabase()
const { app, deps, clock } = bookingTestApp(sql)
beforeEach(() => {
  clock.at = NOW
})

// Wednesday 2026-03-04 in New York (UTC-5): 10:00 local is 15:00Z.
const at = (local: string) => {
  const [h, m] = local.split(':').map(Number)
  return new Date(Date.UTC(2026, 2, 4, h + 5, m)).toISOString()
}

/** A stylist with a cut (30), a colour with processing time (30 + 45 + 30) and a 60-minute service. */
async function colourStylist(bufferMinutes = 0) {
  const s = await bookableStylist(sql, deps, { durations: [], settings: { bufferMinutes, cancellationWindowHours: 0 } })
  const add = async (name: string, cents: number, minutes: number, parts?: [number, number, number]) => {
    const [row] = await sql<{ id: number }[]>`
      insert into public.services (stylist_id, name, price_cents, duration_minutes, active_minutes, processing_minutes,
        finishing_minutes)
      values (${s.stylistId}, ${name}, ${cents}, ${minutes}, ${parts?.[0] ?? null}, ${parts?.[1] ?? null},
        ${parts?.[2] ?? null})
      returning id`
    return Number(row.id)
  }
  const cut = await add('Cut', 4500, 30)
  const colour = await add('Colour', 12000, 105, [30, 45, 30])
  const long = await add('Long blowout', 6000, 60)
  return { ...s, cut, colour, long }
}

type Stylist = Awaited<ReturnType<typeof colourStylist>>
type Client = Awaited<ReturnType<typeof signedInUser>>

const book = (client: Client, body: Record<string, unknown>, key?: string) =>
  call(app, 'POST', '/appointments', key ? { ...client.headers, 'idempotency-key': key } : client.headers, body)

async function slotStarts(s: Stylist, query: string): Promise<string[]> {
  const res = await call(app, 'GET', `/stylists/${s.stylistId}/slots?${query}&from=2026-03-04&to=2026-03-04`, {})
  expect(res.status).toBe(200)
  const body = await json<SlotsResponse>(res)
  return body.days[0].slots.map((x) => x.startsAt)
}

/** Active segments of one stylist that overlap another's: always none. */
async function overlappingSegments(db: Sql, stylistId: number) {
  return db`
    select x.appointment_id as a, y.appointment_id as b from public.appointment_segments x
      join public.appointment_segments y on x.stylist_id = y.stylist_id and x.id < y.id
     where x.stylist_id = ${stylistId}
       and tstzrange(x.starts_at, x.ends_at, '[)') && tstzrange(y.starts_at, y.ends_at, '[)')`
}

const segmentsOf = async (appointmentId: number) =>
  (
    await sql<{ starts_at: Date; ends_at: Date }[]>`
      select starts_at, ends_at from public.appointment_segments where appointment_id = ${appointmentId}
       order by starts_at`
  ).map((g) => [g.starts_at.toISOString(), g.ends_at.toISOString()])

describe('processing time in the service editor', () => {
  it('takes active, processing and finishing minutes together summing to the duration; 400 naming the field otherwise', async () => {
    const s = await bookableStylist(sql, deps, { durations: [] })
    const post = (body: Record<string, unknown>) =>
      call(app, 'POST', '/firebase/services', s.owner.headers, {
        stylistId: s.stylistId,
        name: 'Colour',
        price: 120,
        duration: 105,
        ...body,
      })
    const count = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from public.services where stylist_id = ${s.stylistId}`)[0]
        .n
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ activeMinutes: 30, processingMinutes: 45 }, 'finishingMinutes', processingMessages.allOrNone],
      [{ processingMinutes: 45 }, 'activeMinutes', processingMessages.allOrNone],
      [{ activeMinutes: 30, processingMinutes: 45, finishingMinutes: 20 }, 'processingMinutes', processingMessages.sum],
      [{ activeMinutes: 0, processingMinutes: 75, finishingMinutes: 30 }, 'activeMinutes', 'Enter whole minutes'],
      [{ activeMinutes: 30, processingMinutes: 4.5, finishingMinutes: 70.5 }, 'processingMinutes', 'Enter whole'],
      [{ activeMinutes: 30, processingMinutes: -45, finishingMinutes: 120 }, 'processingMinutes', 'Enter whole'],
      [{ activeMinutes: 30, processingMinutes: '45; drop table', finishingMinutes: 30 }, 'processingMinutes', ''],
      [{ activeMinutes: 30, processingMinutes: 721, finishingMinutes: 30, duration: 781 }, 'processingMinutes', ''],
    ]
    for (const [body, field, message] of refusals) {
      const res = await post(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const answer = await json<{ issues?: { path: string[]; message: string }[] }>(res)
      const issue = answer.issues?.find((i) => i.path.includes(field))
      expect(issue, `${JSON.stringify(body)} -> ${JSON.stringify(answer)}`).toBeDefined()
      expect(issue?.message).toContain(message)
    }
    expect(await count()).toBe(0)
    const ok = await post({ activeMinutes: 30, processingMinutes: 45, finishingMinutes: 30 })
    expect(ok.status).toBe(201)
    const made = await json<{ id: number }>(ok)
    expect(made).toMatchObject({ duration: 105, activeMinutes: 30, processingMinutes: 45, finishingMinutes: 30 })
    // Editing the duration alone breaks the sum: refused, nothing changed; clearing the parts is fine.
    const put = (body: Record<string, unknown>) =>
      call(app, 'PUT', `/firebase/services/${made.id}`, s.owner.headers, { name: 'Colour', price: 120, ...body })
    expect((await put({ duration: 120, activeMinutes: 30, processingMinutes: 45, finishingMinutes: 30 })).status).toBe(
      400,
    )
    const [kept] = await sql`select duration_minutes, processing_minutes from public.services where id = ${made.id}`
    expect(kept).toEqual({ duration_minutes: 105, processing_minutes: 45 })
    const cleared = await put({ duration: 120, activeMinutes: null, processingMinutes: null, finishingMinutes: null })
    expect(cleared.status).toBe(200)
    expect(await json(cleared)).toMatchObject({ duration: 120, activeMinutes: null, processingMinutes: null })
    // The table says the same to any writer.
    await expect(
      sql`update public.services set active_minutes = 30, processing_minutes = 45, finishing_minutes = 30
           where id = ${made.id}`,
    ).rejects.toMatchObject({ code: '23514' })
  })
})

describe('visits of several services', () => {
  it('books serviceIds in the stylist’s order with the total computed on the server, and lists the services', async () => {
    const s = await colourStylist()
    const client = await signedInUser(sql, deps)
    // Sent colour first: the stylist lists the cut first (price order), so the visit is cut + colour.
    const res = await book(client, {
      stylistId: s.stylistId,
      serviceIds: [s.colour, s.cut],
      startsAt: at('10:00'),
      priceCents: 1,
      price: 0,
    })
    expect(res.status).toBe(201)
    const made = await json(res)
    expect(made.service).toMatchObject({
      id: s.cut,
      name: 'Cut + Colour',
      price: 165,
      durationMinutes: 135,
      active: [
        [0, 60],
        [105, 135],
      ],
    })
    expect(made.service.services.map((x) => [x.name, x.price, x.processingMinutes])).toEqual([
      ['Cut', 45, null],
      ['Colour', 120, 45],
    ])
    expect(made.endsAt).toBe(at('12:15'))
    const [row] = await sql`select service_ids, price_cents from public.appointments where id = ${made.id}`
    expect(row).toEqual({ service_ids: [s.cut, s.colour], price_cents: 16500 })
    // Active: 10:00-11:00 (cut, colour on), 11:45-12:15 (finishing); 11:00-11:45 is the gap.
    expect(await segmentsOf(made.id)).toEqual([
      [at('10:00'), at('11:00')],
      [at('11:45'), at('12:15')],
    ])
    // The stylist sees the same visit.
    const seen = await call(app, 'GET', `/appointments/${made.id}`, s.owner.headers)
    expect((await json(seen)).service.services).toHaveLength(2)
  })

  it('refuses bad serviceIds with a 400 naming the field, and books nothing', async () => {
    const s = await colourStylist()
    const other = await colourStylist()
    const client = await signedInUser(sql, deps)
    const cases: [unknown, string][] = [
      [[s.cut, s.cut], 'serviceIds'],
      [[s.cut, s.colour, s.long, 1, 2, 3], 'serviceIds'],
      [[], 'serviceIds'],
      [[s.cut, other.colour], 'serviceIds'],
      [[s.cut, -1], 'serviceIds'],
      [[s.cut, '7'], 'serviceIds'],
      ['1,2', 'serviceIds'],
      [[s.cut, 2 ** 60], 'serviceIds'],
    ]
    for (const [serviceIds, field] of cases) {
      const res = await book(client, { stylistId: s.stylistId, serviceIds, startsAt: at('10:00') })
      expect(res.status, JSON.stringify(serviceIds)).toBe(400)
      const body = await json<{ issues?: { path: (string | number)[] }[] }>(res)
      expect(
        body.issues?.some((i) => i.path[0] === field),
        JSON.stringify(body),
      ).toBe(true)
    }
    const none = await book(client, { stylistId: s.stylistId, startsAt: at('10:00') })
    expect(none.status).toBe(400)
    // Slots too: duplicate or foreign ids are named.
    for (const q of [`serviceIds=${s.cut},${s.cut}`, `serviceIds=${s.cut},${other.cut}`, 'serviceIds=1,x']) {
      const res = await call(app, 'GET', `/stylists/${s.stylistId}/slots?${q}&from=2026-03-04&to=2026-03-04`, {})
      expect(res.status, q).toBe(400)
      expect(JSON.stringify(await res.json())).toContain('serviceIds')
    }
    const [n] = await sql`select count(*)::int as n from public.appointments where stylist_id = ${s.stylistId}`
    expect(n.n).toBe(0)
  })

  it('offers a processing gap to a service short enough to fit and refuses a longer one', async () => {
    const s = await colourStylist()
    const first = await signedInUser(sql, deps)
    const colour = await book(first, { stylistId: s.stylistId, serviceId: s.colour, startsAt: at('10:00') })
    expect(colour.status).toBe(201)
    // Colour 10:00-10:30 active, 10:30-11:15 processing, 11:15-11:45 finishing.
    const cutSlots = await slotStarts(s, `serviceId=${s.cut}`)
    expect(cutSlots).toContain(at('10:30'))
    expect(cutSlots).toContain(at('10:45'))
    expect(cutSlots).not.toContain(at('11:00'))
    expect(cutSlots).not.toContain(at('10:15'))
    const longSlots = await slotStarts(s, `serviceId=${s.long}`)
    expect(longSlots).not.toContain(at('10:30'))
    expect(longSlots).toContain(at('11:45'))
    const second = await signedInUser(sql, deps)
    const tooLong = await book(second, { stylistId: s.stylistId, serviceId: s.long, startsAt: at('10:30') })
    expect(tooLong.status).toBe(409)
    const fits = await book(second, { stylistId: s.stylistId, serviceId: s.cut, startsAt: at('10:45') })
    expect(fits.status).toBe(201)
    expect(await overlappingSegments(sql, s.stylistId)).toEqual([])
    // A buffer counts: with 15 minutes after each visit, a cut at 10:45 would end its buffer in the finishing part.
    const b = await colourStylist(15)
    expect((await book(first, { stylistId: b.stylistId, serviceId: b.colour, startsAt: at('10:00') })).status).toBe(201)
    const buffered = await slotStarts(b, `serviceId=${b.cut}`)
    expect(buffered).toContain(at('10:30'))
    expect(buffered).not.toContain(at('10:45'))
    expect((await book(second, { stylistId: b.stylistId, serviceId: b.cut, startsAt: at('10:45') })).status).toBe(409)
  })

  it('moves a visit with its gap, frees its segments when cancelled, and keeps a booked gap on a move', async () => {
    const s = await colourStylist()
    const client = await signedInUser(sql, deps)
    const made = await json(await book(client, { stylistId: s.stylistId, serviceId: s.colour, startsAt: at('10:00') }))
    const moved = await call(app, 'POST', `/appointments/${made.id}/reschedule`, client.headers, {
      startsAt: at('13:00'),
    })
    expect(moved.status).toBe(200)
    expect(await segmentsOf(made.id)).toEqual([
      [at('13:00'), at('13:30')],
      [at('14:15'), at('14:45')],
    ])
    // Someone takes the gap; the colour can no longer move 15 minutes later (its finishing would hit the cut).
    const other = await signedInUser(sql, deps)
    expect((await book(other, { stylistId: s.stylistId, serviceId: s.cut, startsAt: at('13:30') })).status).toBe(201)
    const onto = await call(app, 'POST', `/appointments/${made.id}/reschedule`, client.headers, {
      startsAt: at('13:45'),
    })
    expect(onto.status).toBe(409)
    const cancelled = await call(app, 'POST', `/appointments/${made.id}/cancel`, client.headers, { reason: '' })
    expect(cancelled.status).toBe(200)
    expect(await segmentsOf(made.id)).toEqual([])
    // Its active time is free again: a cut fits at 13:00, before the cut in the old gap.
    expect(await slotStarts(s, `serviceId=${s.cut}`)).toContain(at('13:00'))
  })
})

describe('visits under load', () => {
  it('20 concurrent bookings of one visit: one winner; then 20 into its gap: one winner', async () => {
    const s = await colourStylist()
    const clients = await Promise.all(Array.from({ length: 20 }, () => signedInUser(sql, deps)))
    const visit = await Promise.all(
      clients.map((c) => book(c, { stylistId: s.stylistId, serviceIds: [s.cut, s.colour], startsAt: at('10:00') })),
    )
    expect(visit.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)])
    // The gap is 11:00-11:45: a cut at 11:00 fits; twenty clients want it.
    const others = await Promise.all(Array.from({ length: 20 }, () => signedInUser(sql, deps)))
    const gap = await Promise.all(
      others.map((c) => book(c, { stylistId: s.stylistId, serviceId: s.cut, startsAt: at('11:00') })),
    )
    expect(gap.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)])
    const refused = await json<{ message: string; slots: { startsAt: string }[] }>(gap.find((r) => r.status === 409)!)
    expect(refused.message).toBe(bookingMessages.slotTaken)
    expect(refused.slots.map((x) => x.startsAt)).not.toContain(at('11:00'))
    expect(await overlappingSegments(sql, s.stylistId)).toEqual([])
    const [n] = await sql`select count(*)::int as n from public.appointments where stylist_id = ${s.stylistId}`
    expect(n.n).toBe(2)
  }, 180_000)

  it('never leaves overlapping active time under a random concurrent mix of visits, gap bookings and moves', async () => {
    const s = await colourStylist(5)
    let state = 20261202
    const rnd = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0
      return state / 2 ** 32
    }
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]
    const visits = [[s.cut], [s.colour], [s.long], [s.cut, s.colour], [s.colour, s.long], [s.cut, s.long]]
    const starts = ['09:00', '09:30', '10:00', '10:15', '10:30', '10:45', '11:00', '11:30', '12:00', '12:15', '13:00']
    const clients = await Promise.all(Array.from({ length: 24 }, () => signedInUser(sql, deps)))
    const first = await Promise.all(
      clients.map((c) =>
        book(c, { stylistId: s.stylistId, serviceIds: pick(visits), startsAt: at(pick(starts)) }).then(async (r) => ({
          c,
          status: r.status,
          id: r.status === 201 ? (await json(r)).id : null,
        })),
      ),
    )
    expect(first.every((r) => r.status === 201 || r.status === 409)).toBe(true)
    expect(first.some((r) => r.status === 201)).toBe(true)
    // Then moves and cancellations of the winners, at once.
    const second = await Promise.all(
      first
        .filter((r) => r.id !== null)
        .map((r) =>
          rnd() < 0.3
            ? call(app, 'POST', `/appointments/${r.id}/cancel`, r.c.headers, { reason: '' })
            : call(app, 'POST', `/appointments/${r.id}/reschedule`, r.c.headers, { startsAt: at(pick(starts)) }),
        ),
    )
    expect(second.every((r) => [200, 400, 409].includes(r.status))).toBe(true)
    expect(await overlappingSegments(sql, s.stylistId)).toEqual([])
    // Every appointment that holds time has segments inside its blocked range; the others none.
    const [row] = await sql<{ missing: number; stray: number; outside: number }[]>`
      select count(*) filter (where a.status in ('held', 'requested', 'confirmed', 'completed', 'no_show')
               and not exists (select 1 from public.appointment_segments g where g.appointment_id = a.id))::int as missing,
             count(*) filter (where a.status not in ('held', 'requested', 'confirmed', 'completed', 'no_show')
               and exists (select 1 from public.appointment_segments g where g.appointment_id = a.id))::int as stray,
             count(*) filter (where exists (select 1 from public.appointment_segments g where g.appointment_id = a.id
               and (g.starts_at < a.starts_at or g.ends_at > a.blocked_until)))::int as outside
        from public.appointments a where a.stylist_id = ${s.stylistId}`
    expect(row).toEqual({ missing: 0, stray: 0, outside: 0 })
  }, 180_000)
})
