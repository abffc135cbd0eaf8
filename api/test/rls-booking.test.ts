import { describe, expect, it } from 'vitest'
import type { Tx } from '../src/db/client.ts'
import { asAnon, asService, asUser } from '../src/db/roles.ts'
import { createStylist, createUser, testDatabase } from './database.ts'

// Row-level security and the guard trigger of online booking (migration
// 20261125001000_booking.sql), as each role: a client, a stylist, the admin, a visitor.
// Set-up rows are written as the owner; what is under test runs as the role. Times that the
// database compares with its own clock (marking completed after the start, the subscription's
// end) are written relative to now() in SQL, never as pinned dates.

const sql = testDatabase()

async function stylistTakingBookings(
  options: { acceptsBookings?: boolean; active?: boolean; confirmation?: 'instant' | 'request' } = {},
) {
  const owner = await createUser(sql)
  const stylist = await createStylist(sql, owner.id, { active: options.active ?? true })
  await sql`insert into public.booking_settings (stylist_id, accepts_bookings, confirmation)
    values (${stylist.id}, ${options.acceptsBookings ?? true}, ${options.confirmation ?? 'instant'})`
  const [service] = await sql<
    { id: number }[]
  >`insert into public.services (stylist_id, name, price_cents, duration_minutes)
    values (${stylist.id}, 'Cut', 4500, 60) returning id`
  return { owner, stylistId: stylist.id, serviceId: service.id }
}

/** An appointment row as the owner writes it; `startsIn` is an SQL interval from now. */
async function appointment(stylistId: number, clientId: string, startsIn = '3 days', status = 'confirmed') {
  const [row] = await sql<{ id: number }[]>`
    insert into public.appointments (stylist_id, client_id, service_name, price_cents, duration_minutes,
      starts_at, ends_at, blocked_until, time_zone, status)
    select ${stylistId}, ${clientId}, 'Cut', 4500, 60, t, t + interval '60 minutes', t + interval '60 minutes',
      'America/Chicago', ${status}
      from (select date_trunc('minute', now()) + ${startsIn}::interval as t) x
    returning id`
  return row.id
}

/**
 * The insert the API makes for a booking (the service's name, price and length copied, the
 * stylist's zone), as the signed-in client, at a start `startsIn` from now.
 */
function book(
  tx: Tx,
  target: { stylistId: number; serviceId?: number | null },
  clientId: string,
  status = 'confirmed',
  startsIn = '5 days',
  copy: { priceCents?: number; timeZone?: string; minutes?: number; bufferMinutes?: number } = {},
) {
  return tx`
    insert into public.appointments (stylist_id, client_id, service_id, service_name, price_cents, duration_minutes,
      starts_at, ends_at, blocked_until, time_zone, status)
    select ${target.stylistId}, ${clientId}, ${target.serviceId ?? null}, 'Cut', ${copy.priceCents ?? 4500}, 60, t,
      t + make_interval(mins => ${copy.minutes ?? 60}),
      t + make_interval(mins => ${copy.minutes ?? 60} + ${copy.bufferMinutes ?? 0}::int),
      ${copy.timeZone ?? 'America/New_York'}, ${status}
      from (select date_trunc('minute', now()) + ${startsIn}::interval as t) x
    returning id`
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b)
const refusedByRls = /row-level security/
const refusedByGuard = { code: '42501' }

