import { SLOT_GRID_MINUTES, slotHoldingStatuses } from '@marketplace/domain/contract/booking.ts'
import type { SlotRules } from '@marketplace/domain/booking/slots.ts'
import type { Fragment, Tx } from '../../db/client.ts'

/** What the next open slot of one stylist is computed from. */
export interface NextAvailableInputs {
  stylistId: number
  /** Bookings on and a service that fits an appointment: the only stylists with a next slot. */
  booksOnline: boolean
  /** The shortest such service, on the slot grid (as booking-rules.sql.ts's loadService rounds it). */
  durationMinutes: number
  rules: SlotRules
}

/**
 * The slot rules of many stylists at once (the sweep recomputes hundreds per transaction): weekly
 * hours, the time off, outside calendars' busy time and the busy ranges from a day before `now` to the end of each horizon.
 * Reads every stylist's appointments, so it runs as the service role (next-available.ts).
 */
export async function loadNextAvailableInputs(
  tx: Tx,
  stylistIds: readonly number[],
  now: Date,
): Promise<NextAvailableInputs[]> {
  const ids = [...new Set(stylistIds)]
  if (ids.length === 0) return []
  const [stylists, hours, timeOff, busy, outside] = await Promise.all([
    // A service's length rounds up to the grid, at least one step; over 12 hours it is not bookable.
    tx<
      {
        id: number
        time_zone: string
        accepts: boolean | null
        min_notice_hours: number | null
        horizon_days: number | null
        buffer_minutes: number | null
        shortest: number | null
      }[]
    >`
      select s.id::int as id, s.time_zone, b.accepts_bookings as accepts, b.min_notice_hours, b.horizon_days,
             b.buffer_minutes,
             (select min(greatest(${SLOT_GRID_MINUTES}, ceil(sv.duration_minutes / ${SLOT_GRID_MINUTES}::numeric) * ${SLOT_GRID_MINUTES}))::int
                from public.services sv
               where sv.stylist_id = s.id and sv.duration_minutes <= 720) as shortest
        from public.stylists s left join public.booking_settings b on b.stylist_id = s.id
       where s.id = any(${ids}::bigint[])`,
    tx<{ stylist_id: number; dayOfWeek: number; opensAt: string; closesAt: string }[]>`
      select stylist_id::int as stylist_id, day_of_week as "dayOfWeek", to_char(opens_at, 'HH24:MI') as "opensAt",
             to_char(closes_at, 'HH24:MI') as "closesAt"
        from public.working_hours where stylist_id = any(${ids}::bigint[])`,
    // Local dates: a day of margin either side of UTC's covers every zone.
    tx<{ stylist_id: number; startsOn: string; endsOn: string; fromTime: string | null; toTime: string | null }[]>`
      select t.stylist_id::int as stylist_id, t.starts_on::text as "startsOn", t.ends_on::text as "endsOn",
             to_char(t.from_time, 'HH24:MI') as "fromTime", to_char(t.to_time, 'HH24:MI') as "toTime"
        from public.time_off t left join public.booking_settings b on b.stylist_id = t.stylist_id
       where t.stylist_id = any(${ids}::bigint[]) and t.ends_on >= (${now}::timestamptz at time zone 'UTC')::date - 1
         and t.starts_on <= (${now}::timestamptz at time zone 'UTC')::date + coalesce(b.horizon_days, 365) + 1`,
    // An appointment lasts at most 12 hours plus a 2-hour buffer: one starting a day ago may still block.
    // The active segments only (issue 39): a processing gap is free time.
    tx<{ stylist_id: number; startsAt: Date; blockedUntil: Date }[]>`
      select g.stylist_id::int as stylist_id, g.starts_at as "startsAt", g.ends_at as "blockedUntil"
        from public.appointments a join public.appointment_segments g on g.appointment_id = a.id
       where a.stylist_id = any(${ids}::bigint[]) and a.starts_at > ${now}::timestamptz - interval '1 day'
         and g.ends_at > ${now}::timestamptz and a.status = any(${[...slotHoldingStatuses]}::text[])
         and not (a.status = 'requested' and least(a.starts_at, a.expires_at) <= ${now}::timestamptz)
         and not (a.status = 'held' and a.hold_expires_at <= ${now}::timestamptz)`,
    // Outside calendars' busy time up to the longest horizon (365 days) and a day.
    tx<{ stylist_id: number; startsAt: Date; endsAt: Date }[]>`
      select stylist_id::int as stylist_id, starts_at as "startsAt", ends_at as "endsAt"
        from public.calendar_busy
       where stylist_id = any(${ids}::bigint[]) and ends_at > ${now}::timestamptz
         and starts_at < ${now}::timestamptz + interval '367 days'`,
  ])
  const group = <T extends { stylist_id: number }>(rows: T[]) => {
    const by = new Map<number, Omit<T, 'stylist_id'>[]>()
    for (const { stylist_id, ...rest } of rows) {
      const list = by.get(stylist_id) ?? []
      list.push(rest)
      by.set(stylist_id, list)
    }
    return by
  }
  const hoursBy = group(hours)
  const timeOffBy = group(timeOff)
  const busyBy = group(busy)
  const outsideBy = group(outside)
  return stylists.map((s) => ({
    stylistId: s.id,
    booksOnline: s.accepts === true && s.shortest !== null,
    durationMinutes: s.shortest ?? SLOT_GRID_MINUTES,
    rules: {
      timeZone: s.time_zone,
      workingHours: hoursBy.get(s.id) ?? [],
      timeOff: timeOffBy.get(s.id) ?? [],
      busy: busyBy.get(s.id) ?? [],
      outsideBusy: outsideBy.get(s.id) ?? [],
      minNoticeHours: s.min_notice_hours ?? 0,
      horizonDays: s.horizon_days ?? 1,
      bufferMinutes: s.buffer_minutes ?? 0,
    },
  }))
}

