import {
  defaultBookingSettings,
  type BookingPolicy,
  type BookingSettings,
} from '@marketplace/domain/contract/booking.ts'
import {
  visitMinutes,
  visitShape,
  type SlotRules,
  type VisitPart,
  type VisitShape,
} from '@marketplace/domain/booking/slots.ts'
import { addDays, zonedInstant } from '@marketplace/domain/booking/zoned-time.ts'
import type { Tx } from '../../db/client.ts'

/** The longest appointment the table accepts (appointments.duration_minutes). */
const MAX_APPOINTMENT_MINUTES = 720

/** A stylist as booking sees them: their zone, settings (defaults without a row) and whether they take bookings now. */
export interface StylistBooking {
  stylistId: number
  timeZone: string
  /** Listed with bookings on (public.stylist_takes_bookings): new bookings only then. */
  takesBookings: boolean
  /** The caller owns this profile. */
  own: boolean
  /** The caller and the profile's owner are blocked, either way (messages, issue 38): no booking. */
  blocked: boolean
  settings: BookingSettings
}

interface SettingsRow {
  accepts_bookings: boolean | null
  confirmation: 'instant' | 'request' | null
  min_notice_hours: number | null
  horizon_days: number | null
  buffer_minutes: number | null
  cancellation_window_hours: number | null
  policy: string | null
}

/** The settings of a row of booking_settings (left-joined: all null when the stylist has none). */
export function settingsOf(row: SettingsRow): BookingSettings {
  if (row.accepts_bookings === null) return { ...defaultBookingSettings }
  return {
    acceptsBookings: row.accepts_bookings,
    confirmation: row.confirmation ?? 'instant',
    minNoticeHours: row.min_notice_hours ?? defaultBookingSettings.minNoticeHours,
    horizonDays: row.horizon_days ?? defaultBookingSettings.horizonDays,
    bufferMinutes: row.buffer_minutes ?? 0,
    cancellationWindowHours: row.cancellation_window_hours ?? defaultBookingSettings.cancellationWindowHours,
    policy: row.policy ?? '',
  }
}

export function policyOf(settings: BookingSettings): BookingPolicy {
  return {
    confirmation: settings.confirmation,
    minNoticeHours: settings.minNoticeHours,
    horizonDays: settings.horizonDays,
    cancellationWindowHours: settings.cancellationWindowHours,
    policy: settings.policy,
  }
}

/**
 * The stylist's booking state as the caller may see it (row-level security: listed stylists, or
 * the caller's own profile); null when the caller cannot see the stylist.
 */
export async function loadStylistBooking(tx: Tx, stylistId: number): Promise<StylistBooking | null> {
  const [row] = await tx<
    ({ id: number; time_zone: string; takes: boolean; own: boolean; blocked: boolean } & SettingsRow)[]
  >`
    select s.id, s.time_zone, public.stylist_takes_bookings(s.id) as takes, public.owns_stylist(s.id) as own,
           public.blocked_with_stylist(s.id) as blocked,
           b.accepts_bookings, b.confirmation, b.min_notice_hours, b.horizon_days, b.buffer_minutes,
           b.cancellation_window_hours, b.policy
      from public.stylists s left join public.booking_settings b on b.stylist_id = s.id
     where s.id = ${stylistId}`
  if (!row) return null
  return {
    stylistId: row.id,
    timeZone: row.time_zone,
    takesBookings: row.takes,
    own: row.own,
    blocked: row.blocked,
    settings: settingsOf(row),
  }
}

/** One service of a visit as booked now: its copy and its parts (processing time, issue 39). */
export interface BookablePart extends VisitPart {
  id: number
  name: string
  priceCents: number
}

/**
 * A visit as booked: its services in the stylist's order, its copy (the names joined with " + ",
 * the total price) and its length on the slot grid; one service is a visit of one.
 */
export interface BookableService {
  /** The first service of the visit (appointments.service_id). */
  id: number
  ids: number[]
  stylistId: number
  name: string
  priceCents: number
  /** The services' total rounded up to the 15-minute grid, at least 15 minutes. */
  durationMinutes: number
  parts: BookablePart[]
  /** The visit's active runs (the slot engine's Visit). */
  shape: VisitShape
}

/** The visit's name: its services' names joined, at most 120 characters (as the insert guard has it). */
export const visitName = (names: string[]): string => [...names.join(' + ')].slice(0, 120).join('')

/**
 * The visit of these services, when each is one of this stylist's (each once) and together they
 * fit an appointment; null otherwise. Ordered as the stylist lists them (price, then id).
 */
