import type { Tx } from '../../db/client.ts'

// What the stylist's day and week grids draw besides appointments: weekly hours, time off and the
// busy time of outside calendars, read as the stylist under row-level security (their own rows).

export interface HoursRow {
  dayOfWeek: number
  opensAt: string
  closesAt: string
}

export interface TimeOffRow {
  id: number
  startsOn: string
  endsOn: string
  fromTime: string | null
  toTime: string | null
  note: string
}

export interface BusyRow {
  startsAt: Date
  endsAt: Date
  calendar: string
}

export async function weeklyHours(tx: Tx, stylistId: number): Promise<HoursRow[]> {
  return tx<HoursRow[]>`
    select day_of_week as "dayOfWeek", to_char(opens_at, 'HH24:MI') as "opensAt", to_char(closes_at, 'HH24:MI') as "closesAt"
      from public.working_hours where stylist_id = ${stylistId}
     order by day_of_week, opens_at`
}

/** Time off touching the local dates `fromDate`..`toDate`. */
export async function timeOffBetween(
  tx: Tx,
  stylistId: number,
  fromDate: string,
  toDate: string,
): Promise<TimeOffRow[]> {
  return tx<TimeOffRow[]>`
    select id::int as id, starts_on::text as "startsOn", ends_on::text as "endsOn",
           to_char(from_time, 'HH24:MI') as "fromTime", to_char(to_time, 'HH24:MI') as "toTime", note
      from public.time_off
     where stylist_id = ${stylistId} and ends_on >= ${fromDate}::date and starts_on <= ${toDate}::date
     order by starts_on, from_time nulls first, id`
}

/** Outside busy intervals overlapping [from, to), each with its calendar's name. */
export async function busyBetween(tx: Tx, stylistId: number, from: Date, to: Date): Promise<BusyRow[]> {
  return tx<BusyRow[]>`
    select b.starts_at as "startsAt", b.ends_at as "endsAt", c.label as calendar
      from public.calendar_busy b join public.calendar_sources c on c.id = b.source_id
     where b.stylist_id = ${stylistId} and b.ends_at > ${from} and b.starts_at < ${to}
     order by b.starts_at, c.id`
}
