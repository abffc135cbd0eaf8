import type { Tx } from '../../db/client.ts'

export type InsightKind = 'search' | 'profile_view' | 'phone' | 'website' | 'instagram'

/** One request's sighting: the stylists a request showed (a results page) or whose link was used. */
export interface Sighting {
  requestId: string
  kind: InsightKind
  /** The UTC day it happened (YYYY-MM-DD), taken when recorded, not when written. */
  day: string
  stylistIds: readonly number[]
}

/** How long a counted request id is remembered: a retry comes within seconds, a day is ample. */
export const LEDGER_HOURS = 24

/**
 * Adds a batch of sightings to the daily counters in one statement. Each (request id, kind) enters
 * the ledger first; only those not already there are counted, so a retried request adds nothing.
 * Stylists deleted meanwhile are skipped (not an error that would lose the batch). Rows are added in
 * key order so two servers flushing at once take the counter rows' locks in the same order.
 * Returns how many (stylist, day) counter rows changed.
 */
export async function addSightings(tx: Tx, batch: readonly Sighting[]): Promise<number> {
  const req: string[] = []
  const kind: string[] = []
  const day: string[] = []
  const stylist: number[] = []
  for (const s of batch)
    for (const id of s.stylistIds) {
      req.push(s.requestId)
      kind.push(s.kind)
      day.push(s.day)
      stylist.push(id)
    }
  if (stylist.length === 0) return 0
  const n = (k: InsightKind) => tx`count(*) filter (where b.kind = ${k})::int`
  const rows = await tx`
    with b as (
      select * from unnest(${req}::text[], ${kind}::text[], ${day}::date[], ${stylist}::bigint[])
        as b(request_id, kind, day, stylist_id)
    ), fresh as (
      insert into public.insight_requests (request_id, kind)
      select distinct request_id, kind from b
      on conflict do nothing
      returning request_id, kind
    ), counts as (
      select b.stylist_id, b.day, ${n('search')} as a, ${n('profile_view')} as v,
             ${n('phone')} as p, ${n('website')} as w, ${n('instagram')} as i
        from b join fresh using (request_id, kind)
       where exists (select 1 from public.stylists s where s.id = b.stylist_id)
       group by b.stylist_id, b.day
    )
    insert into public.stylist_daily_insights as d
      (stylist_id, day, search_appearances, profile_views, phone_clicks, website_clicks, instagram_clicks)
    select stylist_id, day, a, v, p, w, i from counts order by stylist_id, day
    on conflict (stylist_id, day) do update set
      search_appearances = d.search_appearances + excluded.search_appearances,
      profile_views = d.profile_views + excluded.profile_views,
      phone_clicks = d.phone_clicks + excluded.phone_clicks,
      website_clicks = d.website_clicks + excluded.website_clicks,
      instagram_clicks = d.instagram_clicks + excluded.instagram_clicks
    returning 1`
  return rows.length
}

/** Forgets request ids older than the ledger keeps them (counters are not touched). */
export async function pruneLedger(tx: Tx): Promise<number> {
  const rows = await tx`
    delete from public.insight_requests
     where recorded_at < now() - make_interval(hours => ${LEDGER_HOURS})
    returning 1`
  return rows.length
}
