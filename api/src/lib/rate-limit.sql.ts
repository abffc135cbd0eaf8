import type { Tx } from '../db/client.ts'

/**
 * Counts one attempt in the window and answers the window's count so far, atomically: two servers
 * counting the same key at once both land on one row (the upsert takes its lock) and each sees
 * the other's attempt.
 */
export async function countAttempt(tx: Tx, key: string, windowStart: Date, windowEnd: Date): Promise<number> {
  const [row] = await tx<{ count: number }[]>`
    insert into public.rate_limit_counters as r (key, window_start, window_end, count)
    values (${key}, ${windowStart}, ${windowEnd}, 1)
    on conflict (key, window_start) do update set count = r.count + 1
    returning r.count`
  return row.count
}

/** Deletes the counters of windows that have ended. */
export async function pruneCounters(tx: Tx, now: Date): Promise<void> {
  await tx`delete from public.rate_limit_counters where window_end <= ${now}`
}
