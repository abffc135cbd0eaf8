import postgres from 'postgres'

export type Sql = postgres.Sql
export type Tx = postgres.TransactionSql

/**
 * Opens the one kind of database handle the app uses: postgres.js, whether the server behind it
 * is PostgreSQL/Supabase or PGlite served over the wire protocol (see embedded.ts).
 */
export function connect(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
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