export async function loadService(
  tx: Tx,
  stylistId: number,
  serviceIds: number | readonly number[],
): Promise<BookableService | null> {
  const ids = typeof serviceIds === 'number' ? [serviceIds] : [...serviceIds]
  if (ids.length === 0 || new Set(ids).size !== ids.length) return null
  const rows = await tx<
    {
      id: number
      stylist_id: number
      name: string
      price_cents: number
      duration_minutes: number
      active_minutes: number | null
      processing_minutes: number | null
      finishing_minutes: number | null
    }[]
  >`
    select id::int as id, stylist_id::int as stylist_id, name, price_cents, duration_minutes, active_minutes,
           processing_minutes, finishing_minutes
      from public.services where id = any(${ids}::bigint[]) order by price_cents, id`
  if (rows.length !== ids.length || rows.some((r) => r.stylist_id !== stylistId)) return null
  const parts: BookablePart[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    priceCents: r.price_cents,
    durationMinutes: r.duration_minutes,
    activeMinutes: r.active_minutes,
    processingMinutes: r.processing_minutes,
    finishingMinutes: r.finishing_minutes,
  }))
  const durationMinutes = visitMinutes(parts)
  if (durationMinutes > MAX_APPOINTMENT_MINUTES) return null
  return {
    id: parts[0].id,
    ids: parts.map((p) => p.id),
    stylistId,
    name: visitName(parts.map((p) => p.name)),
    priceCents: parts.reduce((sum, p) => sum + p.priceCents, 0),
    durationMinutes,
    parts,
    shape: visitShape(parts),
  }
}

/** The visit of an appointment as agreed at booking (appointment_services), for a move. */
export async function agreedVisit(tx: Tx, appointmentId: number, durationMinutes: number): Promise<VisitShape> {
  const rows = await tx<VisitPart[]>`
    select duration_minutes as "durationMinutes", active_minutes as "activeMinutes",
           processing_minutes as "processingMinutes", finishing_minutes as "finishingMinutes"
      from public.appointment_services where appointment_id = ${appointmentId} order by position`
  if (rows.length === 0) return { durationMinutes, active: [[0, durationMinutes]] }
  // The appointment's own length rules, as rebuild_appointment_segments has it.
  const d = durationMinutes
  const runs = visitShape(rows).active.map(([a, b]): [number, number] => [Math.min(a, d), Math.min(b, d)])
  runs[runs.length - 1][1] = d
  return { durationMinutes: d, active: runs }
}

/**
 * The slot engine's rules for local dates `fromDate`..`toDate` of the stylist: weekly hours, the
 * time off touching those dates, the busy time of their outside calendars and the busy ranges around them (a day either side, so an
 * appointment across midnight counts). `except` leaves one appointment out of the busy ranges; a
 * request that lapsed by `now` (the app's clock) holds nothing, whether or not it was swept yet.
 */
export async function loadSlotRules(
  tx: Tx,
  stylist: StylistBooking,
  fromDate: string,
  toDate: string,
  now: Date,
  except: number | null = null,
): Promise<SlotRules> {
  const zone = stylist.timeZone
  const from = zonedInstant(addDays(fromDate, -1), '00:00', zone)
  const to = zonedInstant(addDays(toDate, 2), '00:00', zone)
  const [hours, timeOff, busy, outside] = await Promise.all([
    tx<{ dayOfWeek: number; opensAt: string; closesAt: string }[]>`
      select day_of_week as "dayOfWeek", to_char(opens_at, 'HH24:MI') as "opensAt", to_char(closes_at, 'HH24:MI') as "closesAt"
        from public.working_hours where stylist_id = ${stylist.stylistId}`,
    tx<{ startsOn: string; endsOn: string; fromTime: string | null; toTime: string | null }[]>`
      select starts_on::text as "startsOn", ends_on::text as "endsOn",
             to_char(from_time, 'HH24:MI') as "fromTime", to_char(to_time, 'HH24:MI') as "toTime"
        from public.time_off
       where stylist_id = ${stylist.stylistId} and ends_on >= ${addDays(fromDate, -1)}::date
         and starts_on <= ${addDays(toDate, 1)}::date`,
    tx<{ startsAt: Date; blockedUntil: Date }[]>`
      select starts_at as "startsAt", blocked_until as "blockedUntil"
        from public.stylist_busy_times(${stylist.stylistId}, ${from}, ${to}, ${except}, ${now})`,
    // Busy time of the stylist's outside calendars (readable like time off: visible stylists).
    tx<{ startsAt: Date; endsAt: Date }[]>`
      select starts_at as "startsAt", ends_at as "endsAt" from public.calendar_busy
       where stylist_id = ${stylist.stylistId} and ends_at > ${from} and starts_at < ${to}`,
  ])
  return {
    timeZone: zone,
    workingHours: hours.map((h) => ({ ...h })),
    timeOff: timeOff.map((t) => ({ ...t })),
    busy: busy.map((b) => ({ startsAt: b.startsAt, blockedUntil: b.blockedUntil })),
    outsideBusy: outside.map((b) => ({ startsAt: b.startsAt, endsAt: b.endsAt })),
    minNoticeHours: stylist.settings.minNoticeHours,
    horizonDays: stylist.settings.horizonDays,
    bufferMinutes: stylist.settings.bufferMinutes,
  }
}
