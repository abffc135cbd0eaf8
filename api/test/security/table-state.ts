import type { Sql } from '../../src/db/client.ts'
import { fingerprintQuery, watchWrites } from './write-watch.ts'

/**
 * Tables a request may write after its answer is sent, without awaiting it (profile views and
 * search events; the insights counters and their request ledger, flushed in batches about once a
 * second): their changes may land during the next request, so they are left out.
 */
export const WRITTEN_IN_BACKGROUND = [
  'public.analytics_events',
  'public.stylist_daily_insights',
  'public.insight_requests',
]

/**
 * The abuse-limit counters (lib/rate-limit.ts): every attempt counts, a refused one too, which is
 * the point of them; they hold no data of the app.
 */
export const ATTEMPT_COUNTERS = ['public.rate_limit_counters']

/** The tables the "a refused request changes nothing" checks leave out. */
export const NOT_COMPARED = [...WRITTEN_IN_BACKGROUND, ...ATTEMPT_COUNTERS]

/** Each connection's tables (the schema does not change during a test file) and their query. */
const queries = new WeakMap<Sql, Promise<string>>()

/**
 * A fingerprint of every table of the app's data (public and auth): per table its row count and
 * the newest row version (max xmin), so inserts, deletes and updates all change it; the large
 * tables that requests only read are fingerprinted by their write counters (write-watch.ts).
 */
export async function tableState(sql: Sql): Promise<Record<string, string>> {
  let query = queries.get(sql)
  if (!query) {
    query = (async () => {
      const watched = await watchWrites(sql)
      const tables = await sql<{ name: string }[]>`
        select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'auth') and table_type = 'BASE TABLE' order by 1`
      return fingerprintQuery(
        tables.map((t) => t.name).filter((name) => !NOT_COMPARED.includes(name)),
        watched,
      )
    })()
    queries.set(sql, query)
  }
  const rows = await sql.unsafe<{ name: string; state: string }[]>(await query)
  return Object.fromEntries(rows.map((r) => [r.name, r.state]))
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name])
}
