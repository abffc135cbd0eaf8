import {
  ADMIN_MEASURES,
  TOP_RANKED,
  type AdminMeasure,
  type AdminTrends,
  type InsightPeriod,
} from '@marketplace/domain/contract/insights.ts'
import type { Fragment, Tx } from '../../db/client.ts'
import { periodBounds, periodTotals } from './periods.ts'

type DayRow = Record<AdminMeasure, number> & { date: string }

/**
 * The marketplace's trends for the admin (as the service role, after the admin check), per UTC day
 * over the period and the one before. Revenue is what paid invoices collected (billing's own
 * records); active subscriptions at the end of a day are those started by then and not yet ended
 * (at ended_at or at the end of its current period, whichever comes first). With a state, everything
 * tied to a stylist counts stylists there, sign-ups count stylists' accounts there, and searches
 * count those for a place in that state ("Austin, TX").
 */
export async function adminTrends(tx: Tx, now: Date, days: InsightPeriod, state: string | null): Promise<AdminTrends> {
  const b = periodBounds(now, days)
  const inState = (userId: Fragment) =>
    tx`(${state}::text is null or exists (select 1 from public.stylists st where st.user_id = ${userId} and st.state = ${state}))`
  const searchState = tx`(${state}::text is null or ${placeState(tx)} = ${state})`
  const day = (col: string) => tx`(${tx.unsafe(col)} at time zone 'UTC')::date`
  const rows = await tx<DayRow[]>`
    with d as (
      select g::date as day from generate_series(${b.previousFrom}::date, ${b.to}::date, interval '1 day') g
    ), signups as (
      select ${day('e.created_at')} as day, count(*)::int as n from public.analytics_events e
       where e.event_type = 'signup' and e.created_at >= ${b.start} and e.created_at < ${b.end}
         and ${inState(tx`e.user_id`)}
       group by 1
    ), subs as (
      select s.created_at as start_at,
             least(coalesce(s.ended_at, 'infinity'::timestamptz), s.current_period_end) as end_at
        from public.subscriptions s
       where s.status not in ('incomplete', 'incomplete_expired') and ${inState(tx`s.user_id`)}
    ), live as (select * from subs where end_at > start_at
    ), base as (
      select count(*)::int as n from live where start_at < ${b.start} and end_at >= ${b.start}
    ), starts as (
      select ${day('start_at')} as day, count(*)::int as n from live
       where start_at >= ${b.start} and start_at < ${b.end} group by 1
    ), ends as (
      select ${day('end_at')} as day, count(*)::int as n from live
       where end_at >= ${b.start} and end_at < ${b.end} group by 1
    ), revenue as (
      select ${day('i.paid_at')} as day, sum(i.amount_paid_cents)::int as cents from public.invoices i
       where i.status = 'paid' and i.paid_at >= ${b.start} and i.paid_at < ${b.end} and ${inState(tx`i.user_id`)}
       group by 1
    ), bookings as (
      select ${day('e.created_at')} as day,
             count(*) filter (where e.action in ('booked', 'requested'))::int as made,
             count(*) filter (where e.action = 'cancelled')::int as cancelled
        from public.appointment_events e
        join public.appointments a on a.id = e.appointment_id
        join public.stylists st on st.id = a.stylist_id
       where e.created_at >= ${b.start} and e.created_at < ${b.end} and e.action in ('booked', 'requested', 'cancelled')
         and (${state}::text is null or st.state = ${state})
       group by 1
    ), searches as (
      select ${day('e.created_at')} as day, count(*)::int as n from public.analytics_events e
       where e.event_type = 'search' and e.created_at >= ${b.start} and e.created_at < ${b.end} and ${searchState}
       group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
           coalesce(signups.n, 0) as signups,
           coalesce(starts.n, 0) as "newSubscriptions",
           ((select n from base) + sum(coalesce(starts.n, 0) - coalesce(ends.n, 0)) over (order by d.day))::int
             as "activeSubscriptions",
           coalesce(revenue.cents, 0)::float8 / 100 as revenue,
           coalesce(bookings.made, 0) as "bookingsMade",
           coalesce(bookings.cancelled, 0) as "bookingsCancelled",
           coalesce(searches.n, 0) as searches
      from d
      left join signups on signups.day = d.day
      left join starts on starts.day = d.day
      left join ends on ends.day = d.day
      left join revenue on revenue.day = d.day
      left join bookings on bookings.day = d.day
      left join searches on searches.day = d.day
     order by d.day`
  const totals = periodTotals(rows, ADMIN_MEASURES, days, ['activeSubscriptions'])
  const ranked = (key: Fragment) => tx<AdminTrends['topTerms']>`
    with e as (
      select ${key} as k, e.created_at >= ${new Date(b.start.getTime() + days * 86_400_000)} as current
        from public.analytics_events e
       where e.event_type = 'search' and e.created_at >= ${b.start} and e.created_at < ${b.end} and ${searchState}
    )
    select min(k collate "C") as name, count(*) filter (where current)::int as count, count(*) filter (where not current)::int as previous
      from e where k is not null and btrim(k) <> ''
     group by lower(btrim(k))
    having count(*) filter (where current) > 0
     order by 2 desc, 3 desc, 1
     limit ${TOP_RANKED}`
  const topTerms = await ranked(tx`e.search_term`)
  const topPlaces = await ranked(tx`e.metadata ->> 'location'`)
  return { days, state, from: b.from, to: b.to, ...totals, topTerms, topPlaces }
}

/** The state a search's place names, from "City, ST" (or "City, ST 12345") in its location. */
function placeState(tx: Tx) {
  return tx`upper(substring(e.metadata ->> 'location' from ',\\s*([A-Za-z]{2})(\\s+\\d{5})?\\s*$'))`
}
