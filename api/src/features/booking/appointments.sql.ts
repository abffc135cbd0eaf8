import type { AppointmentStatus } from '@marketplace/domain/contract/booking.ts'
import type { Fragment, Tx } from '../../db/client.ts'
import { asServiceWithin } from '../mail/outbox.sql.ts'
import { settingsOf } from './booking-rules.sql.ts'
import type { Parties } from './appointment-view.ts'

/** An appointments row as the API reads it. */
export interface AppointmentRow {
  id: number
  stylist_id: number
  client_id: string
  service_id: number | null
  service_name: string
  price_cents: number
  duration_minutes: number
  starts_at: Date
  ends_at: Date
  blocked_until: Date
  time_zone: string
  status: AppointmentStatus
  notes: string
  cancel_reason: string | null
  sequence: number
  created_at: Date
  updated_at: Date
  /** Booked on payment terms (issue 37): the client may cancel late, for the agreed fee. */
  paid_terms: boolean
  /** The visit's services as agreed (appointment_services), in order. */
  services: AgreedService[]
}

/** One row of appointment_services as the API reads it. */
export interface AgreedService {
  id: number | null
  name: string
  priceCents: number
  durationMinutes: number
  activeMinutes: number | null
  processingMinutes: number | null
  finishingMinutes: number | null
}

const columns = (tx: Tx) => tx`
  a.id, a.stylist_id, a.client_id, a.service_id, a.service_name, a.price_cents, a.duration_minutes, a.starts_at,
  a.ends_at, a.blocked_until, a.time_zone, a.status, a.notes, a.cancel_reason, a.sequence, a.created_at, a.updated_at,
  exists (select 1 from public.appointment_payment_terms t where t.appointment_id = a.id) as paid_terms,
  coalesce((
    select json_agg(json_build_object('id', x.service_id, 'name', x.name, 'priceCents', x.price_cents,
      'durationMinutes', x.duration_minutes, 'activeMinutes', x.active_minutes,
      'processingMinutes', x.processing_minutes, 'finishingMinutes', x.finishing_minutes) order by x.position)
      from public.appointment_services x where x.appointment_id = a.id), '[]') as services`

export type EventAction =
  'booked' | 'requested' | 'accepted' | 'declined' | 'expired' | 'cancelled' | 'rescheduled' | 'completed' | 'no_show'

export interface NewAppointment {
  stylistId: number
  clientId: string
  serviceId: number
  /** The visit's services in the stylist's order (the database copies each into appointment_services). */
  serviceIds: number[]
  serviceName: string
  priceCents: number
  durationMinutes: number
  startsAt: Date
  endsAt: Date
  blockedUntil: Date
  timeZone: string
  status: 'requested' | 'confirmed' | 'held'
  /** A held booking's hold lapses then (issue 37); null otherwise. */
  holdExpiresAt?: Date | null
  notes: string
  idempotencyKey: string | null
  /** SHA-256 of the request's canonical JSON, with the key. */
  idempotencyHash: string | null
  /** A request's answer deadline (it also lapses at its start); null for a confirmed booking. */
  expiresAt: Date | null
}

/** Inserts a booking; the exclusion constraint refuses an overlap (SQLSTATE 23P01). */
export async function insertAppointment(tx: Tx, a: NewAppointment): Promise<AppointmentRow> {
  const [row] = await tx<AppointmentRow[]>`
    insert into public.appointments as a (stylist_id, client_id, service_id, service_ids, service_name, price_cents,
      duration_minutes, starts_at, ends_at, blocked_until, time_zone, status, notes, idempotency_key, idempotency_hash,
      expires_at, hold_expires_at)
    values (${a.stylistId}, ${a.clientId}, ${a.serviceId}, ${a.serviceIds}::bigint[], ${a.serviceName}, ${a.priceCents}, ${a.durationMinutes},
      ${a.startsAt}, ${a.endsAt}, ${a.blockedUntil}, ${a.timeZone}, ${a.status}, ${a.notes}, ${a.idempotencyKey},
      ${a.idempotencyHash}, ${a.expiresAt}, ${a.holdExpiresAt ?? null})
    returning ${columns(tx)}`
  return row
}

