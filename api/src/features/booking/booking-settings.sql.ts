import type { BookingSettings, TimeOff, TimeOffAdded, TimeOffInput } from '@marketplace/domain/contract/booking.ts'
import type { Tx } from '../../db/client.ts'
import { settingsOf } from './booking-rules.sql.ts'

/** The caller's stylist profile and its zone, or null (private.own_stylists is the caller's row only). */
export async function ownStylist(tx: Tx, userId: string): Promise<{ id: number; timeZone: string } | null> {
  const [row] = await tx<{ id: number; timeZone: string }[]>`
    select id, time_zone as "timeZone" from private.own_stylists where user_id = ${userId}`
  return row ?? null
}

/** The stylist's settings, the defaults (bookings off) until they save some. */
export async function readSettings(tx: Tx, stylistId: number): Promise<BookingSettings> {
  const [row] = await tx<Parameters<typeof settingsOf>[0][]>`
    select accepts_bookings, confirmation, min_notice_hours, horizon_days, buffer_minutes, cancellation_window_hours,
           policy
      from public.booking_settings where stylist_id = ${stylistId}`
  return settingsOf(
    row ?? {
      accepts_bookings: null,
      confirmation: null,
      min_notice_hours: null,
      horizon_days: null,
      buffer_minutes: null,
      cancellation_window_hours: null,
      policy: null,
    },
  )
}

/** Saves the settings (one row per stylist). Existing appointments keep their times and buffer. */
export async function saveSettings(tx: Tx, stylistId: number, s: BookingSettings): Promise<BookingSettings> {
  await tx`
    insert into public.booking_settings (stylist_id, accepts_bookings, confirmation, min_notice_hours, horizon_days,
      buffer_minutes, cancellation_window_hours, policy)
    values (${stylistId}, ${s.acceptsBookings}, ${s.confirmation}, ${s.minNoticeHours}, ${s.horizonDays},
      ${s.bufferMinutes}, ${s.cancellationWindowHours}, ${s.policy})
    on conflict (stylist_id) do update set accepts_bookings = excluded.accepts_bookings,
      confirmation = excluded.confirmation, min_notice_hours = excluded.min_notice_hours,
      horizon_days = excluded.horizon_days, buffer_minutes = excluded.buffer_minutes,
      cancellation_window_hours = excluded.cancellation_window_hours, policy = excluded.policy`
  return readSettings(tx, stylistId)
}

const timeOffColumns = (tx: Tx) => tx`
  id, starts_on::text as "startsOn", ends_on::text as "endsOn", to_char(from_time, 'HH24:MI') as "fromTime",
  to_char(to_time, 'HH24:MI') as "toTime", note`

/** The stylist's time off that has not ended by `today` (their local date), earliest first. */
export async function listTimeOff(tx: Tx, stylistId: number, today: string): Promise<TimeOff[]> {
  return tx<TimeOff[]>`
    select ${timeOffColumns(tx)} from public.time_off
     where stylist_id = ${stylistId} and ends_on >= ${today}::date
     order by starts_on, from_time nulls first, id`
}

export async function insertTimeOff(tx: Tx, stylistId: number, t: TimeOffInput): Promise<TimeOff> {
  const [row] = await tx<TimeOff[]>`
    insert into public.time_off (stylist_id, starts_on, ends_on, from_time, to_time, note)
    values (${stylistId}, ${t.startsOn}::date, ${t.endsOn}::date, ${t.fromTime}::time, ${t.toTime}::time, ${t.note})
    returning ${timeOffColumns(tx)}`
  return row
}

/**
 * The stylist's live (requested or confirmed) appointments that overlap a time-off entry, read in
 * the stylist's zone as the slots read time off: whole days from the first day's start to the day
 * after the last, or part of one day. Earliest first.
 */
export async function appointmentsDuring(
  tx: Tx,
  stylistId: number,
  timeZone: string,
  t: TimeOff,
): Promise<TimeOffAdded['overlapping']> {
  return tx<TimeOffAdded['overlapping']>`
    with away as (
      select (${t.startsOn}::date + coalesce(${t.fromTime}::time, '00:00')) at time zone ${timeZone} as starts,
             case when ${t.toTime}::time is null then (${t.endsOn}::date + 1)::timestamp
                  else ${t.endsOn}::date + ${t.toTime}::time end at time zone ${timeZone} as ends
    )
    select a.id, a.service_name as "serviceName", a.status,
           to_char(a.starts_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "localStart",
           to_char(a.ends_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "localEnd"
      from public.appointments a, away
     where a.stylist_id = ${stylistId} and a.status in ('requested', 'confirmed')
       and a.starts_at < away.ends and a.ends_at > away.starts
     order by a.starts_at, a.id`
}

/** Deletes one of the stylist's own time-off entries; false when there is none by that id. */
export async function deleteTimeOff(tx: Tx, stylistId: number, id: number): Promise<boolean> {
  const rows = await tx`delete from public.time_off where id = ${id} and stylist_id = ${stylistId} returning id`
  return rows.length > 0
}
