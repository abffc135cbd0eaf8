import {
  defaultBookingSettings,
  SLOT_GRID_MINUTES,
  type BookingPolicy,
  type BookingSettings,
} from '@marketplace/domain/contract/booking.ts'
import type { SlotRules } from '@marketplace/domain/booking/slots.ts'
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

/** A service as booked: its copy (name, price) and its length on the slot grid. */
export interface BookableService {
  id: number
  stylistId: number
  name: string
  priceCents: number
  /** The service's duration rounded up to the 15-minute grid, at least 15 minutes. */
  durationMinutes: number
}

/** The service, when it is one of this stylist's and fits an appointment; null otherwise. */
export async function loadService(tx: Tx, stylistId: number, serviceId: number): Promise<BookableService | null> {
  const [row] = await tx<
    { id: number; stylist_id: number; name: string; price_cents: number; duration_minutes: number }[]
  >`
    select id, stylist_id, name, price_cents, duration_minutes from public.services where id = ${serviceId}`
  if (!row || row.stylist_id !== stylistId) return null
  const durationMinutes = Math.max(
    SLOT_GRID_MINUTES,
    Math.ceil(row.duration_minutes / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES,
  )
  if (durationMinutes > MAX_APPOINTMENT_MINUTES) return null
  return { id: row.id, stylistId: row.stylist_id, name: row.name, priceCents: row.price_cents, durationMinutes }
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
