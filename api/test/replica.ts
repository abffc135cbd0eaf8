import type { Sql } from '../src/db/client.ts'

/** How many times the replica is asked before the wait gives up (about 10 s at 2 ms apart). */
const MAX_POLLS = 5_000

/**
 * Resolves once `replica` has replayed everything `primary` had committed when this was called:
 * the primary's WAL insert position against the replica's replay position. Not the flush position:
 * the test databases commit with `synchronous_commit = off` (scratch-database.ts), so a commit can
 * return before its WAL is flushed; the WAL writer flushes it within a few hundred milliseconds and
 * the replica replays it then. Exact, not a guess at the lag; the polls are only how PostgreSQL 15,
 * which has no wait-for-LSN, is asked.
 */
export async function waitForReplica(primary: Sql, replica: Sql): Promise<void> {
  const [{ lsn }] = await primary<{ lsn: string }[]>`select pg_current_wal_insert_lsn()::text as lsn`
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const [{ replayed }] = await replica<{ replayed: boolean }[]>`
      select coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, false) as replayed`
    if (replayed) return
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  throw new Error(`The replica has not replayed the primary's WAL up to ${lsn} after ${MAX_POLLS} polls`)
}
