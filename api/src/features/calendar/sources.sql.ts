import type { CalendarSource } from '@marketplace/domain/contract/calendar.ts'
import type { Tx } from '../../db/client.ts'

/**
 * The secret address shortened for display: its host and the file's name when that is short (a
 * provider's secret is in the path, often as the last part, of which then only 4 characters show).
 */
export function shortAddress(url: string): string {
  try {
    const u = new URL(url.replace(/^webcal:/i, 'https:'))
    const last = u.pathname.split('/').pop() ?? ''
    const tail = last.length <= 16 ? last : `…${last.slice(-4)}`
    return `${u.host}/…/${tail}`
  } catch {
    return '…'
  }
}

interface SourceRow {
  id: number
  label: string
  url: string
  last_synced_at: Date | null
  last_attempt_at: Date | null
  last_error: string | null
  busy: number
}

const toSource = (r: SourceRow): CalendarSource => ({
  id: r.id,
  label: r.label,
  address: shortAddress(r.url),
  lastSyncedAt: r.last_synced_at?.toISOString() ?? null,
  lastAttemptAt: r.last_attempt_at?.toISOString() ?? null,
  error: r.last_error,
  busyCount: r.busy,
})

/** The stylist's outside calendars (RLS: their own), oldest first. */
export async function listSources(tx: Tx, stylistId: number): Promise<CalendarSource[]> {
  const rows = await tx<SourceRow[]>`
    select c.id::int as id, c.label, c.url, c.last_synced_at, c.last_attempt_at, c.last_error,
           (select count(*)::int from public.calendar_busy b where b.source_id = c.id) as busy
      from public.calendar_sources c where c.stylist_id = ${stylistId} order by c.id`
  return rows.map(toSource)
}

export async function sourceUrls(tx: Tx, stylistId: number): Promise<string[]> {
  const rows = await tx<{ url: string }[]>`select url from public.calendar_sources where stylist_id = ${stylistId}`
  return rows.map((r) => r.url)
}

export async function insertSource(tx: Tx, stylistId: number, url: string, label: string): Promise<CalendarSource> {
  const [row] = await tx<SourceRow[]>`
    insert into public.calendar_sources (stylist_id, url, label) values (${stylistId}, ${url}, ${label})
    returning id::int as id, label, url, last_synced_at, last_attempt_at, last_error, 0 as busy`
  return toSource(row)
}

export async function deleteSource(tx: Tx, stylistId: number, id: number): Promise<boolean> {
  const rows = await tx`delete from public.calendar_sources where id = ${id} and stylist_id = ${stylistId} returning id`
  return rows.length > 0
}

/** The source, when it is the caller's (RLS) and this stylist's; null otherwise. */
export async function ownSource(tx: Tx, stylistId: number, id: number): Promise<CalendarSource | null> {
  return (await listSources(tx, stylistId)).find((s) => s.id === id) ?? null
}

/**
 * "Sync now": the sync fetches the source at its next run (within a minute) instead of at its
 * 15-minute turn. Not while a run holds it or tried it in the last minute (the sync's lease and a
 * fresh result stand). As the service role (the stylist may not write the schedule), after the
 * route checked the source is the caller's.
 */
export async function requestSync(tx: Tx, id: number, now: Date): Promise<void> {
  await tx`
    update public.calendar_sources set next_sync_at = ${now}::timestamptz
     where id = ${id} and next_sync_at > ${now}::timestamptz
       and (last_attempt_at is null or last_attempt_at <= ${now}::timestamptz - interval '1 minute')`
}
