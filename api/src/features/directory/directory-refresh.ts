import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import type { Logger } from '../../lib/logger.ts'

/** How often the directory counts are recounted (listing changes with the clock too). */
export const DIRECTORY_REFRESH_MS = 5 * 60_000

/** Recounts the directory now (concurrently: readers keep the previous counts meanwhile). */
export async function refreshDirectoryCounts(sql: Sql): Promise<void> {
  await asService(sql, (tx) => tx`select public.refresh_directory_counts()`)
}

/**
 * Keeps the counts fresh while the server runs: every DIRECTORY_REFRESH_MS, never two at once.
 * Returns the function that stops it. (On Supabase, pg_cron or a scheduled function calls
 * public.refresh_directory_counts() instead.)
 */
export function startDirectoryRefresh(sql: Sql, logger: Logger, everyMs = DIRECTORY_REFRESH_MS): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    const started = performance.now()
    refreshDirectoryCounts(sql)
      .then(() => logger.debug('Directory counts refreshed', { ms: Math.round(performance.now() - started) }))
      .catch((error: unknown) => logger.error('Directory counts refresh failed', { error: String(error) }))
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
