import type { BillingProvider } from '../../adapters/billing/billing.ts'
import { isEmbeddedBilling as isEmbedded } from '../../adapters/billing/embedded-billing.ts'
import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import type { Logger } from '../../lib/logger.ts'
import { recordResult } from './complete-signup.ts'

/** How often the embedded provider renews and ends subscriptions whose period is over. */
export const BILLING_SWEEP_MS = 60_000

/**
 * Renews, fails or ends every embedded subscription due by the billing clock, and returns how many
 * it touched. (With Stripe, Stripe renews and its webhooks report; nothing to do here.) A profile
 * whose subscription ends leaves search through the subscriptions trigger; search also never lists
 * a profile past its paid period, even between sweeps.
 */
export async function runBillingSweep(
  sql: Sql,
  billing: BillingProvider,
  onlyUsers?: readonly string[],
): Promise<number> {
  if (!isEmbedded(billing)) return 0
  return asService(sql, async (tx) => {
    const due = await billing.renewDue(tx, onlyUsers)
    for (const { userId, result } of due) await recordResult(tx, billing, userId, result)
    return due.length
  })
}

/** Runs the sweep every `everyMs` while the server runs (never two at once); returns the stopper. */
export function startBillingSweep(
  sql: Sql,
  billing: BillingProvider,
  logger: Logger,
  everyMs = BILLING_SWEEP_MS,
  onlyUsers?: readonly string[],
): () => void {
  if (!isEmbedded(billing)) return () => {}
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    runBillingSweep(sql, billing, onlyUsers)
      .then((count) => count > 0 && logger.info('Billing sweep', { subscriptions: count }))
      .catch((error: unknown) => logger.error('Billing sweep failed', { error: String(error) }))
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
