import type { Sql } from '../client.ts'

// Demo data is written in many transactions, and the demo accounts last. Demo stylists without
// the demo stylist account mean an interrupted run (a first start stopped half-way): its rows are
// removed so that the seed can start again, rather than leaving a half-made marketplace for good.

export type DemoState = 'absent' | 'complete' | 'partial'

export async function demoState(sql: Sql, firstStylistEmail: string): Promise<DemoState> {
  const [row] = await sql<{ seeded: boolean; finished: boolean }[]>`
    select exists (select 1 from auth.users where email = ${firstStylistEmail}) as seeded,
           exists (select 1 from public.stylists where email = 'stylist@example.com') as finished`
  return !row.seeded ? 'absent' : row.finished ? 'complete' : 'partial'
}

/**
 * Deletes what an interrupted seed wrote, children first. Explicit deletes rather than cascades
 * from auth.users: with triggers off (when allowed) a million-stylist run goes in minutes, not
 * the hours the per-row rating and search-document triggers would take.
 */
export async function discardPartialDemo(sql: Sql, skipTriggers: boolean): Promise<void> {
  await sql.begin(async (tx) => {
    if (skipTriggers) await tx.unsafe('set local session_replication_role = replica')
    await tx`create temporary table demo_users on commit drop as
               select id from public.users where email like '%@demo.chairside.test'`
    await tx`create temporary table demo_stylists on commit drop as
               select id from public.stylists where user_id in (select id from demo_users)`
    await tx`delete from public.analytics_events where user_id in (select id from demo_users)
                or stylist_id in (select id from demo_stylists)`
    await tx`delete from public.appointment_events where appointment_id in (select id from public.appointments
                where stylist_id in (select id from demo_stylists) or client_id in (select id from demo_users))`
    await tx`delete from public.appointments where stylist_id in (select id from demo_stylists)
                or client_id in (select id from demo_users)`
    await tx`delete from public.invoices where provider = 'embedded' and starts_with(provider_invoice_id, 'in_demo_')`
    await tx`delete from public.coupon_redemptions where user_id in (select id from demo_users)`
    await tx`delete from public.subscriptions where user_id in (select id from demo_users)`
    await tx`delete from public.reviews where author_id in (select id from demo_users)
                or stylist_id in (select id from demo_stylists)`
    for (const table of [
      'services',
      'working_hours',
      'portfolio_items',
      'stylist_specialties',
      'booking_settings',
      'time_off',
    ]) {
      await tx.unsafe(`delete from public.${table} where stylist_id in (select id from demo_stylists)`)
    }
    // With triggers off, foreign keys do not cascade: the search rows go first, by hand.
    await tx`delete from public.stylist_search where id in (select id from demo_stylists)`
    await tx`delete from public.stylists where id in (select id from demo_stylists)`
    await tx`delete from public.users where id in (select id from demo_users)`
    await tx`delete from auth.users where email like '%@demo.chairside.test'`
  })
}
