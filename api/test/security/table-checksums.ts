import type { Sql } from '../../src/db/client.ts'
import { NOT_COMPARED } from './table-state.ts'

/**
 * Every table of the database (any schema but PostgreSQL's own), found in pg_class so that a
 * table added later is counted, with its row count and the newest row version's transaction id:
 * an insert or a delete changes the count, an update (even to the same values) or an insert the
 * newest xmin. Cheaper than hashing every row of the gazetteer for each request.
 */
export async function tableChecksums(sql: Sql): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }[]>`
    select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'
     order by 1`
  // (The tables requests write after their answer, table-state.ts, are left out here too: the
  // insights counters' batch of an earlier request may land during a refused call; and so are the
  // abuse-limit counters, which count refused attempts too.)
  const query = tables
    .filter((t) => !NOT_COMPARED.includes(t.name))
    .map(
      (t) =>
        `select '${t.name.replaceAll("'", "''")}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as sum from ${t.name}`,
    )
    .join(' union all ')
  const rows = await sql.unsafe<{ name: string; sum: string }[]>(query)
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]))
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((n) => before[n] !== after[n]).sort()
}
