import type { Sql, Tx } from '../client.ts'
import type { AppointmentDraft } from './appointments.ts'
import type { BookingSetup } from './bookings.ts'
import { bool, ts } from './params.ts'

// Bulk writes of booking settings, time off and appointments with their events, one statement per
// table and batch (INSERT ... SELECT FROM unnest), like insert.ts.

type Db = Sql | Tx

export async function insertBookingSetups(
  db: Db,
  rows: readonly { stylistId: number; setup: BookingSetup }[],
): Promise<void> {
  const set = rows.flatMap((r) => (r.setup.settings ? [{ id: r.stylistId, s: r.setup.settings }] : []))
  const off = rows.flatMap((r) => r.setup.timeOff.map((t) => ({ id: r.stylistId, t })))
  if (set.length > 0)
    await db`
      insert into public.booking_settings (stylist_id, accepts_bookings, confirmation, min_notice_hours, horizon_days,
                                           buffer_minutes, cancellation_window_hours, policy, updated_at)
      select * from unnest(${set.map((r) => r.id)}::bigint[], ${set.map((r) => bool(r.s.acceptsBookings))}::text[]::bool[],
        ${set.map((r) => r.s.confirmation)}::text[], ${set.map((r) => r.s.minNoticeHours)}::int[],
        ${set.map((r) => r.s.horizonDays)}::int[], ${set.map((r) => r.s.bufferMinutes)}::int[],
        ${set.map((r) => r.s.cancellationWindowHours)}::int[], ${set.map((r) => r.s.policy)}::text[],
        ${set.map((r) => ts(r.s.updatedAt))}::timestamptz[])`
  if (off.length > 0)
    await db`
      insert into public.time_off (stylist_id, starts_on, ends_on, from_time, to_time, note, created_at)
      select * from unnest(${off.map((r) => r.id)}::bigint[], ${off.map((r) => r.t.startsOn)}::date[],
        ${off.map((r) => r.t.endsOn)}::date[], ${off.map((r) => r.t.fromTime)}::time[],
        ${off.map((r) => r.t.toTime)}::time[], ${off.map((r) => r.t.note)}::text[],
        ${off.map((r) => ts(r.t.createdAt))}::timestamptz[])`
}

/**
 * Appointments, then their events. The ids are drawn from the identity's sequence first, so the
 * events know their appointment without a join back. The service is the stylist's service of
 * that catalogue code.
 */
export async function insertAppointments(db: Db, drafts: readonly AppointmentDraft[]): Promise<number> {
  if (drafts.length === 0) return 0
  const ids = (
    await db<{ id: number }[]>`
      select nextval(pg_get_serial_sequence('public.appointments', 'id'))::float8 as id
        from generate_series(1, ${drafts.length})`
  ).map((r) => r.id)
  const a = drafts
  await db`
    insert into public.appointments (id, stylist_id, client_id, service_id, service_ids, service_name, price_cents,
      duration_minutes, starts_at, ends_at, blocked_until, time_zone, status, notes, cancel_reason, sequence, created_at,
      updated_at)
    overriding system value
    select u.id, u.stylist_id, u.client_id, sv.id, case when sv.id is null then null else array[sv.id] end,
           u.name, u.price, u.duration, u.starts_at, u.ends_at, u.blocked_until, u.zone, u.status, u.notes,
           u.reason, u.sequence, u.created_at, u.updated_at
      from unnest(${ids}::bigint[], ${a.map((d) => d.stylistId)}::bigint[], ${a.map((d) => d.clientId)}::uuid[],
        ${a.map((d) => d.serviceCode)}::text[], ${a.map((d) => d.serviceName)}::text[],
        ${a.map((d) => d.priceCents)}::int[], ${a.map((d) => d.durationMinutes)}::int[],
        ${a.map((d) => ts(d.startsAt))}::timestamptz[], ${a.map((d) => ts(d.endsAt))}::timestamptz[],
        ${a.map((d) => ts(d.blockedUntil))}::timestamptz[], ${a.map((d) => d.timeZone)}::text[],
        ${a.map((d) => d.status)}::text[], ${a.map((d) => d.notes)}::text[], ${a.map((d) => d.cancelReason)}::text[],
        ${a.map((d) => d.sequence)}::int[], ${a.map((d) => ts(d.createdAt))}::timestamptz[],
        ${a.map((d) => ts(d.updatedAt))}::timestamptz[])
        as u(id, stylist_id, client_id, code, name, price, duration, starts_at, ends_at, blocked_until, zone, status,
             notes, reason, sequence, created_at, updated_at)
      left join lateral (select x.id from public.services x where x.stylist_id = u.stylist_id and x.catalogue_code = u.code
                          order by x.id limit 1) sv on true`
  await insertVisits(db, ids)
  const e = drafts.flatMap((d, i) => d.events.map((ev) => ({ id: ids[i], ev })))
  await db`
    insert into public.appointment_events (appointment_id, actor_id, action, from_status, to_status, from_starts_at,
                                           to_starts_at, reason, created_at)
    select * from unnest(${e.map((x) => x.id)}::bigint[], ${e.map((x) => x.ev.actorId)}::uuid[],
      ${e.map((x) => x.ev.action)}::text[], ${e.map((x) => x.ev.fromStatus)}::text[],
      ${e.map((x) => x.ev.toStatus)}::text[], ${e.map((x) => ts(x.ev.fromStartsAt))}::timestamptz[],
      ${e.map((x) => ts(x.ev.toStartsAt))}::timestamptz[], ${e.map((x) => x.ev.reason)}::text[],
      ${e.map((x) => ts(x.ev.at))}::timestamptz[])`
  return drafts.length
}

/**
 * Each appointment's service as agreed and its active segments (issue 39), which the triggers on
 * appointments write when they are on; the seed inserts with triggers off, so they are written
 * here (a row the triggers already wrote is left alone). A service with processing time keeps its
 * parts when the appointment is its length; its segments come from rebuild_appointment_segments,
 * the others' are their whole blocked range.
 */
export async function insertVisits(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await db`
    insert into public.appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes,
      active_minutes, processing_minutes, finishing_minutes)
    select a.id, 1, a.service_id, a.service_name, a.price_cents,
           case when p.fits then sv.duration_minutes else a.duration_minutes end,
           case when p.fits then sv.active_minutes end, case when p.fits then sv.processing_minutes end,
           case when p.fits then sv.finishing_minutes end
      from public.appointments a
      left join public.services sv on sv.id = a.service_id
      cross join lateral (select sv.processing_minutes is not null and sv.duration_minutes <= a.duration_minutes as fits) p
     where a.id = any(${ids}::bigint[])
       and not exists (select 1 from public.appointment_services x where x.appointment_id = a.id)`
  await db`
    insert into public.appointment_segments (appointment_id, stylist_id, starts_at, ends_at)
    select a.id, a.stylist_id, a.starts_at, a.blocked_until
      from public.appointments a
     where a.id = any(${ids}::bigint[]) and a.status in ('held', 'requested', 'confirmed', 'completed', 'no_show')
       and not exists (select 1 from public.appointment_segments g where g.appointment_id = a.id)
       and not exists (select 1 from public.appointment_services x where x.appointment_id = a.id
                        and x.processing_minutes is not null)`
  await db`
    select public.rebuild_appointment_segments(a.id) from public.appointments a
     where a.id = any(${ids}::bigint[]) and a.status in ('held', 'requested', 'confirmed', 'completed', 'no_show')
       and not exists (select 1 from public.appointment_segments g where g.appointment_id = a.id)`
}
