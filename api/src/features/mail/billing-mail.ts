import type { Tx } from '../../db/client.ts'
import { loadPaidInvoice, loadTrial, type BillingMailProvider } from './billing-mail.sql.ts'
import { siteUrl, type MailContext } from './mail-links.ts'
import { asServiceWithin, enqueueMail } from './outbox.sql.ts'
import { receiptMessage, trialEndingMessage } from './templates/billing-templates.ts'

const billingLinks = (ctx: MailContext) => ({ billingUrl: `${siteUrl(ctx.env)}/dashboard?tab=subscription` })

/** The outbox key of an invoice's receipt: one per provider invoice, whoever reports it first. */
export const receiptKey = (provider: BillingMailProvider, invoiceId: string) =>
  `invoice:${provider}:${invoiceId}:receipt`

/** The outbox key of a trial's notice: one per subscription and trial end (an extended trial is warned again). */
export const trialEndingKey = (provider: BillingMailProvider, subscriptionId: string, trialEnd: Date) =>
  `subscription:${provider}:${subscriptionId}:trial-ending:${Math.floor(trialEnd.getTime() / 1000)}`

/**
 * Queues the receipt of a provider invoice, in the caller's transaction, right after the invoice
 * was mirrored (subscription-store.ts applyInvoice): when it is paid with money taken. Stripe's
 * invoice.paid, its retries and duplicate deliveries, and the API's own answer about the same
 * invoice all name one dedupe key, so the receipt goes once. Returns whether one was queued now.
 */
export function queueReceipt(
  tx: Tx,
  ctx: MailContext,
  provider: BillingMailProvider,
  providerInvoiceId: string,
): Promise<boolean> {
  return asServiceWithin(tx, async () => {
    const invoice = await loadPaidInvoice(tx, provider, providerInvoiceId)
    if (!invoice) return false
    const id = await enqueueMail(tx, {
      kind: 'subscription-receipt',
      to: invoice.email,
      userId: invoice.userId,
      ...receiptMessage(invoice, billingLinks(ctx)),
      dedupeKey: receiptKey(provider, providerInvoiceId),
    })
    return id !== null
  })
}

/**
 * Queues the notice that a free trial ends soon, in the caller's transaction: from Stripe's
 * customer.subscription.trial_will_end (3 days before), or from the embedded billing sweep at the
 * same lead. Once per subscription and trial end. Returns whether one was queued now.
 */
export function queueTrialEnding(
  tx: Tx,
  ctx: MailContext,
  provider: BillingMailProvider,
  providerSubscriptionId: string,
): Promise<boolean> {
  return asServiceWithin(tx, async () => {
    const trial = await loadTrial(tx, provider, providerSubscriptionId)
    if (!trial) return false
    const id = await enqueueMail(tx, {
      kind: 'trial-ending',
      to: trial.email,
      userId: trial.userId,
      ...trialEndingMessage(trial, billingLinks(ctx)),
      dedupeKey: trialEndingKey(provider, providerSubscriptionId, trial.trialEnd),
    })
    return id !== null
  })
}