/**
 * The caller's booking made with this Idempotency-Key, if any (row-level security: their own), and
 * the hash of the body it was made with (null for a booking made before hashes were kept).
 */
export async function appointmentByKey(
  tx: Tx,
  clientId: string,
  key: string,
): Promise<{ id: number; hash: string | null } | null> {
  const [row] = await tx<{ id: number; hash: string | null }[]>`
    select id, idempotency_hash as hash from public.appointments
     where client_id = ${clientId} and idempotency_key = ${key}`
  return row ?? null
}

/** One appointment the caller may see, locked for a change when `forUpdate`. */
export async function appointmentById(tx: Tx, id: number, forUpdate = false): Promise<AppointmentRow | null> {
  const [row] = await tx<AppointmentRow[]>`
    select ${columns(tx)} from public.appointments a where a.id = ${id} ${forUpdate ? tx`for update` : tx``}`
  return row ?? null
}

export interface AppointmentChange {
  status?: AppointmentStatus
  startsAt?: Date
  endsAt?: Date
  blockedUntil?: Date
  cancelReason?: string | null
}

/**
 * One UPDATE of status and/or time, sequence + 1: a move holds the new range before the old one
 * is freed (the constraint checks the row's new range against the others only).
 */
export async function updateAppointment(tx: Tx, id: number, change: AppointmentChange): Promise<AppointmentRow> {
  const [row] = await tx<AppointmentRow[]>`
    update public.appointments a set
      status = coalesce(${change.status ?? null}::text, a.status),
      starts_at = coalesce(${change.startsAt ?? null}::timestamptz, a.starts_at),
      ends_at = coalesce(${change.endsAt ?? null}::timestamptz, a.ends_at),
      blocked_until = coalesce(${change.blockedUntil ?? null}::timestamptz, a.blocked_until),
      cancel_reason = ${change.cancelReason === undefined ? tx`a.cancel_reason` : tx`${change.cancelReason}`},
      sequence = a.sequence + 1
    where a.id = ${id}
    returning ${columns(tx)}`
  return row
}

export interface NewEvent {
  appointmentId: number
  actorId: string | null
  action: EventAction
  fromStatus: AppointmentStatus | null
  toStatus: AppointmentStatus
  fromStartsAt: Date | null
  toStartsAt: Date | null
  reason?: string | null
}

/** The history row of one change (who, what, when). */
export async function insertEvent(tx: Tx, e: NewEvent): Promise<void> {
  // As the service role: the history feeds Insights, so no user may write it (migration
  // 20261129000401_booking_guards.sql); this statement runs in the change's own transaction.
  await asServiceWithin(
    tx,
    () => tx`
    insert into public.appointment_events (appointment_id, actor_id, action, from_status, to_status, from_starts_at,
      to_starts_at, reason)
    values (${e.appointmentId}, ${e.actorId}, ${e.action}, ${e.fromStatus}, ${e.toStatus}, ${e.fromStartsAt},
      ${e.toStartsAt}, ${e.reason ?? null})`,
  )
}

/**
 * Requests the stylist did not answer in time (by expires_at, or by their start if sooner) become
 * 'expired' and free their slot. Done before any request that shows or changes these appointments
 * and before a booking of the stylist, as the service role (the guard trigger lets no user make
 * this change); `scope` picks the rows: one appointment, a client's or a stylist's. Until then the
 * busy times already leave a lapsed request out (stylist_busy_times). Answers the ids expired.
 */
