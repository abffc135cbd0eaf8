import type { Sql } from '../../db/client.ts'
import type { Logger } from '../../lib/logger.ts'
import { sweepHolds, type HoldContext } from './booking-hold.ts'

/** How often the server releases lapsed holds and settles their intents (a hold lasts 10 minutes). */
export const HOLD_SWEEP_MS = 30_000

/**
 * Runs the hold sweep (booking-hold.ts, sweepHolds) every `everyMs` while the server runs, never
 * two at once; returns the stopper. Bookings free lapsed holds of their stylist themselves; this
 * cancels the intents left behind and refunds any that succeeded too late.
 */
export function startHoldSweep(sql: Sql, ctx: HoldContext, logger: Logger, everyMs = HOLD_SWEEP_MS): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    sweepHolds(sql, ctx, new Date())
      .then((count) => count > 0 && logger.info('Hold sweep', { intents: count }))
      .catch((error: unknown) => logger.error('Hold sweep failed', { error: String(error) }))
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