describe('row-level security of appointments', () => {
  it('shows a client their own appointments and lets them change only those', async () => {
    const { stylistId } = await stylistTakingBookings()
    const ann = await createUser(sql)
    const ben = await createUser(sql)
    const annsA = await appointment(stylistId, ann.id, '1 day')
    const annsB = await appointment(stylistId, ann.id, '2 days')
    const bens = await appointment(stylistId, ben.id, '3 days')

    const seen = await asUser(sql, ann.claims, (tx) => tx<{ id: number }[]>`select id from public.appointments`)
    expect(ids(seen)).toEqual([annsA, annsB].sort((a, b) => a - b))
    await asUser(sql, ann.claims, async (tx) => {
      const theirs = await tx`update public.appointments set status = 'cancelled_by_client' where id = ${bens}`
      expect(theirs.count).toBe(0)
      const mine =
        await tx`update public.appointments set status = 'cancelled_by_client', cancel_reason = 'Ill' where id = ${annsA}`
      expect(mine.count).toBe(1)
    })
    const [row] = await sql`select status from public.appointments where id = ${bens}`
    expect(row.status).toBe('confirmed')
  })

  it('shows a stylist only the appointments with them', async () => {
    const alice = await stylistTakingBookings()
    const bob = await stylistTakingBookings()
    const client = await createUser(sql)
    const withAlice = await appointment(alice.stylistId, client.id)
    const withBob = await appointment(bob.stylistId, client.id)
    const seen = await asUser(sql, alice.owner.claims, (tx) => tx<{ id: number }[]>`select id from public.appointments`)
    expect(ids(seen)).toEqual([withAlice])
    await asUser(sql, alice.owner.claims, async (tx) => {
      const other = await tx`update public.appointments set status = 'cancelled_by_stylist' where id = ${withBob}`
      expect(other.count).toBe(0)
      const own = await tx`update public.appointments set status = 'cancelled_by_stylist' where id = ${withAlice}`
      expect(own.count).toBe(1)
    })
  })

  it('lets the admin read every appointment and its history, and change none', async () => {
    const admin = await createUser(sql, { isAdmin: true })
    const a = await stylistTakingBookings()
    const b = await stylistTakingBookings()
    const client = await createUser(sql)
    const first = await appointment(a.stylistId, client.id)
    const second = await appointment(b.stylistId, client.id)
    await sql`insert into public.appointment_events (appointment_id, actor_id, action, to_status) values (${first}, ${client.id}, 'booked', 'confirmed')`
    await asUser(sql, admin.claims, async (tx) => {
      const seen = await tx<{ id: number }[]>`select id from public.appointments where id in (${first}, ${second})`
      expect(ids(seen)).toEqual([first, second])
      const history = await tx`select action from public.appointment_events where appointment_id = ${first}`
      expect(history.map((h) => h.action)).toEqual(['booked'])
      const changed = await tx`update public.appointments set status = 'cancelled_by_stylist' where id = ${first}`
      expect(changed.count).toBe(0)
    })
  })

  it('gives a visitor no appointments, no history and no right to book', async () => {
    const taking = await stylistTakingBookings()
    const { stylistId } = taking
    const client = await createUser(sql)
    await appointment(stylistId, client.id)
    await expect(asAnon(sql, (tx) => tx`select id from public.appointments`)).rejects.toThrow(/permission denied/)
    await expect(asAnon(sql, (tx) => tx`select id from public.appointment_events`)).rejects.toThrow(/permission denied/)
    await expect(asAnon(sql, (tx) => book(tx, taking, client.id))).rejects.toThrow(/permission denied/)
  })

  it('lets a client book a listed stylist who takes bookings as themselves, and nothing else', async () => {
    const taking = await stylistTakingBookings()
    const off = await stylistTakingBookings({ acceptsBookings: false })
    const unlisted = await stylistTakingBookings({ active: false })
    const lapsed = await stylistTakingBookings()
    const noSettings = await createStylist(sql, (await createUser(sql)).id)
    await sql`update public.stylists set subscription_active_until = now() - interval '1 day' where id = ${lapsed.stylistId}`
    const client = await createUser(sql)
    const other = await createUser(sql)

    // The same insert goes in for the client themself, so each refusal below is the policy's.
    const [mine] = await asUser(sql, client.claims, (tx) => book(tx, taking, client.id))
    expect(mine.id).toBeGreaterThan(0)

    await expect(asUser(sql, client.claims, (tx) => book(tx, taking, other.id, 'confirmed', '7 days'))).rejects.toThrow(
      refusedByRls,
    )
    for (const stylist of [off, unlisted, lapsed, { stylistId: noSettings.id }])
      await expect(
        asUser(sql, client.claims, (tx) => book(tx, stylist, client.id)),
        String(stylist.stylistId),
      ).rejects.toThrow(refusedByRls)
    // A stylist cannot book their own profile.
    await expect(asUser(sql, taking.owner.claims, (tx) => book(tx, taking, taking.owner.id))).rejects.toThrow(
      refusedByRls,
    )
  })

  it("books only as the stylist's settings and service say: the status, the copied service, the end, the zone", async () => {
    const instant = await stylistTakingBookings()
    const byRequest = await stylistTakingBookings({ confirmation: 'request' })
    const elsewhere = await stylistTakingBookings()
    const client = await createUser(sql)
    const as = (statement: (tx: Tx) => Promise<unknown>) => asUser(sql, client.claims, statement)

    await as((tx) => book(tx, instant, client.id, 'confirmed', '5 days'))
    await as((tx) => book(tx, byRequest, client.id, 'requested', '5 days'))
    // A request cannot confirm itself, nor an instant booking wait; nor start finished or cancelled.
    await expect(as((tx) => book(tx, byRequest, client.id, 'confirmed', '6 days'))).rejects.toMatchObject(
      refusedByGuard,
    )
    for (const status of ['requested', 'completed', 'no_show', 'cancelled_by_stylist', 'declined'])
      await expect(
        as((tx) => book(tx, instant, client.id, status, '7 days')),
        status,
      ).rejects.toMatchObject(refusedByGuard)
    // The service must be the stylist's own, copied as it is: not another's, none, or a lower price.
    await expect(
      as((tx) =>
        book(tx, { stylistId: instant.stylistId, serviceId: elsewhere.serviceId }, client.id, 'confirmed', '8 days'),
      ),
    ).rejects.toMatchObject(refusedByGuard)
    await expect(
      as((tx) => book(tx, { stylistId: instant.stylistId }, client.id, 'confirmed', '8 days')),
    ).rejects.toMatchObject(refusedByGuard)
    await expect(
      as((tx) => book(tx, instant, client.id, 'confirmed', '8 days', { priceCents: 1 })),
    ).rejects.toMatchObject(refusedByGuard)
    // The end is the start plus the service's length; the zone is the stylist's.
    await expect(
      as((tx) => book(tx, instant, client.id, 'confirmed', '8 days', { minutes: 15 })),
    ).rejects.toMatchObject(refusedByGuard)
    await expect(
      as((tx) => book(tx, instant, client.id, 'confirmed', '8 days', { timeZone: 'Pacific/Kiritimati' })),
    ).rejects.toMatchObject(refusedByGuard)
    const [{ n }] = await sql`select count(*)::int as n from public.appointments where client_id = ${client.id}`
    expect(n).toBe(2)
  })

  it("books only with the stylist's buffer held after the end", async () => {
    const taking = await stylistTakingBookings()
    await sql`update public.booking_settings set buffer_minutes = 15 where stylist_id = ${taking.stylistId}`
    const client = await createUser(sql)
    const as = (statement: (tx: Tx) => Promise<unknown>) => asUser(sql, client.claims, statement)
    for (const bufferMinutes of [0, 5, 30])
      await expect(
        as((tx) => book(tx, taking, client.id, 'confirmed', '5 days', { bufferMinutes })),
        String(bufferMinutes),
      ).rejects.toMatchObject(refusedByGuard)
    await as((tx) => book(tx, taking, client.id, 'confirmed', '5 days', { bufferMinutes: 15 }))
    const [row] = await sql<{ held: number }[]>`
      select extract(epoch from blocked_until - ends_at)::int / 60 as held from public.appointments where client_id = ${client.id}`
    expect(row.held).toBe(15)
  })

  it('keeps the appointments of a stylist whose subscription lapsed, for both sides', async () => {
    const { owner, stylistId } = await stylistTakingBookings()
    const client = await createUser(sql)
    const id = await appointment(stylistId, client.id)
    await sql`update public.stylists set subscription_active_until = now() - interval '1 day' where id = ${stylistId}`
    for (const user of [owner, client]) {
      const seen = await asUser(sql, user.claims, (tx) => tx<{ id: number }[]>`select id from public.appointments`)
      expect(ids(seen)).toEqual([id])
    }
    await asUser(
      sql,
      client.claims,
      (tx) => tx`update public.appointments set status = 'cancelled_by_client' where id = ${id}`,
    )
  })
})

