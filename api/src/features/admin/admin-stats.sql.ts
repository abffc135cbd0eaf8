import { RECENT_SIGNUP_DAYS, type AdminStats } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import { bookingFigures } from './admin-bookings.sql.ts'

/**
 * The admin overview, computed in SQL: revenue is what paid invoices collected (kept when a user
 * is deleted); active subscriptions are derived from status and period end; the insights count
 * the analytics events; the booking figures read the appointments' history against the app's clock.
 */
export async function adminStats(tx: Tx, now: Date): Promise<AdminStats> {
  const [totals] = await tx<
    Pick<AdminStats, 'totalUsers' | 'totalStylists' | 'activeSubscriptions' | 'recentSignups' | 'totalRevenue'>[]
  >`
    select (select count(*)::int from public.users) as "totalUsers",
           (select count(*)::int from public.stylists) as "totalStylists",
           (select count(*)::int from public.subscriptions
             where status in ('active', 'trialing') and current_period_end > now()) as "activeSubscriptions",
           (select count(*)::int from public.users
             where created_at > now() - make_interval(days => ${RECENT_SIGNUP_DAYS})) as "recentSignups",
           (select coalesce(sum(amount_paid_cents), 0)::float8 / 100 from public.invoices where status = 'paid') as "totalRevenue"`
  const popularSearchTerms = await tx<{ term: string; count: number }[]>`
    select lower(search_term) as term, count(*)::int as count
      from public.analytics_events
     where event_type = 'search' and search_term is not null and btrim(search_term) <> ''
     group by lower(search_term)
     order by count(*) desc, lower(search_term)
     limit 10`
  const topViewedStylists = await tx<{ stylistName: string; views: number }[]>`
    select s.stylist_name as "stylistName", v.views
      from (select stylist_id, count(*)::int as views from public.analytics_events
             where event_type = 'profile_view' and stylist_id is not null
             group by stylist_id order by count(*) desc, stylist_id limit 10) v
      join public.stylists s on s.id = v.stylist_id
     order by v.views desc, s.id`
  return { ...totals, popularSearchTerms, topViewedStylists, ...(await bookingFigures(tx, now)) }
}
