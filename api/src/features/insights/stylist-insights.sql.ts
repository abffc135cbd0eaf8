import {
  STYLIST_MEASURES,
  type InsightPeriod,
  type StylistInsights,
  type StylistMeasure,
} from '@marketplace/domain/contract/insights.ts'
import type { Tx } from '../../db/client.ts'
import { periodBounds, periodTotals } from './periods.ts'

type DayRow = Record<StylistMeasure, number> & { date: string }

/**
 * One stylist's Insights, run as that stylist (asUser): the counters' policy and the appointment
 * history's policy show their own rows only. Appearances, views and clicks come from the daily
 * counters; bookings from the appointments' history (a request is a booking made, booked or
 * requested; confirmed is booked at once or accepted); the rating is the running average of the
 * visible reviews. Days are UTC days.
 */
export async function stylistInsights(
  tx: Tx,
  stylistId: number,
  now: Date,
  days: InsightPeriod,
): Promise<StylistInsights> {
  const b = periodBounds(now, days)
  const rows = await tx<DayRow[]>`
    with d as (
      select g::date as day from generate_series(${b.previousFrom}::date, ${b.to}::date, interval '1 day') g
    ), c as (
      select * from public.stylist_daily_insights
       where stylist_id = ${stylistId} and day between ${b.previousFrom}::date and ${b.to}::date
    ), e as (
      select (e.created_at at time zone 'UTC')::date as day,
             count(*) filter (where e.action in ('booked', 'requested'))::int as requests,
             count(*) filter (where e.action in ('booked', 'accepted'))::int as confirmed,
             count(*) filter (where e.action = 'cancelled')::int as cancellations,
             count(*) filter (where e.action = 'no_show')::int as no_shows
        from public.appointment_events e
        join public.appointments a on a.id = e.appointment_id
       where a.stylist_id = ${stylistId} and e.created_at >= ${b.start} and e.created_at < ${b.end}
       group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
           coalesce(c.search_appearances, 0) as "searchAppearances",
           coalesce(c.profile_views, 0) as "profileViews",
           coalesce(c.phone_clicks, 0) as "phoneClicks",
           coalesce(c.website_clicks, 0) as "websiteClicks",
           coalesce(c.instagram_clicks, 0) as "instagramClicks",
           coalesce(e.requests, 0) as "bookingRequests",
           coalesce(e.confirmed, 0) as "confirmedBookings",
           coalesce(e.cancellations, 0) as "cancellations",
           coalesce(e.no_shows, 0) as "noShows"
      from d left join c on c.day = d.day left join e on e.day = d.day
     order by d.day`
  const rating = await tx<StylistInsights['rating']>`
    select to_char(d.day, 'YYYY-MM-DD') as date, r.average, r.reviews
      from generate_series(${b.from}::date, ${b.to}::date, interval '1 day') as d(day)
      cross join lateral (
        select round(avg(rating)::numeric, 2)::float8 as average, count(*)::int as reviews
          from public.reviews
         where stylist_id = ${stylistId} and created_at < (d.day + interval '1 day')::timestamp at time zone 'UTC'
      ) r
     order by d.day`
  const totals = periodTotals(rows, STYLIST_MEASURES, days)
  return { days, from: b.from, to: b.to, ...totals, rating }
}
