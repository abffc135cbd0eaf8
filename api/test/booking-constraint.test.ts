import fc from 'fast-check'
import { describe, expect, inject, it } from 'vitest'
import { connect, type Sql, type Tx } from '../src/db/client.ts'
import { asUser } from '../src/db/roles.ts'
import { retryOnDeadlock } from '../src/features/booking/book.ts'
import { createStylist, createUser, testDatabase, testDatabaseUrl } from './database.ts'

// The database's guard against double booking (migration 20261125001000_booking.sql, moved onto
// active segments by 20261202000100_visits.sql): the exclusion constraint
// appointment_segments_no_overlap over the active segments of the appointments that hold a slot
// (without processing time, one segment [starts_at, blocked_until)). Tested at the SQL level, on PGlite and on PostgreSQL. Times are
// fixed instants: neither the constraint nor the insert policy compares them with now().

const sql = testDatabase()
const MINUTE = 60_000
const BASE = Date.parse('2031-03-04T15:00:00Z')
const at = (minutes: number) => new Date(BASE + minutes * MINUTE)

/**
 * A listed stylist who takes bookings (instantly, or by request), and the user who owns the
 * profile; with a service of every length from 15 to 240 minutes, so each booking below copies a
 * real one, as the insert guard (20261125001400_booking_insert_guard.sql) wants of a user's insert.
 */
async function bookableStylist(confirmation: 'instant' | 'request' = 'instant') {
  const owner = await createUser(sql)
  const stylist = await createStylist(sql, owner.id)
  await sql`insert into public.booking_settings (stylist_id, accepts_bookings, confirmation)
    values (${stylist.id}, true, ${confirmation})`
  await sql`insert into public.services (stylist_id, name, price_cents, duration_minutes)
    select ${stylist.id}, 'Cut ' || m, 4500, m from generate_series(15, 240, 15) m`
  return { owner, stylistId: stylist.id }
}

interface Booking {
  stylistId: number
  clientId: string
  /** Minutes after BASE. */
  start: number
  minutes: number
  buffer?: number
  status?: string
}

/**
 * The row the API writes for a booking (the stylist's service of that length copied), inserted
 * through `db` (the owner, or a user's transaction).
 */
function insertBooking(db: Sql | Tx, b: Booking) {
  const startsAt = at(b.start)
  const endsAt = at(b.start + b.minutes)
  const blockedUntil = at(b.start + b.minutes + (b.buffer ?? 0))
  return db<{ id: number }[]>`
    insert into public.appointments (stylist_id, client_id, service_id, service_name, price_cents, duration_minutes,
      starts_at, ends_at, blocked_until, time_zone, status)
    select ${b.stylistId}, ${b.clientId}, sv.id, sv.name, sv.price_cents, sv.duration_minutes, ${startsAt}, ${endsAt},
      ${blockedUntil}, 'America/New_York', ${b.status ?? 'confirmed'}
      from public.services sv where sv.stylist_id = ${b.stylistId} and sv.duration_minutes = ${b.minutes}
    returning id`
}

/** The pairs of slot-holding appointments of a stylist that overlap: the proof that must stay empty. */
async function overlaps(stylistId: number) {
  return sql<{ a: number; b: number }[]>`
    select x.id as a, y.id as b from public.appointments x join public.appointments y
      on x.stylist_id = y.stylist_id and x.id < y.id
     and tstzrange(x.starts_at, x.blocked_until, '[)') && tstzrange(y.starts_at, y.blocked_until, '[)')
    where x.stylist_id = ${stylistId}
      and x.status in ('requested', 'confirmed', 'completed', 'no_show')
      and y.status in ('requested', 'confirmed', 'completed', 'no_show')`
}

const refusedAsOverlap = { code: '23P01', constraint_name: 'appointment_segments_no_overlap' }

/**
 * One statement as the owner, in its own transaction: on PGlite a statement that fails outside a
 * transaction can desynchronise the replies (api/src/db/embedded.ts), so failing ones run in one.
 */