/** One stylist's computed value and when it must be computed again. */
export interface NextAvailableValue {
  stylistId: number
  booksOnline: boolean
  nextAvailableAt: Date | null
  dueAt: Date | null
}

/** Stores the values (public.store_next_available, migration 20261125001100), as the service role. */
export async function storeNextAvailable(tx: Tx, values: readonly NextAvailableValue[], now: Date): Promise<void> {
  if (values.length === 0) return
  const rows = values.map((v) => ({
    id: v.stylistId,
    books_online: v.booksOnline,
    next_available_at: v.nextAvailableAt?.toISOString() ?? null,
    due_at: v.dueAt?.toISOString() ?? null,
  }))
  await tx`select public.store_next_available(${JSON.stringify(rows)}::text::jsonb, ${now}::timestamptz)`
}

/**
 * Stylists whose value is due before `before`, locked for this transaction (two sweeps, or a
 * sweep and a booking, never compute one stylist at once: the other skips it), and stylists with
 * bookings on that were never computed (rows loaded with triggers off).
 */
export async function lockDueStylists(
  tx: Tx,
  before: Date,
  limit: number,
  only?: readonly number[],
): Promise<number[]> {
  const among = (column: Fragment) => (only ? tx`and ${column} = any(${only}::bigint[])` : tx``)
  const due = await tx<{ id: number }[]>`
    select stylist_id::int as id from public.next_available_refresh
     where due_at < ${before}::timestamptz ${among(tx`stylist_id`)}
     order by due_at limit ${limit} for update skip locked`
  if (due.length >= limit) return due.map((r) => r.id)
  const never = await tx<{ id: number }[]>`
    select b.stylist_id::int as id from public.booking_settings b
     where b.accepts_bookings ${among(tx`b.stylist_id`)}
       and not exists (select 1 from public.next_available_refresh r where r.stylist_id = b.stylist_id)
     limit ${limit - due.length}`
  return [...due, ...never].map((r) => r.id)
}
