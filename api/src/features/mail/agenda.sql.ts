import type { Tx } from '../../db/client.ts'
import type { AgendaItem } from './templates/agenda-template.ts'

/** A stylist whose agenda is due: it is 07:00–12:00 on `day` in their zone, and none was queued. */
export interface DueAgenda {
  stylistId: number
  userId: string
  email: string
  stylistName: string
  timeZone: string
  day: string
  dayStart: Date
  dayEnd: Date
}

/** The local morning in which an agenda goes: from 07:00 until noon (a later start sends none). */
export const AGENDA_FROM_HOUR = 7
export const AGENDA_UNTIL_HOUR = 12

/** The outbox key of a stylist's agenda for a local date: one message per stylist per day. */
export const agendaKey = (stylistId: number, day: string) => `agenda:${stylistId}:${day}`

interface DueRow {
  stylist_id: number
  user_id: string
  email: string
  stylist_name: string
  time_zone: string
  day: string
  day_start: Date
  day_end: Date
}

/**
 * The stylists whose agenda is due at `now`: they take bookings, have the agenda on, it is morning
 * in their zone, and no agenda of that local date is in the outbox yet. Only stylists with a live
 * appointment within a day or so of `now` are looked at (the partial index on starts_at): at
 * 07:00–12:00 local, the local day starts at most 13 hours before and ends at most 18 hours after
 * (a 25-hour day included). The local day's bounds come from PostgreSQL's zone rules, so a day of
 * a daylight-saving change is 23 or 25 hours long.
 */
export async function dueAgendas(tx: Tx, now: Date, onlyStylists?: readonly number[]): Promise<DueAgenda[]> {
  const rows = await tx<DueRow[]>`
    with nearby as (
      select distinct a.stylist_id from public.appointments a
      where a.status in ('requested', 'confirmed')
        and a.starts_at >= ${now}::timestamptz - interval '14 hours'
        and a.starts_at < ${now}::timestamptz + interval '19 hours'
        ${onlyStylists ? tx`and a.stylist_id = any(${onlyStylists as number[]}::bigint[])` : tx``}
    ), local as (
      select s.id, s.user_id, s.email, s.stylist_name, s.time_zone,
        (${now}::timestamptz at time zone s.time_zone) as local_now
      from nearby n
      join public.stylists s on s.id = n.stylist_id
      join public.booking_settings b on b.stylist_id = s.id and b.accepts_bookings
    )
    select l.id as stylist_id, l.user_id, l.email, l.stylist_name, l.time_zone,
      to_char(l.local_now, 'YYYY-MM-DD') as day,
      (l.local_now::date::timestamp at time zone l.time_zone) as day_start,
      ((l.local_now::date + 1)::timestamp at time zone l.time_zone) as day_end
    from local l
    where l.local_now::time >= make_time(${AGENDA_FROM_HOUR}, 0, 0)
      and l.local_now::time < make_time(${AGENDA_UNTIL_HOUR}, 0, 0)
      and not exists (select 1 from public.mail_preferences p where p.user_id = l.user_id and not p.agenda)
      and not exists (
        select 1 from public.mail_outbox o where o.dedupe_key = 'agenda:' || l.id || ':' || to_char(l.local_now, 'YYYY-MM-DD'))
    order by l.id`
  return rows.map((r) => ({
    stylistId: r.stylist_id,
    userId: r.user_id,
    email: r.email,
    stylistName: r.stylist_name,
    timeZone: r.time_zone,
    day: r.day,
    dayStart: r.day_start,
    dayEnd: r.day_end,
  }))
}

interface ItemRow {
  starts_at: Date
  ends_at: Date
  service_name: string
  status: AgendaItem['status']
  email: string
  first_name: string | null
  last_name: string | null
}

/** The stylist's live appointments starting within [from, to), by start. */
export async function agendaItems(tx: Tx, stylistId: number, from: Date, to: Date): Promise<AgendaItem[]> {
  const rows = await tx<ItemRow[]>`
    select a.starts_at, a.ends_at, a.service_name, a.status, u.email, u.first_name, u.last_name
    from public.appointments a
    join public.users u on u.id = a.client_id
    where a.stylist_id = ${stylistId} and a.status in ('requested', 'confirmed')
      and a.starts_at >= ${from} and a.starts_at < ${to}
    order by a.starts_at, a.id`
  return rows.map((r) => ({
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    serviceName: r.service_name,
    status: r.status,
    clientName: [r.first_name, r.last_name].filter(Boolean).join(' ').trim() || r.email,
  }))
}
