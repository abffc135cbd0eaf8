import type { PlanType, SubscriptionStatus } from '@marketplace/domain/contract/billing.ts'
import type { Tx } from '../../db/client.ts'

/** What time it is for billing. Tests move it to renew, expire and end subscriptions. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock tests set and move (the embedded provider reads time only from its clock). */
export class MovableClock implements Clock {
  private at: number
  constructor(start: Date = new Date()) {
    this.at = start.getTime()
  }
  now(): Date {
    return new Date(this.at)
  }
  set(to: Date): void {
    this.at = to.getTime()
  }
  advance(ms: number): void {
    this.at += ms
  }
}

export const DAY_MS = 86_400_000

/** A subscription as the provider holds it; the API mirrors it into public.subscriptions. */
export interface SubscriptionState {
  providerSubscriptionId: string
  providerCustomerId: string
  /** Stripe's subscription item (plan changes swap its price); null for the embedded provider. */
  providerItemId: string | null
  plan: PlanType
  status: SubscriptionStatus
  priceCents: number
  currentPeriodStart: Date
  currentPeriodEnd: Date
  trialEnd: Date | null
  cancelAtPeriodEnd: boolean
  canceledAt: Date | null
  endedAt: Date | null
}

export interface InvoiceState {
  providerInvoiceId: string
  providerSubscriptionId: string
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible'
  subtotalCents: number
  discountCents: number
  amountDueCents: number
  amountPaidCents: number
  periodStart: Date
  periodEnd: Date
  paidAt: Date | null
}

/** The card on file after a subscription starts (brand and last 4 digits only). */
export interface CardOnFile {
  paymentMethodId: string
  brand: string
  last4: string
}

export interface ProviderResult {
  subscription: SubscriptionState
  invoices: InvoiceState[]
  card: CardOnFile | null
}

/** A coupon being redeemed, as the provider applies it. */
export interface CouponTerms {
  id: number
  code: string
  name: string
  type: 'percentage' | 'fixed' | 'free'
  /** Percent, or cents for fixed. */
  value: number
  durationMonths: number | null
  /** The provider's coupon id once created there (Stripe), else null. */
  providerCouponId: string | null
}

export interface BillingUser {
  id: string
  email: string
}

export interface StartSubscription {
  user: BillingUser
  customerId: string
  plan: PlanType
  /** Null only for a free-trial coupon: the trial then ends the subscription unless a card is added. */
  paymentMethodId: string | null
  coupon: CouponTerms | null
  /** Same operation, same key: a retried call returns the first call's subscription. */
  idempotencyKey: string
}

/** The subscription as stored, for operations on an existing one. */
export interface StoredSubscription {
  id: number
  userId: string
  plan: PlanType
  status: SubscriptionStatus
  priceCents: number
  providerSubscriptionId: string
  providerCustomerId: string
  providerItemId: string | null
  currentPeriodStart: Date
  currentPeriodEnd: Date
  cancelAtPeriodEnd: boolean
  /** Changes with every state change: part of idempotency keys of operations on it. */
  version: string
}

/**
 * A card the provider refused. Becomes a 402 with Stripe's fields `{ message, code, declineCode }`
 * and changes nothing.
 */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(message)
  }
}

/**
 * The billing port. The embedded adapter keeps everything in the database and reads time from a
 * clock; the Stripe adapter calls Stripe's API with an idempotency key on every write. Every method
 * runs inside the caller's transaction (the embedded adapter writes its own rows in it).
 */
export interface BillingProvider {
  readonly mode: 'embedded' | 'stripe'
  readonly clock: Clock
  /** Creates the customer at the provider (idempotent per user). */
  createCustomer(tx: Tx, user: BillingUser): Promise<string>
  /** A setup intent for the card form; returns its client secret. */
  createSetupIntent(tx: Tx, user: BillingUser, customerId: string): Promise<{ clientSecret: string }>
  startSubscription(tx: Tx, input: StartSubscription): Promise<ProviderResult>
  setCancelAtPeriodEnd(tx: Tx, subscription: StoredSubscription, cancel: boolean): Promise<ProviderResult>
  /**
   * Ends the subscription now (no further charge, no refund): for a user whose account is being
   * deleted. Answers the ended subscription, also when the provider had already ended it.
   */
  cancelNow(tx: Tx, subscription: StoredSubscription): Promise<ProviderResult>
  /**
   * Removes a deleted user's customer record at the provider, and the cards it holds; called after
   * the account's deletion has committed. A customer the provider no longer knows is no error.
   */
  deleteCustomer(customerId: string): Promise<void>
  /**
   * Makes a card confirmed through a setup intent the customer's default, and the subscription's
   * when there is one (a trial without a card is then charged when it ends). A past-due
   * subscription's open invoice is retried with it (embedded: now; Stripe: its automatic retries).
   * Returns the card, and the subscription when it changed.
   */
  setPaymentMethod(
    tx: Tx,
    user: BillingUser,
    customerId: string,
    subscription: StoredSubscription | null,
    paymentMethodId: string,
  ): Promise<{ card: CardOnFile; result: ProviderResult | null }>
  /** Switches plan now: unused paid time is credited against the new plan; a trial continues. */
  changePlan(tx: Tx, subscription: StoredSubscription, plan: PlanType): Promise<ProviderResult>
}
