import type { Tx } from '../../db/client.ts'
import type { BusyInterval } from './expand.ts'

/** A source claimed by one run of the sync, with what its expansion needs. */
export interface ClaimedSource {
  id: number
  stylistId: number
  url: string
  etag: string | null
  lastModified: string | null
  expandedUntil: Date | null
  timeZone: string
  horizonDays: number
}

/** How long a claimed source is left alone by other runs (a fetch takes at most 15 s). */
const LEASE = '5 minutes'

/**
 * Claims up to `limit` sources due at `now` (skipping those another run holds): their next sync
 * moves past a lease, so a second worker does not fetch them meanwhile. As the service role.
 */
export async function claimDueSources(
  tx: Tx,
  now: Date,
  limit: number,
  only?: readonly number[],
): Promise<ClaimedSource[]> {
  const among = only ? tx`and c.stylist_id = any(${only}::bigint[])` : tx``
  return tx<ClaimedSource[]>`
    with due as (
      select c.id from public.calendar_sources c
       where c.next_sync_at <= ${now}::timestamptz ${among}
       order by c.next_sync_at limit ${limit} for update skip locked
    )
    update public.calendar_sources c
       set next_sync_at = ${now}::timestamptz + ${LEASE}::interval, last_attempt_at = ${now}::timestamptz
      from due, public.stylists s left join public.booking_settings b on b.stylist_id = s.id
     where c.id = due.id and s.id = c.stylist_id
    returning c.id::int as id, c.stylist_id::int as "stylistId", c.url, c.etag, c.last_modified as "lastModified",
              c.expanded_until as "expandedUntil", s.time_zone as "timeZone",
              coalesce(b.horizon_days, 60) as "horizonDays"`
}

/** Replaces the source's busy intervals and records the success; false when it was removed meanwhile. */
export async function storeSynced(
  tx: Tx,
  source: ClaimedSource,
  result: { busy: BusyInterval[] | null; etag: string | null; lastModified: string | null; expandedUntil: Date | null },
  now: Date,
  nextAt: Date,
): Promise<boolean> {
  const [still] = await tx`select id from public.calendar_sources where id = ${source.id} for update`
  if (!still) return false
  if (result.busy) {
    await tx`delete from public.calendar_busy where source_id = ${source.id}`
    if (result.busy.length > 0)
      await tx`
        insert into public.calendar_busy (source_id, stylist_id, starts_at, ends_at)
        select ${source.id}, ${source.stylistId}, t.s, t.e
          from unnest(${result.busy.map((b) => b.startsAt.toISOString())}::timestamptz[],
                      ${result.busy.map((b) => b.endsAt.toISOString())}::timestamptz[]) as t(s, e)`
  }
  await tx`
    update public.calendar_sources
       set etag = ${result.etag?.slice(0, 400) ?? null}, last_modified = ${result.lastModified?.slice(0, 100) ?? null},
           expanded_until = coalesce(${result.expandedUntil}::timestamptz, expanded_until),
           last_synced_at = ${now}::timestamptz, last_error = null, next_sync_at = ${nextAt}::timestamptz
     where id = ${source.id}`
  return true
}

/** Records a failed attempt in plain words; the busy intervals of the last success stay. */
export async function storeFailed(tx: Tx, sourceId: number, error: string, nextAt: Date): Promise<void> {
  await tx`
    update public.calendar_sources set last_error = ${error.slice(0, 300)}, next_sync_at = ${nextAt}::timestamptz
     where id = ${sourceId}`
}