export async function expireRequests(tx: Tx, now: Date, scope: Fragment): Promise<number[]> {
  const rows = await tx<{ id: number }[]>`
    with expired as (
      update public.appointments a set status = 'expired', sequence = a.sequence + 1
       where a.status = 'requested' and least(a.starts_at, a.expires_at) <= ${now} and ${scope}
      returning a.id, a.starts_at),
    events as (
      insert into public.appointment_events (appointment_id, actor_id, action, from_status, to_status, from_starts_at, to_starts_at)
      select id, null, 'expired', 'requested', 'expired', starts_at, starts_at from expired)
    select id::int as id from expired`
  return rows.map((r) => r.id)
}

/** A client's live appointments (upcoming, or a request not yet lapsed): with one stylist, and in all. */
export async function liveBookingCounts(
  tx: Tx,
  clientId: string,
  stylistId: number,
  now: Date,
): Promise<{ withStylist: number; overall: number }> {
  const [row] = await tx<{ withStylist: number; overall: number }[]>`
    select count(*) filter (where a.stylist_id = ${stylistId})::int as "withStylist", count(*)::int as overall
      from public.appointments a
     where a.client_id = ${clientId} and a.status in ('requested', 'confirmed') and a.starts_at > ${now}
       and not (a.status = 'requested' and least(a.starts_at, a.expires_at) <= ${now})`
  return row
}

/**
 * The people and policy around appointments, by appointment id: the stylist's public details and
 * current settings, the client's name and email. Read as the service role, and only for
 * appointments the caller has already been shown under row-level security (a lapsed stylist's
 * profile is hidden from the public but stays on their clients' bookings).
 */
export async function partiesOf(tx: Tx, appointmentIds: number[]): Promise<Map<number, Parties>> {
  if (appointmentIds.length === 0) return new Map()
  const rows = await tx<
    ({
      id: number
      stylist_id: number
      stylist_user_id: string
      stylist_name: string
      salon_name: string | null
      address: string
      city: string
      state: string
      phone: string
      profile_image_url: string | null
      client_first_name: string | null
      client_last_name: string | null
      client_email: string
    } & Parameters<typeof settingsOf>[0])[]
  >`
    select a.id, s.id as stylist_id, s.user_id as stylist_user_id, s.stylist_name, s.salon_name, s.address, s.city,
           s.state, s.phone, s.profile_image_url, u.first_name as client_first_name, u.last_name as client_last_name,
           u.email as client_email, b.accepts_bookings, b.confirmation, b.min_notice_hours, b.horizon_days,
           b.buffer_minutes, b.cancellation_window_hours, b.policy
      from public.appointments a
      join public.stylists s on s.id = a.stylist_id
      join public.users u on u.id = a.client_id
      left join public.booking_settings b on b.stylist_id = a.stylist_id
     where a.id = any(${appointmentIds}::bigint[])`
  return new Map(
    rows.map((r) => [
      r.id,
      {
        stylistUserId: r.stylist_user_id,
        stylist: {
          id: r.stylist_id,
          name: r.stylist_name,
          salonName: r.salon_name,
          address: r.address,
          city: r.city,
          state: r.state,
          phone: r.phone,
          profileImageUrl: r.profile_image_url,
        },
        client: {
          name: [r.client_first_name, r.client_last_name].filter(Boolean).join(' ') || r.client_email,
          email: r.client_email,
        },
        settings: settingsOf(r),
      },
    ]),
  )
}

/** One page of appointments matching `where`, in start order, and how many match in all. */
export async function listAppointments(
  tx: Tx,
  where: Fragment,
  order: 'asc' | 'desc',
  page: number,
  pageSize: number,
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    tx<AppointmentRow[]>`
      select ${columns(tx)} from public.appointments a where ${where}
       order by a.starts_at ${order === 'asc' ? tx`asc` : tx`desc`}, a.id
       limit ${pageSize} offset ${(page - 1) * pageSize}`,
    tx<{ total: number }[]>`select count(*)::int as total from public.appointments a where ${where}`,
  ])
  return { rows, total }
}
