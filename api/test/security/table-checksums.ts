import type { Sql } from '../../src/db/client.ts'
import { NOT_COMPARED } from './table-state.ts'
import { fingerprintQuery, watchWrites } from './write-watch.ts'

/** Each connection's tables (found once: the schema does not change during a test file) and query. */
const queries = new WeakMap<Sql, Promise<string>>()

/**
 * Every table of the database (any schema but PostgreSQL's own), found in pg_class so that a
 * table added later is counted, with its row count and the newest row version's transaction id:
 * an insert or a delete changes the count, an update (even to the same values) or an insert the
 * newest xmin. The large read-only tables (the gazetteer) are fingerprinted by write counters
 * (write-watch.ts) instead of a scan.
 */
export async function tableChecksums(sql: Sql): Promise<Record<string, string>> {
  let query = queries.get(sql)
  if (!query) {
    query = (async () => {
      const watched = await watchWrites(sql)
      const tables = await sql<{ name: string }[]>`
        select format('%I.%I', n.nspname, c.relname) as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'test_watch')
           and n.nspname not like 'pg\\_%'
         order by 1`
      // (The tables requests write after their answer, table-state.ts, are left out here too: the
      // insights counters' batch of an earlier request may land during a refused call; and so are the
      // abuse-limit counters, which count refused attempts too.)
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

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((n) => before[n] !== after[n]).sort()
}
