import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import type { InvoiceState, StoredSubscription, SubscriptionState } from '../../adapters/billing/billing.ts'
import type { Tx } from '../../db/client.ts'

type Provider = 'embedded' | 'stripe'

/** Statuses that still hold the user's one live subscription. */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due', 'incomplete', 'unpaid', 'paused'] as const
const ENDED_STATUSES = ['canceled', 'incomplete_expired']
/**
 * Statuses in the order a subscription moves through them within one period (a renewal or a plan
 * change starts a new period): first payment pending, trial, payment failing, paid up, ended.
 */
const STATUS_ORDER = [
  'incomplete',
  'trialing',
  'past_due',
  'unpaid',
  'paused',
  'active',
  'incomplete_expired',
  'canceled',
]

export interface ApplyOptions {
  /** When the provider produced this state (a webhook event's `created`): older states are ignored. */
  at?: Date
  /**
   * The state comes from a delivery that can arrive out of order (a webhook event, stamped in whole
   * seconds). At the same time as the stored state, the one further along its life wins, not the
   * one applied last; our own calls, made in order under the user's lock, keep "last one wins".
   */
  unordered?: boolean
  couponId?: number | null
}

/**
 * Mirrors a provider's subscription into public.subscriptions (insert or update by provider id)
 * and returns its row id, or null when the state was older than the one stored. A state never
 * moves a subscription backwards: not to an older event, and not out of an ended status.
 * The stylist profile's listing follows through the subscriptions trigger.
 *
 * Stripe's `created` counts whole seconds, so two events can carry the same time. Then (with
 * `unordered`) the state further along its life wins, whichever arrives first (Stripe: do not rely
 * on delivery order): ended, then the later period end, then the later status (STATUS_ORDER), then
 * set to cancel, then price and plan, so that the result depends only on the two states.
 */
export async function applySubscription(
  tx: Tx,
  provider: Provider,
  userId: string,
  s: SubscriptionState,
  options: ApplyOptions = {},
): Promise<number | null> {
  const at = options.at ?? null
  const [row] = await tx<{ id: number }[]>`
    insert into public.subscriptions as t (
      user_id, plan, status, price_cents, current_period_start, current_period_end, cancel_at_period_end,
      canceled_at, ended_at, trial_end, coupon_id, provider, provider_customer_id, provider_subscription_id,
      provider_item_id, provider_synced_at)
    values (
      ${userId}, ${s.plan}, ${s.status}, ${s.priceCents}, ${s.currentPeriodStart}, ${s.currentPeriodEnd},
      ${s.cancelAtPeriodEnd}, ${s.canceledAt}, ${s.endedAt}, ${s.trialEnd}, ${options.couponId ?? null}, ${provider},
      ${s.providerCustomerId}, ${s.providerSubscriptionId}, ${s.providerItemId}, ${at})
    on conflict (provider, provider_subscription_id) do update set
      plan = excluded.plan, status = excluded.status, price_cents = excluded.price_cents,
      current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
      cancel_at_period_end = excluded.cancel_at_period_end, canceled_at = excluded.canceled_at,
      ended_at = excluded.ended_at, trial_end = excluded.trial_end,
      provider_item_id = coalesce(excluded.provider_item_id, t.provider_item_id),
      coupon_id = coalesce(t.coupon_id, excluded.coupon_id),
      provider_synced_at = greatest(t.provider_synced_at, excluded.provider_synced_at)
    where (excluded.provider_synced_at is null or t.provider_synced_at is null
           or excluded.provider_synced_at > t.provider_synced_at
           or (excluded.provider_synced_at = t.provider_synced_at
               and (not ${options.unordered ?? false}::boolean
                    or (excluded.status = any(${ENDED_STATUSES}), excluded.current_period_end,
                        array_position(${STATUS_ORDER}::text[], excluded.status), excluded.cancel_at_period_end,
                        excluded.price_cents, excluded.plan)
                    >= (t.status = any(${ENDED_STATUSES}), t.current_period_end,
                        array_position(${STATUS_ORDER}::text[], t.status), t.cancel_at_period_end,
                        t.price_cents, t.plan))))
      and not (t.status = any(${ENDED_STATUSES}) and excluded.status <> all(${ENDED_STATUSES}))
    returning t.id`
  return row?.id ?? null
}

