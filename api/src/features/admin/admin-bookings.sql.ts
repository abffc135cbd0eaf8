import { BOOKING_STATS_DAYS, type AdminStats, type BookingSeries } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'

// Bookings in the admin console, from the appointments' history (appointment_events: one row per
// change, with its action and time), read against the app's clock: a booking is "made" when it is
// booked or requested, whichever way the stylist confirms. Days are UTC days.

type BookingFigures = Pick<AdminStats, 'bookingsMade' | 'bookingsCancelled' | 'noShows' | 'upcomingAppointments'>

const DAY_MS = 86_400_000

/** The overview's figures: the last BOOKING_STATS_DAYS days up to `now`, and what is still ahead. */
export async function bookingFigures(tx: Tx, now: Date): Promise<BookingFigures> {
  const since = new Date(now.getTime() - BOOKING_STATS_DAYS * DAY_MS)
  const [row] = await tx<BookingFigures[]>`
    select count(*) filter (where action in ('booked', 'requested'))::int as "bookingsMade",
           count(*) filter (where action = 'cancelled')::int as "bookingsCancelled",
           count(*) filter (where action = 'no_show')::int as "noShows",
           (select count(*)::int from public.appointments
             where status in ('requested', 'confirmed') and starts_at > ${now}) as "upcomingAppointments"
      from public.appointment_events
     where created_at > ${since} and created_at <= ${now}
       and action in ('booked', 'requested', 'cancelled', 'no_show')`
  return row
}

/** Made, cancelled and no-shows per UTC day: BOOKING_STATS_DAYS days ending with `now`'s day. */
export async function bookingSeries(tx: Tx, now: Date): Promise<BookingSeries> {
  const today = now.toISOString().slice(0, 10)
  const first = new Date(Date.parse(today) - (BOOKING_STATS_DAYS - 1) * DAY_MS)
  const days = await tx<BookingSeries['days']>`
    with e as (
      select (created_at at time zone 'UTC')::date as day, action
        from public.appointment_events
       where created_at >= ${first} and created_at <= ${now}
         and action in ('booked', 'requested', 'cancelled', 'no_show'))
    select to_char(d.day, 'YYYY-MM-DD') as date,
           count(e.action) filter (where e.action in ('booked', 'requested'))::int as made,
           count(e.action) filter (where e.action = 'cancelled')::int as cancelled,
           count(e.action) filter (where e.action = 'no_show')::int as "noShows"
      from generate_series(${first.toISOString().slice(0, 10)}::date, ${today}::date, interval '1 day') as d(day)
      left join e on e.day = d.day::date
     group by d.day
     order by d.day`
  return { days }
}