const asOwner = <T>(statement: (tx: Tx) => Promise<T>) => sql.begin(statement) as Promise<T>
const ownerBooks = (b: Booking) => asOwner((tx) => insertBooking(tx, b))

describe('the double-booking guard', () => {
  it('takes back-to-back appointments and refuses a one-minute overlap either side', async () => {
    const { stylistId } = await bookableStylist()
    const client = await createUser(sql)
    const book = (start: number, minutes: number) => ownerBooks({ stylistId, clientId: client.id, start, minutes })
    await book(60, 60)
    await book(0, 60)
    await book(120, 30)
    await expect(book(-59, 60)).rejects.toMatchObject(refusedAsOverlap)
    await expect(book(149, 15)).rejects.toMatchObject(refusedAsOverlap)
    // The whole of another appointment, and one inside it, overlap too.
    await expect(book(-15, 240)).rejects.toMatchObject(refusedAsOverlap)
    await expect(book(75, 15)).rejects.toMatchObject(refusedAsOverlap)
    const [n] = await sql`select count(*)::int as n from public.appointments where stylist_id = ${stylistId}`
    expect(n.n).toBe(3)
    // Another stylist's day is their own.
    const other = await bookableStylist()
    await ownerBooks({ stylistId: other.stylistId, clientId: client.id, start: 0, minutes: 60 })
  })

  it('refuses a booking into the buffer after an appointment, and one whose own buffer runs into the next', async () => {
    const { stylistId } = await bookableStylist()
    const client = await createUser(sql)
    await ownerBooks({ stylistId, clientId: client.id, start: 60, minutes: 60, buffer: 15 })
    await expect(ownerBooks({ stylistId, clientId: client.id, start: 120, minutes: 30 })).rejects.toMatchObject(
      refusedAsOverlap,
    )
    await expect(
      ownerBooks({ stylistId, clientId: client.id, start: 0, minutes: 45, buffer: 30 }),
    ).rejects.toMatchObject(refusedAsOverlap)
    await ownerBooks({ stylistId, clientId: client.id, start: 135, minutes: 30 })
    await ownerBooks({ stylistId, clientId: client.id, start: 0, minutes: 45, buffer: 15 })
  })

  it('frees the slot of a declined, expired or cancelled appointment, and keeps it for completed and no-show', async () => {
    const { stylistId } = await bookableStylist()
    const client = await createUser(sql)
    for (const status of ['declined', 'expired', 'cancelled_by_client', 'cancelled_by_stylist']) {
      const [gone] = await ownerBooks({ stylistId, clientId: client.id, start: 0, minutes: 60 })
      await asOwner((tx) => tx`update public.appointments set status = ${status} where id = ${gone.id}`)
    }
    await ownerBooks({ stylistId, clientId: client.id, start: 0, minutes: 60 })
    for (const status of ['completed', 'no_show']) {
      await ownerBooks({ stylistId, clientId: client.id, start: 600, minutes: 60, status })
      await expect(ownerBooks({ stylistId, clientId: client.id, start: 630, minutes: 15 })).rejects.toMatchObject(
        refusedAsOverlap,
      )
      await sql`delete from public.appointments where stylist_id = ${stylistId} and starts_at = ${at(600)}`
    }
  })

  it('holds the slot of a request, so accepting it passes the same guard', async () => {
    const { owner, stylistId } = await bookableStylist('request')
    const client = await createUser(sql)
    const other = await createUser(sql)
    const [request] = await asUser(sql, client.claims, (tx) =>
      insertBooking(tx, { stylistId, clientId: client.id, start: 0, minutes: 60, status: 'requested' }),
    )
    expect(request.id).toBeGreaterThan(0)
    // Neither another client's request nor a confirmed booking can take the requested time.
    await expect(
      asUser(sql, other.claims, (tx) =>
        insertBooking(tx, { stylistId, clientId: other.id, start: 30, minutes: 60, status: 'requested' }),
      ),
    ).rejects.toMatchObject(refusedAsOverlap)
    await expect(
      ownerBooks({ stylistId, clientId: other.id, start: 30, minutes: 60, status: 'confirmed' }),
    ).rejects.toMatchObject(refusedAsOverlap)
    await asUser(
      sql,
      owner.claims,
      (tx) => tx`update public.appointments set status = 'confirmed' where id = ${request.id}`,
    )
    const [row] = await sql`select status from public.appointments where id = ${request.id}`
    expect(row.status).toBe('confirmed')

    // Every change into a slot-holding status passes the guard: a declined request put back to
    // requested over the confirmed booking that took its time is refused.
    const [declined] = await ownerBooks({
      stylistId,
      clientId: other.id,
      start: 300,
      minutes: 60,
      status: 'declined',
    })
    await ownerBooks({ stylistId, clientId: client.id, start: 300, minutes: 60 })
    await expect(
      asOwner((tx) => tx`update public.appointments set status = 'requested' where id = ${declined.id}`),
    ).rejects.toMatchObject(refusedAsOverlap)
    expect(await overlaps(stylistId)).toEqual([])
  })

  it('moves an appointment 15 minutes onto part of its own old time', async () => {
    const { stylistId } = await bookableStylist()
    const client = await createUser(sql)
    const [a] = await ownerBooks({ stylistId, clientId: client.id, start: 0, minutes: 60, buffer: 10 })
    await sql`update public.appointments set starts_at = ${at(15)}, ends_at = ${at(75)}, blocked_until = ${at(85)} where id = ${a.id}`
    await ownerBooks({ stylistId, clientId: client.id, start: -60, minutes: 75 })
    await expect(
      asOwner(
        (tx) =>
          tx`update public.appointments set starts_at = ${at(-15)}, ends_at = ${at(45)}, blocked_until = ${at(55)} where id = ${a.id}`,
      ),
    ).rejects.toMatchObject(refusedAsOverlap)
  })

  it('lets exactly one of 20 concurrent bookings of one slot through, and one of 20 overlapping ones of different lengths', async () => {
    const { stylistId } = await bookableStylist()
    const clients = await Promise.all(Array.from({ length: 20 }, () => createUser(sql)))
    // 20 connections on PostgreSQL; PGlite has one backend session, so there they take turns.
    // Each attempt runs as the app runs it: a deadlock victim inside the constraint's check is run
    // again (book.ts), and then meets the winner's row.
    const pool = inject('databaseKind') === 'postgres' ? connect(testDatabaseUrl(), { max: 20 }) : sql
    try {
      const race = (booking: (i: number) => Omit<Booking, 'stylistId' | 'clientId'>) =>
        Promise.allSettled(
          clients.map((c, i) =>
            retryOnDeadlock(() =>
              asUser(pool, c.claims, (tx) => insertBooking(tx, { stylistId, clientId: c.id, ...booking(i) })),
            ),
          ),
        )
      const sameSlot = await race(() => ({ start: 0, minutes: 60 }))
      expect(sameSlot.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      for (const r of sameSlot.filter((x) => x.status === 'rejected')) expect(r.reason).toMatchObject(refusedAsOverlap)

      // Every one of these covers 600-615 minutes: starts from 525 to 600, lengths reaching past 615.
      const mixed = await race((i) => ({ start: 600 - (i % 6) * 15, minutes: 15 * ((i % 6) + 1 + (i % 3)) }))
      expect(mixed.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      for (const r of mixed.filter((x) => x.status === 'rejected')) expect(r.reason).toMatchObject(refusedAsOverlap)
    } finally {
      if (pool !== sql) await pool.end()
    }
    const [n] = await sql`select count(*)::int as n from public.appointments where stylist_id = ${stylistId}`
    expect(n.n).toBe(2)
    expect(await overlaps(stylistId)).toEqual([])
    // 20 sessions race one constraint twice: each deadlock the check makes costs its victim
    // PostgreSQL's deadlock_timeout (1 s) before the retry. 2 s on a quiet machine; over 30 s in CI
    // (2026-11-28), where both database runs and the payment tests' own 20-way races share 2 cores.
  }, 120_000)

  it('never lets two slot-holding appointments overlap through any mix of bookings, accepts, moves and cancellations', async () => {
    const { stylistId } = await bookableStylist()
    const clients = await Promise.all(Array.from({ length: 4 }, () => createUser(sql)))
    const pool = inject('databaseKind') === 'postgres' ? connect(testDatabaseUrl(), { max: 8 }) : sql
    const holding = new Set(['requested', 'confirmed'])
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('book' as const),
        client: fc.integer({ min: 0, max: 3 }),
        start: fc.integer({ min: 0, max: 31 }).map((q) => q * 15),
        minutes: fc.integer({ min: 1, max: 8 }).map((q) => q * 15),
        buffer: fc.constantFrom(0, 5, 15),
        status: fc.constantFrom('requested', 'confirmed'),
      }),
      fc.record({ kind: fc.constantFrom('accept' as const, 'cancel' as const, 'decline' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('move' as const),
        pick: fc.nat(),
        start: fc.integer({ min: 0, max: 31 }).map((q) => q * 15),
      }),
    )
    let booked = 0
    let refused = 0
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(op, { minLength: 1, maxLength: 8 }), { minLength: 3, maxLength: 6 }),
          async (batches) => {
            await sql`delete from public.appointments where stylist_id = ${stylistId}`
            for (const batch of batches) {
              const rows = await sql<{ id: number; status: string }[]>`
              select id, status from public.appointments where stylist_id = ${stylistId} order by id`
              const live = rows.filter((r) => holding.has(r.status))
              const pick = (n: number) => live[n % Math.max(live.length, 1)]
              // One batch runs at once: each statement in its own transaction on its own connection.
              const results = await Promise.allSettled(
                batch.map((o) => {
                  if (o.kind === 'book')
                    return pool.begin((tx) => insertBooking(tx, { stylistId, clientId: clients[o.client].id, ...o }))
                  const target = pick(o.pick)
                  if (!target) return Promise.resolve([])
                  if (o.kind === 'move')
                    return pool.begin(
                      (tx) => tx`
                        update public.appointments
                           set starts_at = ${at(o.start)},
                               ends_at = ${at(o.start)}::timestamptz + make_interval(mins => duration_minutes),
                               blocked_until = ${at(o.start)}::timestamptz + (blocked_until - starts_at)
                         where id = ${target.id} and status in ('requested', 'confirmed')`,
                    )
                  const status = { accept: 'confirmed', cancel: 'cancelled_by_client', decline: 'declined' }[o.kind]
                  const from = o.kind === 'cancel' ? ['requested', 'confirmed'] : ['requested']
                  return pool.begin(
                    (tx) =>
                      tx`update public.appointments set status = ${status} where id = ${target.id} and status in ${tx(from)}`,
                  )
                }),
              )
              for (const r of results) {
                if (r.status === 'fulfilled') continue
                // Two statements that wait on each other inside the constraint's check: PostgreSQL
                // aborts one as a deadlock victim (the app runs it again), and it wrote nothing.
                if ((r.reason as { code?: string }).code === '40P01') continue
                expect(r.reason).toMatchObject(refusedAsOverlap)
                refused++
              }
              booked += batch.filter((o, i) => o.kind === 'book' && results[i].status === 'fulfilled').length
            }
            expect(await overlaps(stylistId)).toEqual([])
          },
        ),
        { numRuns: 10, seed: 19 },
      )
    } finally {
      if (pool !== sql) await pool.end()
    }
    // The mix was dense enough to test something: many bookings went in and many were refused.
    expect(booked).toBeGreaterThan(20)
    expect(refused).toBeGreaterThan(10)
  }, 120_000)
})