describe('the guard on changing an appointment', () => {
  it('refuses a client confirming their own request, and lets the stylist accept or decline it', async () => {
    const { owner, stylistId } = await stylistTakingBookings()
    const client = await createUser(sql)
    const request = await appointment(stylistId, client.id, '3 days', 'requested')
    await expect(
      asUser(sql, client.claims, (tx) => tx`update public.appointments set status = 'confirmed' where id = ${request}`),
    ).rejects.toMatchObject(refusedByGuard)
    await expect(
      asUser(sql, client.claims, (tx) => tx`update public.appointments set status = 'declined' where id = ${request}`),
    ).rejects.toMatchObject(refusedByGuard)
    await asUser(
      sql,
      owner.claims,
      (tx) => tx`update public.appointments set status = 'confirmed' where id = ${request}`,
    )
    // Accepted once; a confirmed appointment cannot be declined or "accepted" back.
    await expect(
      asUser(sql, owner.claims, (tx) => tx`update public.appointments set status = 'declined' where id = ${request}`),
    ).rejects.toMatchObject(refusedByGuard)
    const other = await appointment(stylistId, client.id, '4 days', 'requested')
    await asUser(
      sql,
      owner.claims,
      (tx) => tx`update public.appointments set status = 'declined', cancel_reason = 'Away' where id = ${other}`,
    )
    await expect(
      asUser(sql, owner.claims, (tx) => tx`update public.appointments set status = 'requested' where id = ${other}`),
    ).rejects.toMatchObject(refusedByGuard)
  })

  it('refuses changes of the price, the service, the parties and the length, by either side', async () => {
    const { owner, stylistId } = await stylistTakingBookings()
    const client = await createUser(sql)
    const elsewhere = await stylistTakingBookings()
    const [service] = await sql<
      { id: number }[]
    >`insert into public.services (stylist_id, name, price_cents) values (${stylistId}, 'Color', 9000) returning id`
    const id = await appointment(stylistId, client.id)
    const changes: [string, (tx: Tx) => Promise<unknown>][] = [
      ['price_cents', (tx) => tx`update public.appointments set price_cents = 1 where id = ${id}`],
      ['service_name', (tx) => tx`update public.appointments set service_name = 'Color' where id = ${id}`],
      ['service_id', (tx) => tx`update public.appointments set service_id = ${service.id} where id = ${id}`],
      ['stylist_id', (tx) => tx`update public.appointments set stylist_id = ${elsewhere.stylistId} where id = ${id}`],
      ['client_id', (tx) => tx`update public.appointments set client_id = ${owner.id} where id = ${id}`],
      ['duration_minutes', (tx) => tx`update public.appointments set duration_minutes = 30 where id = ${id}`],
      ['time_zone', (tx) => tx`update public.appointments set time_zone = 'America/New_York' where id = ${id}`],
    ]
    // The first wall: the user role may not write these columns at all (column grants, ADR 012).
    for (const user of [client, owner])
      for (const [column, change] of changes)
        await expect(asUser(sql, user.claims, change), column).rejects.toThrow(
          /permission denied for table appointments/,
        )
    // The second wall, should a grant ever widen: the guard trigger refuses the change itself.
    // The grant lives inside a transaction that rolls back with the refusal.
    for (const user of [client, owner])
      for (const [column, change] of changes)
        await expect(
          sql.begin(async (tx) => {
            await tx.unsafe(`grant update (${column}) on public.appointments to authenticated`)
            await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify(user.claims)}, true)`
            await change(tx)
          }),
          column,
        ).rejects.toThrow(/Only the status, time, notes and reason of an appointment can change/)
    const [row] =
      await sql`select price_cents, service_name, service_id, stylist_id, client_id, duration_minutes, time_zone from public.appointments where id = ${id}`
    expect(row).toEqual({
      price_cents: 4500,
      service_name: 'Cut',
      service_id: null,
      stylist_id: stylistId,
      client_id: client.id,
      duration_minutes: 60,
      time_zone: 'America/Chicago',
    })
    const [grants] =
      await sql`select has_column_privilege('authenticated', 'public.appointments', 'price_cents', 'UPDATE') as price`
    expect(grants.price).toBe(false)
  })

  it('lets the stylist mark completed or no-show only after the start', async () => {
    const { owner, stylistId } = await stylistTakingBookings()
    const client = await createUser(sql)
    const upcoming = await appointment(stylistId, client.id, '2 hours')
    for (const status of ['completed', 'no_show'])
      await expect(
        asUser(sql, owner.claims, (tx) => tx`update public.appointments set status = ${status} where id = ${upcoming}`),
      ).rejects.toMatchObject(refusedByGuard)
    const started = await appointment(stylistId, client.id, '-2 hours')
    const missed = await appointment(stylistId, client.id, '-5 hours')
    await asUser(
      sql,
      owner.claims,
      (tx) => tx`update public.appointments set status = 'completed' where id = ${started}`,
    )
    await asUser(sql, owner.claims, (tx) => tx`update public.appointments set status = 'no_show' where id = ${missed}`)
    // Not by the client, and a finished appointment neither moves nor changes status again.
    const another = await appointment(stylistId, client.id, '-8 hours')
    await expect(
      asUser(sql, client.claims, (tx) => tx`update public.appointments set status = 'completed' where id = ${another}`),
    ).rejects.toMatchObject(refusedByGuard)
    await expect(
      asUser(
        sql,
        owner.claims,
        (tx) =>
          tx`update public.appointments set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day', blocked_until = blocked_until + interval '1 day' where id = ${started}`,
      ),
    ).rejects.toMatchObject(refusedByGuard)
    await expect(
      asUser(
        sql,
        owner.claims,
        (tx) => tx`update public.appointments set status = 'cancelled_by_stylist' where id = ${started}`,
      ),
    ).rejects.toMatchObject(refusedByGuard)
  })

  it('lets either side move an upcoming appointment, and only the client edit the notes', async () => {
    const { owner, stylistId } = await stylistTakingBookings()
    const client = await createUser(sql)
    const id = await appointment(stylistId, client.id)
    const move = (tx: Tx) =>
      tx`update public.appointments set starts_at = starts_at + interval '15 minutes', ends_at = ends_at + interval '15 minutes', blocked_until = blocked_until + interval '15 minutes', sequence = sequence + 1 where id = ${id}`
    await asUser(sql, client.claims, move)
    await asUser(sql, owner.claims, move)
    await asUser(sql, client.claims, (tx) => tx`update public.appointments set notes = 'Short layers' where id = ${id}`)
    await expect(
      asUser(sql, owner.claims, (tx) => tx`update public.appointments set notes = 'Rewritten' where id = ${id}`),
    ).rejects.toMatchObject(refusedByGuard)
    const [row] = await sql`select notes, sequence from public.appointments where id = ${id}`
    expect(row).toEqual({ notes: 'Short layers', sequence: 2 })
  })

  it('lets no user write the history, not even a party as themselves: only the server records it', async () => {
    const { owner, stylistId } = await stylistTakingBookings()
    const client = await createUser(sql)
    const stranger = await createUser(sql)
    const id = await appointment(stylistId, client.id)
    const record = (actor: string) => (tx: Tx) =>
      tx`insert into public.appointment_events (appointment_id, actor_id, action, to_status) values (${id}, ${actor}, 'booked', 'confirmed')`
    for (const [user, actor] of [
      [client, client.id],
      [owner, owner.id],
      [client, owner.id],
      [stranger, stranger.id],
    ] as const)
      await expect(asUser(sql, user.claims, record(actor))).rejects.toThrow(/permission denied/)
    await expect(
      asUser(
        sql,
        owner.claims,
        (tx) => tx`update public.appointment_events set action = 'no_show' where appointment_id = ${id}`,
      ),
    ).rejects.toThrow(/permission denied/)
    await asService(sql, record(client.id))
    const [{ n }] = await sql`select count(*)::int as n from public.appointment_events where appointment_id = ${id}`
    expect(n).toBe(1)
    const seen = await asUser(
      sql,
      stranger.claims,
      (tx) => tx`select id from public.appointment_events where appointment_id = ${id}`,
    )
    expect(seen).toHaveLength(0)
  })
})

