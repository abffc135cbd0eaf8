import type { Sql, Tx } from '../db/client.ts'

/**
 * Counts one attempt and answers the window's count so far and when it closes, atomically: two
 * servers counting one key at once both land on its one row (the upsert takes its lock) and each
 * sees the other's attempt. A closed window is started afresh at `now`.
 */
export async function countAttempt(
  tx: Sql | Tx,
  key: string,
  now: Date,
  windowEnd: Date,
): Promise<{ count: number; windowEnd: Date }> {
  const [row] = await tx<{ count: number; windowEnd: Date }[]>`
    insert into public.rate_limit_counters as r (key, window_start, window_end, count)
    values (${key}, ${now}, ${windowEnd}, 1)
    on conflict (key) do update set
      count = case when r.window_end <= excluded.window_start then 1 else r.count + 1 end,
      window_start = case when r.window_end <= excluded.window_start then excluded.window_start else r.window_start end,
      window_end = case when r.window_end <= excluded.window_start then excluded.window_end else r.window_end end
    returning r.count, r.window_end as "windowEnd"`
  return row
}

/**
 * Deletes the counters of windows that have closed by the caller's clock and by the database's:
 * a process whose clock runs ahead (a skewed server, a test's pinned clock) never deletes a window
 * that is still open for everyone else, which would hand its key a fresh allowance.
 */
export async function pruneCounters(tx: Sql | Tx, now: Date): Promise<void> {
  await tx`delete from public.rate_limit_counters where window_end <= least(${now}::timestamptz, now())`
}
