import type Stripe from 'stripe'
import {
  invoiceStateFromStripe,
  subscriptionStateFromStripe,
  type StripePrices,
} from '../../adapters/billing/stripe-objects.ts'
import type { Sql, Tx } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import type { Logger } from '../../lib/logger.ts'
import { queueReceipt, queueTrialEnding } from '../mail/billing-mail.ts'
import type { MailContext } from '../mail/mail-links.ts'
import { applyInvoice, applySubscription } from './subscription-store.ts'

export interface StripeEventContext {
  stripe: Stripe
  prices: StripePrices
  logger: Logger
  /** The receipts and trial notices the events cause are queued with them (ADR 014). */
  mail?: MailContext
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id)

/**
 * Applies a verified Stripe event once: it is recorded in public.billing_events in the same
 * transaction (as the service role) as its effects, so a replayed event id changes nothing and a
 * failed one is applied again on Stripe's retry. Returns false for a replay.
 */
export function handleStripeEvent(sql: Sql, event: Stripe.Event, ctx: StripeEventContext): Promise<boolean> {
  return asService(sql, async (tx) => {
    const recorded = await tx`
      insert into public.billing_events (provider, event_id, type, event_created_at)
      values ('stripe', ${event.id}, ${event.type}, ${new Date(event.created * 1000)})
      on conflict (provider, event_id) do nothing
      returning event_id`
    if (recorded.length === 0) return false
    await applyStripeEvent(tx, event, ctx)
    return true
  })
}

/**
 * Mirrors the events the marketplace needs; any other type is only recorded. Events may arrive in
 * any order and more than once: applySubscription ignores states older than the stored one, and a
 * paid invoice stays paid, so every order ends in the same rows.
 */
async function applyStripeEvent(tx: Tx, event: Stripe.Event, ctx: StripeEventContext): Promise<void> {
  const at = new Date(event.created * 1000)
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await mirrorSubscription(tx, event.data.object, at, ctx)
      return
    case 'customer.subscription.trial_will_end':
      if (await mirrorSubscription(tx, event.data.object, at, ctx)) {
        await tx`
          update public.subscriptions set trial_will_end_at = ${at}
           where provider = 'stripe' and provider_subscription_id = ${event.data.object.id}`
        if (ctx.mail) await queueTrialEnding(tx, ctx.mail, 'stripe', event.data.object.id)
      }
      return
    case 'invoice.paid':
    case 'invoice.payment_failed':
      await mirrorInvoice(tx, event.data.object, at, ctx)
      return
  }
}

/** Mirrors a subscription; false when it belongs to no user of ours (logged and ignored). */
async function mirrorSubscription(
  tx: Tx,
  sub: Stripe.Subscription,
  at: Date,
  ctx: StripeEventContext,
): Promise<boolean> {
  const userId = await userOf(tx, sub.metadata?.userId, idOf(sub.customer))
  if (!userId) {
    ctx.logger.warn('Stripe subscription of an unknown customer ignored', {
      subscription: sub.id,
      customer: idOf(sub.customer),
    })
    return false
  }
  await applySubscription(tx, 'stripe', userId, subscriptionStateFromStripe(sub, ctx.prices), { at, unordered: true })
  return true
}

async function mirrorInvoice(tx: Tx, inv: Stripe.Invoice, at: Date, ctx: StripeEventContext): Promise<void> {
  const state = invoiceStateFromStripe(inv)
  if (!state) return // not a subscription's invoice
  const customerId = inv.customer ? idOf(inv.customer) : null
  const userId = await userOf(tx, inv.parent?.subscription_details?.metadata?.userId, customerId)
  if (!userId) {
    ctx.logger.warn('Stripe invoice of an unknown customer ignored', { invoice: inv.id, customer: customerId })
    return
  }
  const [known] = await tx`
    select 1 from public.subscriptions where provider = 'stripe' and provider_subscription_id = ${state.providerSubscriptionId}`
  if (!known) {
    // The invoice came before any event of its subscription: mirror the subscription first (as of
    // this event, so its own later events still apply) and the invoice row links to it.
    const sub = await ctx.stripe.subscriptions.retrieve(state.providerSubscriptionId)
    await applySubscription(tx, 'stripe', userId, subscriptionStateFromStripe(sub, ctx.prices), { at, unordered: true })
  }
  await applyInvoice(tx, 'stripe', userId, state)
  // Once per invoice: the dedupe key is the invoice's id, whichever event or answer mirrored it.
  if (ctx.mail && state.status === 'paid') await queueReceipt(tx, ctx.mail, 'stripe', state.providerInvoiceId)
}

/** Our user behind a Stripe object: its metadata's userId (set at creation), else its customer. */
async function userOf(tx: Tx, metadataUserId: string | undefined, customerId: string | null): Promise<string | null> {
  if (metadataUserId && UUID.test(metadataUserId)) {
    const [user] = await tx<{ id: string }[]>`select id from public.users where id = ${metadataUserId}`
    if (user) return user.id
  }
  if (!customerId) return null
  const [customer] = await tx<{ user_id: string }[]>`
    select user_id from public.billing_customers where provider = 'stripe' and provider_customer_id = ${customerId}`
  return customer?.user_id ?? null
}