describe('row-level security of booking settings and time off', () => {
  it('lets only the owner write them', async () => {
    const alice = await stylistTakingBookings()
    const bob = await createUser(sql)
    const bobs = await createStylist(sql, bob.id)
    await asUser(sql, bob.claims, async (tx) => {
      await tx`insert into public.booking_settings (stylist_id, accepts_bookings, confirmation) values (${bobs.id}, true, 'request')`
      await tx`update public.booking_settings set buffer_minutes = 15 where stylist_id = ${bobs.id}`
      await tx`insert into public.time_off (stylist_id, starts_on, ends_on) values (${bobs.id}, '2031-07-01', '2031-07-04')`
      await tx`insert into public.time_off (stylist_id, starts_on, ends_on, from_time, to_time) values (${bobs.id}, '2031-07-08', '2031-07-08', '12:00', '14:00')`
      await tx`delete from public.time_off where stylist_id = ${bobs.id} and from_time is not null`
    })
    await sql`insert into public.time_off (stylist_id, starts_on, ends_on) values (${alice.stylistId}, '2031-08-01', '2031-08-01')`
    await asUser(sql, bob.claims, async (tx) => {
      const settings =
        await tx`update public.booking_settings set accepts_bookings = false where stylist_id = ${alice.stylistId}`
      expect(settings.count).toBe(0)
      const removed = await tx`delete from public.time_off where stylist_id = ${alice.stylistId}`
      expect(removed.count).toBe(0)
    })
    // Time off is added and removed, never edited; nobody moves settings to another profile.
    await expect(
      asUser(
        sql,
        bob.claims,
        (tx) => tx`update public.time_off set ends_on = '2031-08-30' where stylist_id = ${bobs.id}`,
      ),
    ).rejects.toThrow(/permission denied for table time_off/)
    await expect(
      asUser(
        sql,
        bob.claims,
        (tx) => tx`update public.booking_settings set stylist_id = ${alice.stylistId} where stylist_id = ${bobs.id}`,
      ),
    ).rejects.toThrow(/permission denied for table booking_settings/)
    await expect(
      asUser(
        sql,
        bob.claims,
        (tx) =>
          tx`insert into public.time_off (stylist_id, starts_on, ends_on) values (${alice.stylistId}, '2031-09-01', '2031-09-02')`,
      ),
    ).rejects.toThrow(refusedByRls)
    const carol = await createStylist(sql, (await createUser(sql)).id)
    await expect(
      asUser(
        sql,
        bob.claims,
        (tx) => tx`insert into public.booking_settings (stylist_id, accepts_bookings) values (${carol.id}, true)`,
      ),
    ).rejects.toThrow(refusedByRls)
    await expect(
      asAnon(sql, (tx) => tx`delete from public.time_off where stylist_id = ${alice.stylistId}`),
    ).rejects.toThrow(/permission denied/)
    const [settings] =
      await sql`select accepts_bookings, confirmation, buffer_minutes from public.booking_settings where stylist_id = ${bobs.id}`
    expect(settings).toEqual({ accepts_bookings: true, confirmation: 'request', buffer_minutes: 15 })
    const [aliceOff] = await sql`select count(*)::int as n from public.time_off where stylist_id = ${alice.stylistId}`
    expect(aliceOff.n).toBe(1)
  })

  it('lets anyone read them for listed stylists, and only the owner for an unlisted one', async () => {
    const listed = await stylistTakingBookings()
    const unlisted = await stylistTakingBookings({ active: false })
    for (const { stylistId } of [listed, unlisted])
      await sql`insert into public.time_off (stylist_id, starts_on, ends_on) values (${stylistId}, '2031-07-01', '2031-07-02')`
    const reads = (tx: Tx, stylistId: number) =>
      Promise.all([
        tx`select accepts_bookings from public.booking_settings where stylist_id = ${stylistId}`,
        tx`select starts_on from public.time_off where stylist_id = ${stylistId}`,
      ]).then(([s, t]) => [s.length, t.length])
    const visitor = await createUser(sql)
    expect(await asAnon(sql, (tx) => reads(tx, listed.stylistId))).toEqual([1, 1])
    expect(await asUser(sql, visitor.claims, (tx) => reads(tx, listed.stylistId))).toEqual([1, 1])
    expect(await asAnon(sql, (tx) => reads(tx, unlisted.stylistId))).toEqual([0, 0])
    expect(await asUser(sql, visitor.claims, (tx) => reads(tx, unlisted.stylistId))).toEqual([0, 0])
    expect(await asUser(sql, unlisted.owner.claims, (tx) => reads(tx, unlisted.stylistId))).toEqual([1, 1])
  })

  it('tells a visitor when a listed stylist is busy, and nothing else', async () => {
    const listed = await stylistTakingBookings()
    const unlisted = await stylistTakingBookings({ active: false })
    const client = await createUser(sql)
    await appointment(listed.stylistId, client.id, '1 day')
    await appointment(listed.stylistId, client.id, '2 days', 'cancelled_by_client')
    await appointment(unlisted.stylistId, client.id, '1 day')
    const busy = (tx: Tx, stylistId: number) =>
      tx`select * from public.stylist_busy_times(${stylistId}, now(), now() + interval '7 days')`
    const seen = await asAnon(sql, (tx) => busy(tx, listed.stylistId))
    expect(seen).toHaveLength(1)
    expect(Object.keys(seen[0]).sort()).toEqual(['blocked_until', 'starts_at'])
    expect(await asAnon(sql, (tx) => busy(tx, unlisted.stylistId))).toHaveLength(0)
    // A client of the unlisted stylist still sees the busy times, to move their appointment.
    expect(await asUser(sql, client.claims, (tx) => busy(tx, unlisted.stylistId))).toHaveLength(1)
  })
})
