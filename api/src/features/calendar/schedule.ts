import type { Schedule, ScheduleQuery } from '@marketplace/domain/contract/calendar.ts'
import { dashboardMessages } from '@marketplace/domain/contract/dashboard.ts'
import { addDays, dayOfWeekOf, zonedInstant } from '@marketplace/domain/booking/zoned-time.ts'
import type { Sql } from '../../db/client.ts'
import { asService, asUser, type JwtClaims } from '../../db/roles.ts'
import { notFound } from '../../lib/http-error.ts'
import { toAppointment } from '../booking/appointment-view.ts'
import { expireRequests, listAppointments, partiesOf } from '../booking/appointments.sql.ts'
import { ownStylist } from '../booking/booking-settings.sql.ts'
import { busyBetween, timeOffBetween, weeklyHours, type HoursRow, type TimeOffRow } from './schedule.sql.ts'

// The stylist's schedule for the day and week grids (issue 39, point 5): one answer with every
// layer the grid draws, all of it as instants computed here from the stylist's zone (DST-safe), so
// the browser only places them.

/** More appointments than 14 days of a chair can hold on the 15-minute grid (cancelled ones included). */
const MAX_APPOINTMENTS = 2000

/** A local clock time on a date as an instant; 24:00 is the next midnight. */
const at = (date: string, time: string, zone: string) =>
  time === '24:00' ? zonedInstant(addDays(date, 1), '00:00', zone) : zonedInstant(date, time, zone)

/** Each date's working intervals as instants, those of a day that touch or overlap merged. */
export function openIntervals(hours: readonly HoursRow[], fromDate: string, toDate: string, zone: string) {
  const days: Schedule['days'] = []
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const merged: [string, string][] = []
    for (const h of hours.filter((x) => x.dayOfWeek === dayOfWeekOf(date))) {
      const last = merged[merged.length - 1]
      if (last && h.opensAt <= last[1]) last[1] = h.closesAt > last[1] ? h.closesAt : last[1]
      else merged.push([h.opensAt, h.closesAt])
    }
    days.push({
      date,
      open: merged.map(([opens, closes]) => ({
        startsAt: at(date, opens, zone).toISOString(),
        endsAt: at(date, closes, zone).toISOString(),
      })),
    })
  }
  return days
}

/** Time off as instants: whole days from local midnight to the midnight after the last day. */
export function timeOffIntervals(rows: readonly TimeOffRow[], zone: string): Schedule['timeOff'] {
  return rows.map((t) => {
    const allDay = t.fromTime === null || t.toTime === null
    return {
      id: t.id,
      allDay,
      note: t.note,
      startsAt: (allDay ? at(t.startsOn, '00:00', zone) : at(t.startsOn, t.fromTime!, zone)).toISOString(),
      endsAt: (allDay ? at(addDays(t.endsOn, 1), '00:00', zone) : at(t.startsOn, t.toTime!, zone)).toISOString(),
    }
  })
}

/** The caller's schedule on local dates `from`..`to` (404 'Profile required' without a profile). */
export async function stylistSchedule(sql: Sql, claims: JwtClaims, query: ScheduleQuery, now: Date): Promise<Schedule> {
  // Requests nobody answered in time are shown as what they are now: expired (as the list does).
  await asService(sql, (tx) =>
    expireRequests(tx, now, tx`a.stylist_id in (select s.id from public.stylists s where s.user_id = ${claims.sub})`),
  )
  const read = await asUser(sql, claims, async (tx) => {
    const own = await ownStylist(tx, claims.sub)
    if (!own) throw notFound(dashboardMessages.profileRequired)
    const zone = own.timeZone
    const from = zonedInstant(query.from, '00:00', zone)
    const to = zonedInstant(addDays(query.to, 1), '00:00', zone)
    const [hours, timeOff, busy, appointments] = await Promise.all([
      weeklyHours(tx, own.id),
      timeOffBetween(tx, own.id, query.from, query.to),
      busyBetween(tx, own.id, from, to),
      listAppointments(
        tx,
        tx`a.stylist_id = ${own.id} and a.starts_at < ${to} and a.ends_at > ${from}`,
        'asc',
        1,
        MAX_APPOINTMENTS,
      ),
    ])
    return { zone, hours, timeOff, busy, rows: appointments.rows }
  })
  const parties = await asService(sql, (tx) =>
    partiesOf(
      tx,
      read.rows.map((r) => r.id),
    ),
  )
  return {
    timeZone: read.zone,
    days: openIntervals(read.hours, query.from, query.to, read.zone),
    appointments: read.rows.flatMap((r) => {
      const p = parties.get(r.id)
      return p ? [toAppointment(r, p, claims.sub, now)] : []
    }),
    timeOff: timeOffIntervals(read.timeOff, read.zone),
    busy: read.busy.map((b) => ({
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      calendar: b.calendar,
    })),
  }
}
