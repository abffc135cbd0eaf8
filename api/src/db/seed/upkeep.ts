import type { Sql } from '../client.ts'
import type { SeedSummary } from './index.ts'

// Database upkeep around the bulk writes: switching triggers off, statistics, the closing count.

/**
 * Triggers (and the foreign-key checks, which are triggers too) are skipped in 'replica' mode;
 * that needs superuser (or Supabase's grant of it). Without it the batches still work, slower.
 */
export async function canSkipTriggers(sql: Sql): Promise<boolean> {
  try {
    await sql.begin((tx) => tx.unsafe('set local session_replication_role = replica'))
    return true
  } catch {
    return false
  }
}

const seededTables = [
  'users',
  'stylists',
  'stylist_search',
  'services',
  'reviews',
  'portfolio_items',
  'working_hours',
  'stylist_specialties',
  'subscriptions',
  'invoices',
  'coupon_redemptions',
  'analytics_events',
  'billing_customers',
  'embedded_payment_methods',
  'booking_settings',
  'time_off',
  'appointments',
  'appointment_events',
]

export async function analyze(sql: Sql): Promise<void> {
  for (const table of seededTables) await sql.unsafe(`analyze public.${table}`)
  await sql`analyze auth.users`
}

/**
 * Rewrites the search rows in the order of their GiST index, so stylists near each other share
 * pages (migration 20261122000400): a radius then reads a few hundred pages, not one per stylist.
 * Takes an exclusive lock for the rewrite (seconds at 1M stylists): a bulk-load step. Then VACUUM,
 * which (unlike CLUSTER) marks the pages all-visible, so the search count's index-only scans skip
 * the rows (migration 20261126004000); autovacuum may be off (it is on this project's machines).
 */
export async function clusterSearchRows(sql: Sql): Promise<void> {
  await sql`cluster public.stylist_search using stylist_search_location_gix`
  await sql`vacuum public.stylist_search`
}

export async function summarise(sql: Sql, skipped: boolean, started: number): Promise<SeedSummary> {
  const [s] = await sql<Omit<SeedSummary, 'skipped' | 'durationMs'>[]>`
    select (select count(*)::int from public.stylists) as stylists,
           (select count(*)::int from (select distinct state, city from public.stylists) c) as cities,
           (select count(distinct state)::int from public.stylists) as states,
           (select count(*)::int from public.services) as services,
           (select count(*)::int from public.reviews) as reviews,
           (select count(*)::int from public.portfolio_items) as "portfolioItems",
           (select count(*)::int from public.subscriptions
             where status in ('active', 'trialing') and current_period_end > now()) as "activeSubscriptions"`
  return { skipped, ...s, durationMs: Math.round(performance.now() - started) }
}
