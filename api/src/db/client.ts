// The patched copy that Node and Deno share (docs/decisions/013-one-postgres-driver.md), never node_modules'.
import postgres from '../../vendor/postgres/src/index.js'

export type Sql = postgres.Sql
export type Tx = postgres.TransactionSql
export type Fragment = postgres.Fragment

/**
 * Opens the one kind of database handle the app uses: postgres.js, whether the server behind it
 * is PostgreSQL/Supabase or PGlite served over the wire protocol (see embedded.ts).
 */
export function connect(url: string, options: { max?: number; prepare?: boolean } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    // Off behind a transaction pooler (Supavisor on 6543), which cannot keep prepared statements.
    prepare: options.prepare ?? true,
    // A server that does not accept the connection within 5 s counts as down (503), not as slow.
    connect_timeout: 5,
    // After failed connects postgres.js waits before the next attempt, by default up to 20 s (3^n
    // / 100 s): queries would hang that long after the database is back. At most 1 s instead.
    backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 1),
    // PostGIS and pg_trgm live in `extensions`, as on Supabase. PGlite ignores start-up
    // parameters; embedded.ts sets its (single, shared) session's search_path instead.
    connection: { search_path: 'public, extensions', TimeZone: 'UTC' },
    onnotice: () => {},
    // Bigint ids and counts come back as numbers: every id and count here fits in 2^53.
    types: {
      bigint: { to: 20, from: [20], serialize: (x: number | bigint) => x.toString(), parse: (x: string) => Number(x) },
    },
    transform: { undefined: null },
  })
}
