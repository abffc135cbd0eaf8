import type { BillingProvider } from '../../adapters/billing/billing.ts'
import { isEmbeddedBilling as isEmbedded } from '../../adapters/billing/embedded-billing.ts'
import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import type { Logger } from '../../lib/logger.ts'
import { queueTrialEnding } from '../mail/billing-mail.ts'
import type { MailContext } from '../mail/mail-links.ts'
import { recordResult } from './complete-signup.ts'
import { markTrialsEndingSoon } from './subscription-store.ts'

/** How often the embedded provider renews and ends subscriptions whose period is over. */
export const BILLING_SWEEP_MS = 60_000
/** How long before a trial's end its notice goes: Stripe's customer.subscription.trial_will_end lead. */
export const TRIAL_WARNING_MS = 3 * 86_400_000

/**
 * Renews, fails or ends every embedded subscription due by the billing clock, warns the trials
 * that end within 3 days (as Stripe's trial_will_end does), and returns how many it touched. (With
 * Stripe, Stripe renews and its webhooks report; nothing to do here.) With `mail`, each paid
 * renewal's receipt and each trial's notice is queued in the sweep's transaction, so a sweep that
 * rolls back queues nothing and a trial is warned once (trial_will_end_at marks it, skip locked).
 * A profile whose subscription ends leaves search through the subscriptions trigger; search also
 * never lists a profile past its paid period, even between sweeps.
 */
export async function runBillingSweep(
  sql: Sql,
  billing: BillingProvider,
  onlyUsers?: readonly string[],
  mail?: MailContext,
): Promise<number> {
  if (!isEmbedded(billing)) return 0
  return asService(sql, async (tx) => {
    const due = await billing.renewDue(tx, onlyUsers)
    for (const { userId, result } of due) await recordResult(tx, billing, userId, result, { mail })
    const now = billing.clock.now()
    const warned = await markTrialsEndingSoon(
      tx,
      'embedded',
      now,
      new Date(now.getTime() + TRIAL_WARNING_MS),
      onlyUsers,
    )
    if (mail) for (const subscriptionId of warned) await queueTrialEnding(tx, mail, 'embedded', subscriptionId)
    return due.length + warned.length
  })
}

export interface BillingSweepOptions {
  everyMs?: number
  onlyUsers?: readonly string[]
  /** Links of the receipts and trial notices the sweep queues. */
  mail?: MailContext
}

/** Runs the sweep every `everyMs` while the server runs (never two at once); returns the stopper. */
export function startBillingSweep(
  sql: Sql,
  billing: BillingProvider,
  logger: Logger,
  { everyMs = BILLING_SWEEP_MS, onlyUsers, mail }: BillingSweepOptions = {},
): () => void {
  if (!isEmbedded(billing)) return () => {}
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    runBillingSweep(sql, billing, onlyUsers, mail)
      .then((count) => count > 0 && logger.info('Billing sweep', { subscriptions: count }))
      .catch((error: unknown) => logger.error('Billing sweep failed', { error: String(error) }))
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
