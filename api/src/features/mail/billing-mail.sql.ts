import type { Tx } from '../../db/client.ts'
import type { EndingTrial, ReceiptInvoice } from './templates/billing-templates.ts'

export type BillingMailProvider = 'embedded' | 'stripe'

/** Who a billing message goes to: the account's own address (not the profile's public one). */
export interface BillingRecipient {
  userId: string
  email: string
}

interface ReceiptRow {
  user_id: string | null
  email: string | null
  status: string
  plan: ReceiptInvoice['plan']
  subtotal_cents: number
  discount_cents: number
  amount_paid_cents: number
  period_start: Date
  period_end: Date
  paid_at: Date | null
  card_brand: string | null
  card_last4: string | null
  time_zone: string
}

/**
 * A paid invoice with money taken, and its payer; null for anything else (unpaid, a $0 trial
 * invoice, an invoice of a deleted account), which has no receipt.
 */
export async function loadPaidInvoice(
  tx: Tx,
  provider: BillingMailProvider,
  providerInvoiceId: string,
): Promise<(ReceiptInvoice & BillingRecipient) | null> {
  const [row] = await tx<ReceiptRow[]>`
    select i.user_id, u.email, i.status, s.plan, i.subtotal_cents, i.discount_cents, i.amount_paid_cents,
      i.period_start, i.period_end, i.paid_at, c.card_brand, c.card_last4,
      coalesce((select st.time_zone from public.stylists st where st.user_id = i.user_id), 'UTC') as time_zone
    from public.invoices i
    left join public.users u on u.id = i.user_id
    left join public.subscriptions s on s.id = i.subscription_id
    left join public.billing_customers c on c.user_id = i.user_id
    where i.provider = ${provider} and i.provider_invoice_id = ${providerInvoiceId}`
  if (!row || row.status !== 'paid' || row.amount_paid_cents <= 0 || !row.user_id || !row.email || !row.paid_at)
    return null
  return {
    userId: row.user_id,
    email: row.email,
    invoiceId: providerInvoiceId,
    plan: row.plan,
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    amountPaidCents: row.amount_paid_cents,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    paidAt: row.paid_at,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    timeZone: row.time_zone,
  }
}

interface TrialRow {
  user_id: string
  email: string
  status: string
  plan: EndingTrial['plan']
  price_cents: number
  trial_end: Date | null
  cancel_at_period_end: boolean
  card_brand: string | null
  card_last4: string | null
  default_payment_method_id: string | null
  time_zone: string
}

/** A subscription still in its trial, with its end and the card on file; null otherwise. */
export async function loadTrial(
  tx: Tx,
  provider: BillingMailProvider,
  providerSubscriptionId: string,
): Promise<(EndingTrial & BillingRecipient) | null> {
  const [row] = await tx<TrialRow[]>`
    select s.user_id, u.email, s.status, s.plan, s.price_cents, s.trial_end, s.cancel_at_period_end,
      c.card_brand, c.card_last4, c.default_payment_method_id,
      coalesce((select st.time_zone from public.stylists st where st.user_id = s.user_id), 'UTC') as time_zone
    from public.subscriptions s
    join public.users u on u.id = s.user_id
    left join public.billing_customers c on c.user_id = s.user_id
    where s.provider = ${provider} and s.provider_subscription_id = ${providerSubscriptionId}`
  if (!row || row.status !== 'trialing' || !row.trial_end) return null
  return {
    userId: row.user_id,
    email: row.email,
    plan: row.plan,
    priceCents: row.price_cents,
    trialEnd: row.trial_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    card:
      row.default_payment_method_id && row.card_brand && row.card_last4
        ? { brand: row.card_brand, last4: row.card_last4 }
        : null,
    timeZone: row.time_zone,
  }
}
