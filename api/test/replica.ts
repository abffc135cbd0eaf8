import type { Sql } from '../src/db/client.ts'

/** How many times the replica is asked before the wait gives up (about 10 s at 2 ms apart). */
const MAX_POLLS = 5_000

/**
 * Resolves once `replica` has replayed everything `primary` had committed when this was called:
 * the primary's WAL insert position against the replica's replay position. The test databases
 * commit with `synchronous_commit = off` (scratch-database.ts), so a commit can return before its
 * WAL is flushed, and WAL that is never flushed is never streamed: the WAL writer flushes only
 * whole pages of asynchronous commits, so the tail of the last one can wait for the next write (one
 * CI run gave up after 10 s). So a transaction that takes an id and commits synchronously first
 * flushes the WAL past that position. Exact, not a guess at the lag; the polls are only how
 * PostgreSQL 15, which has no wait-for-LSN, is asked.
 */
export async function waitForReplica(primary: Sql, replica: Sql): Promise<void> {
  const [{ lsn }] = await primary<{ lsn: string }[]>`select pg_current_wal_insert_lsn()::text as lsn`
  await primary.begin(async (tx) => {
    await tx`set local synchronous_commit = on`
    await tx`select pg_current_xact_id()`
  })
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const [{ replayed }] = await replica<{ replayed: boolean }[]>`
      select coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, false) as replayed`
    if (replayed) return
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  throw new Error(`The replica has not replayed the primary's WAL up to ${lsn} after ${MAX_POLLS} polls`)
}