/** Mirrors a provider invoice (insert or update by provider id); a paid invoice stays paid. */
export async function applyInvoice(tx: Tx, provider: Provider, userId: string | null, i: InvoiceState): Promise<void> {
  await tx`
    insert into public.invoices as t (
      user_id, subscription_id, status, subtotal_cents, discount_cents, amount_due_cents, amount_paid_cents,
      period_start, period_end, paid_at, provider, provider_invoice_id)
    values (
      ${userId},
      (select id from public.subscriptions where provider = ${provider} and provider_subscription_id = ${i.providerSubscriptionId}),
      ${i.status}, ${i.subtotalCents}, ${i.discountCents}, ${i.amountDueCents}, ${i.amountPaidCents},
      ${i.periodStart}, ${i.periodEnd}, ${i.paidAt}, ${provider}, ${i.providerInvoiceId})
    on conflict (provider, provider_invoice_id) do update set
      status = excluded.status, subtotal_cents = excluded.subtotal_cents, discount_cents = excluded.discount_cents,
      amount_due_cents = excluded.amount_due_cents, amount_paid_cents = excluded.amount_paid_cents,
      paid_at = excluded.paid_at, subscription_id = coalesce(t.subscription_id, excluded.subscription_id)
    where t.status not in ('paid', 'void')`
}

/**
 * Marks the provider's trials that end within (now, until] and were not warned yet (trial_will_end_at,
 * as Stripe's customer.subscription.trial_will_end sets it) and returns their provider ids. Rows
 * another sweep holds are skipped (skip locked): each trial is marked, and so warned, once.
 */
export async function markTrialsEndingSoon(
  tx: Tx,
  provider: Provider,
  now: Date,
  until: Date,
  onlyUsers?: readonly string[],
): Promise<string[]> {
  const rows = await tx<{ provider_subscription_id: string }[]>`
    update public.subscriptions set trial_will_end_at = ${now}
    where id in (
      select id from public.subscriptions
      where provider = ${provider} and status = 'trialing' and trial_will_end_at is null
        and trial_end > ${now} and trial_end <= ${until}
        ${onlyUsers ? tx`and user_id = any(${onlyUsers as string[]}::uuid[])` : tx``}
      order by trial_end, id
      for update skip locked)
    returning provider_subscription_id`
  return rows.map((r) => r.provider_subscription_id)
}

interface SubscriptionRow {
  id: number
  user_id: string
  plan: StoredSubscription['plan']
  status: StoredSubscription['status']
  price_cents: number
  provider_subscription_id: string
  provider_customer_id: string
  provider_item_id: string | null
  current_period_start: Date
  current_period_end: Date
  cancel_at_period_end: boolean
  trial_end: Date | null
  updated_at: Date
  card_brand: string | null
  card_last4: string | null
  default_payment_method_id: string | null
}

/** The user's newest subscription (the live one if any), locked for update when asked. */
export async function latestSubscription(tx: Tx, userId: string, lock = false): Promise<SubscriptionRow | null> {
  const rows = await tx<SubscriptionRow[]>`
    select s.id, s.user_id, s.plan, s.status, s.price_cents, s.provider_subscription_id, s.provider_customer_id,
           s.provider_item_id, s.current_period_start, s.current_period_end, s.cancel_at_period_end, s.trial_end,
           s.updated_at, c.card_brand, c.card_last4, c.default_payment_method_id
      from public.subscriptions s
      left join public.billing_customers c on c.user_id = s.user_id
     where s.user_id = ${userId}
     order by (s.status = any(${LIVE_STATUSES as unknown as string[]})) desc, s.created_at desc, s.id desc
     limit 1
     ${lock ? tx`for update of s` : tx``}`
  return rows[0] ?? null
}

export function toStored(row: SubscriptionRow): StoredSubscription {
  return {
    id: row.id,
    userId: row.user_id,
    plan: row.plan,
    status: row.status,
    priceCents: row.price_cents,
    providerSubscriptionId: row.provider_subscription_id,
    providerCustomerId: row.provider_customer_id,
    providerItemId: row.provider_item_id,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    version: String(row.updated_at.getTime()),
  }
}

/** Active: paid up or trialing, and the period has not ended (never a flag the client sets). */
export function isActive(row: Pick<SubscriptionRow, 'status' | 'current_period_end'>, now: Date): boolean {
  return (row.status === 'active' || row.status === 'trialing') && row.current_period_end > now
}

export function toView(row: SubscriptionRow, now: Date): SubscriptionView {
  const active = isActive(row, now)
  const card = row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null
  return {
    subscriptionActive: active,
    subscriptionType: row.plan,
    status: row.status,
    subscriptionExpiry: row.current_period_end.toISOString(),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    trialEnd: row.trial_end ? row.trial_end.toISOString() : null,
    priceCents: row.price_cents,
    card,
    canReactivate: active ? row.cancel_at_period_end : row.default_payment_method_id !== null,
  }
}
