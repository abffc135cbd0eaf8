import { randomBytes } from 'node:crypto'

/** A JSON object as Stripe's API answers it. */
export type Json = Record<string, unknown>

/** An error answer of Stripe's API: `{ error: { type, code, message, ... } }` with its status. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message))
  }
}

const invalid = (message: string, extra: Json = {}) =>
  new FakeStripeError(400, { type: 'invalid_request_error', message, ...extra })
const missing = (kind: string, id: unknown, param: string) =>
  invalid(`No such ${kind}: '${String(id)}'`, { code: 'resource_missing', param })

export interface FakePrice {
  unitAmount: number
  interval: 'month' | 'year'
}

interface Card {
  brand: string
  last4: string
  /** How a charge on it fails, as Stripe's test card of that id does. */
  decline?: { code: string; decline_code: string; message: string }
}

/** Stripe's test payment methods (https://docs.stripe.com/testing), by id. */
const TEST_CARDS: Record<string, Card> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
}

interface Subscription {
  id: string
  customer: string
  itemId: string
  price: string
  status: string
  periodStart: number
  periodEnd: number
  trialStart: number | null
  trialEnd: number | null
  missingPaymentMethod: string
  cancelAtPeriodEnd: boolean
  canceledAt: number | null
  endedAt: number | null
  defaultPaymentMethod: string | null
  latestInvoice: string | null
  discounts: string[]
  metadata: Json
  created: number
}

interface Line {
  amount: number
  start: number
  end: number
  price: string
  proration: boolean
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const list = (data: unknown[], url: string) => ({
  object: 'list',
  data,
  has_more: false,
  total_count: data.length,
  url,
})
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** Adds calendar months or years in UTC, clamping to the month's last day (as Stripe bills). */
export function addInterval(seconds: number, interval: 'month' | 'year', count = 1): number {
  const at = new Date(seconds * 1000)
  const months = at.getUTCMonth() + (interval === 'year' ? 12 * count : count)
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), months + 1, 0)).getUTCDate()
  at.setUTCDate(Math.min(at.getUTCDate(), lastDay))
  at.setUTCMonth(months)
  return Math.floor(at.getTime() / 1000)
}

/**
 * The state of one Stripe account in test mode: customers, coupons, subscriptions and their
 * invoices, with the events Stripe would send for them. Time comes from the given clock, so a test
 * can renew a subscription the way a Stripe test clock does.
 */
export class FakeStripeAccount {
  readonly customers = new Map<string, Json>()
  readonly coupons = new Map<string, Json>()
  readonly subscriptions = new Map<string, Subscription>()
  readonly invoices = new Map<string, Json>()
  /** Connected accounts (Connect), by id. */
  readonly connectAccounts = new Map<string, Json>()
  /** Every event, oldest first, as Stripe would deliver them to a webhook. */
  readonly events: Json[] = []
  /** The API version of the latest request (the SDK pins one); events carry it. */
  apiVersion: string | null = null

  constructor(
    readonly prices: Record<string, FakePrice>,
    private readonly clock: () => Date,
  ) {}

  now(): number {
    return Math.floor(this.clock().getTime() / 1000)
  }

  createCustomer(body: Json): Json {
    const customer = {
      id: id('cus'),
      object: 'customer',
      email: str(body.email),
      name: str(body.name),
      metadata: body.metadata ?? {},
      created: this.now(),
      balance: 0,
      currency: null,
      default_source: null,
      delinquent: false,
      livemode: false,
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null },
    }
    this.customers.set(customer.id, customer)
    return customer
  }

  /** POST /v1/customers/:id: the invoice settings' default payment method. */
  updateCustomer(customerId: string, body: Json): Json {
    const customer = this.customer(customerId, 'id')
    const pm = str((body.invoice_settings as Json | undefined)?.default_payment_method)
    if (pm) {
      this.paymentMethod(pm, 'invoice_settings[default_payment_method]')
      customer.invoice_settings = { ...(customer.invoice_settings as Json), default_payment_method: pm }
    }
    return customer
  }

  /** DELETE /v1/customers/:id: the customer is gone (its cards and subscriptions with it, at Stripe). */
  deleteCustomer(customerId: string): Json {
    this.customer(customerId, 'id')
    this.customers.delete(customerId)
    return { id: customerId, object: 'customer', deleted: true }
  }

  customer(customerId: unknown, param = 'customer'): Json {
    const customer = this.customers.get(String(customerId))
    if (!customer) throw missing('customer', customerId, param)
    return customer
  }

  createSetupIntent(body: Json): Json {
    // Refused since API version 2026-09-30 (allowed_payment_method_types replaces it).
    if (body.payment_method_types !== undefined)
      throw invalid('payment_method_types is no longer supported on this API version.', {
        code: 'payment_method_types_no_longer_supported',
        param: 'payment_method_types',
      })
    if (body.customer !== undefined) this.customer(body.customer)
    const intentId = id('seti')
    return {
      id: intentId,
      object: 'setup_intent',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      customer: str(body.customer),
      usage: body.usage ?? 'off_session',
      status: 'requires_payment_method',
      allowed_payment_method_types: body.allowed_payment_method_types ?? null,
      payment_method_types: body.allowed_payment_method_types ?? ['card'],
      payment_method: null,
      metadata: body.metadata ?? {},
      created: this.now(),
      livemode: false,
    }
  }

  paymentMethod(pmId: unknown, param = 'payment_method'): Json {
    const card = TEST_CARDS[String(pmId)]
    if (!card) throw missing('PaymentMethod', pmId, param)
    return {
      id: pmId,
      object: 'payment_method',
      type: 'card',
      customer: null,
      created: this.now(),
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034, country: 'US', funding: 'credit' },
    }
  }

  createCoupon(body: Json): Json {
    const couponId = str(body.id) ?? id('co')
    if (this.coupons.has(couponId))
      throw invalid('Coupon already exists.', { code: 'resource_already_exists', param: 'id' })
    const coupon = {
      id: couponId,
      object: 'coupon',
      name: str(body.name),
      duration: body.duration ?? 'once',
      percent_off: body.percent_off === undefined ? null : Number(body.percent_off),
      amount_off: body.amount_off === undefined ? null : Number(body.amount_off),
      currency: str(body.currency),
      valid: true,
      times_redeemed: 0,
      created: this.now(),
      livemode: false,
      metadata: {},
    }
    this.coupons.set(couponId, coupon)
    return coupon
  }

  coupon(couponId: unknown, param = 'coupon'): Json {
    const coupon = this.coupons.get(String(couponId))
    if (!coupon) throw missing('coupon', couponId, param)
    return coupon
  }

  subscription(subId: unknown): Subscription {
    const sub = this.subscriptions.get(String(subId))
    if (!sub) throw missing('subscription', subId, 'id')
    return sub
  }

  createSubscription(body: Json, requestKey: string | null): Json {
    const customer = this.customer(body.customer)
    const item = (body.items as Json[] | undefined)?.[0]
    if (!item) throw invalid('Missing required param: items.', { code: 'parameter_missing', param: 'items' })
    const price = this.price(item.price, 'items[0][price]')
    const pm = str(body.default_payment_method)
    if (pm) this.paymentMethod(pm, 'default_payment_method')
    const couponId = str((body.discounts as Json[] | undefined)?.[0]?.coupon)
    const coupon = couponId ? this.coupon(couponId, 'discounts[0][coupon]') : null
    const trialSettings = body.trial_settings as { end_behavior?: { missing_payment_method?: string } } | undefined
    const now = this.now()
    const trialEnd = body.trial_end === undefined ? null : Number(body.trial_end)
    if (trialEnd !== null && trialEnd <= now)
      throw invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', { param: 'trial_end' })
    const periodEnd = trialEnd ?? addInterval(now, this.prices[price].interval)
    const amount = trialEnd === null ? this.prices[price].unitAmount : 0
    const discount = coupon && amount > 0 ? discountOf(coupon, amount) : 0
    this.charge(pm, amount - discount)
    if (coupon) coupon.times_redeemed = Number(coupon.times_redeemed) + 1
    const sub: Subscription = {
      id: id('sub'),
      customer: String(customer.id),
      itemId: id('si'),
      price,
      status: trialEnd === null ? 'active' : 'trialing',
      periodStart: now,
      periodEnd,
      trialStart: trialEnd === null ? null : now,
      trialEnd,
      missingPaymentMethod: trialSettings?.end_behavior?.missing_payment_method ?? 'create_invoice',
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      defaultPaymentMethod: pm,
      latestInvoice: null,
      discounts: coupon ? [id('di')] : [],
      metadata: (body.metadata as Json) ?? {},
      created: now,
    }
    this.subscriptions.set(sub.id, sub)
    const invoice = this.invoice(
      sub,
      'subscription_create',
      [{ amount, start: now, end: periodEnd, price, proration: false }],
      discount,
      true,
      now,
      now,
    )
    this.emit('customer.subscription.created', this.renderSubscription(sub), requestKey)
    this.emit('invoice.paid', invoice, requestKey)
    return this.renderSubscription(sub)
  }

  updateSubscription(subId: string, body: Json, requestKey: string | null): Json {
    const sub = this.subscription(subId)
    if (sub.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.')
    const before = this.renderSubscription(sub)
    const unchanged = { ...sub }
    let invoice: Json | null = null
    try {
      if (body.cancel_at_period_end !== undefined) sub.cancelAtPeriodEnd = body.cancel_at_period_end === 'true'
      const pm = str(body.default_payment_method)
      if (pm) {
        this.paymentMethod(pm, 'default_payment_method')
        sub.defaultPaymentMethod = pm
      }
      const item = (body.items as Json[] | undefined)?.[0]
      if (item) {
        if (item.id !== sub.itemId) throw missing('subscription item', item.id, 'items[0][id]')
        invoice = this.swapPrice(
          sub,
          this.price(item.price, 'items[0][price]'),
          body.proration_behavior === 'always_invoice',
        )
      }
    } catch (err) {
      // A refused update (a declined proration charge) changes nothing.
      Object.assign(sub, unchanged)
      throw err
    }
    const after = this.renderSubscription(sub)
    const previous = Object.fromEntries(
      Object.entries(before).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(after[k])),
    )
    this.emit('customer.subscription.updated', after, requestKey, previous)
    if (invoice) this.emit('invoice.paid', invoice, requestKey)
    return after
  }

  /** Cancels now (DELETE /v1/subscriptions/:id). */
  cancelSubscription(subId: string, requestKey: string | null): Json {
    const sub = this.subscription(subId)
    if (sub.status === 'canceled') throw invalid(`No such subscription: '${subId}'`, { code: 'resource_missing' })
    Object.assign(sub, { status: 'canceled', canceledAt: this.now(), endedAt: this.now() })
    const rendered = this.renderSubscription(sub)
    this.emit('customer.subscription.deleted', rendered, requestKey)
    return rendered
  }

  /**
   * The end of a period, as a test clock advancing past it: the next period is invoiced and charged
   * (and fails, leaving the invoice open and the subscription past due, when the card is declined).
   */
  renew(subId: string, options: { declined?: boolean } = {}): void {
    const sub = this.subscription(subId)
    const start = sub.periodEnd
    const end = addInterval(start, this.prices[sub.price].interval)
    const amount = this.prices[sub.price].unitAmount
    const card = sub.defaultPaymentMethod ? TEST_CARDS[sub.defaultPaymentMethod] : undefined
    const declined = options.declined || !card || Boolean(card.decline)
    const invoice = this.invoice(
      sub,
      'subscription_cycle',
      [{ amount, start, end, price: sub.price, proration: false }],
      0,
      !declined,
      sub.periodStart,
      sub.periodEnd,
    )
    const before = this.renderSubscription(sub)
    Object.assign(sub, { periodStart: start, periodEnd: end, status: declined ? 'past_due' : 'active' })
    this.emit(declined ? 'invoice.payment_failed' : 'invoice.paid', invoice, null)
    const after = this.renderSubscription(sub)
    this.emit('customer.subscription.updated', after, null, {
      items: before.items,
      status: before.status,
      latest_invoice: before.latest_invoice,
    })
  }

  /** Three days before a trial ends, as Stripe warns. */
  trialWillEnd(subId: string): void {
    this.emit('customer.subscription.trial_will_end', this.renderSubscription(this.subscription(subId)), null)
  }

  renderSubscription(sub: Subscription): Json {
    const price = this.renderPrice(sub.price)
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      currency: 'usd',
      livemode: false,
      items: list(
        [
          {
            id: sub.itemId,
            object: 'subscription_item',
            subscription: sub.id,
            price,
            plan: price,
            quantity: 1,
            created: sub.created,
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
            discounts: [],
            metadata: {},
            tax_rates: [],
            billing_thresholds: null,
            current_trial: null,
          },
        ],
        `/v1/subscription_items?subscription=${sub.id}`,
      ),
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
      canceled_at: sub.canceledAt,
      ended_at: sub.endedAt,
      created: sub.created,
      start_date: sub.created,
      billing_cycle_anchor: sub.trialEnd ?? sub.periodStart,
      collection_method: 'charge_automatically',
      default_payment_method: sub.defaultPaymentMethod,
      latest_invoice: sub.latestInvoice,
      discounts: sub.discounts,
      metadata: sub.metadata,
      trial_start: sub.trialStart,
      trial_end: sub.trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: sub.missingPaymentMethod } },
      pause_collection: null,
      pending_update: null,
      schedule: null,
      test_clock: null,
    }
  }

  private price(priceId: unknown, param: string): string {
    if (!this.prices[String(priceId)]) throw missing('price', priceId, param)
    return String(priceId)
  }

  private renderPrice(priceId: string): Json {
    const { unitAmount, interval } = this.prices[priceId]
    return {
      id: priceId,
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: unitAmount,
      type: 'recurring',
      recurring: { interval, interval_count: 1, usage_type: 'licensed', meter: null },
      product: 'prod_chairside',
      livemode: false,
      metadata: {},
    }
  }

  /** A charge of `amount` cents on the card, failing as its test card does (402 card_error). */
  private charge(pm: string | null, amount: number): void {
    if (amount <= 0) return
    if (!pm)
      throw invalid('This customer has no attached payment source or default payment method.', {
        code: 'resource_missing',
      })
    const decline = TEST_CARDS[pm]?.decline
    if (decline) throw new FakeStripeError(402, { type: 'card_error', charge: id('ch'), ...decline })
  }

  /** Swaps the item's price: during a trial nothing is charged; otherwise unused time is credited. */
  private swapPrice(sub: Subscription, price: string, invoiceNow: boolean): Json | null {
    const now = this.now()
    const old = sub.price
    sub.price = price
    if (sub.status === 'trialing' || !invoiceNow) return null
    const unused = Math.round((this.prices[old].unitAmount * (sub.periodEnd - now)) / (sub.periodEnd - sub.periodStart))
    const newEnd =
      this.prices[old].interval === this.prices[price].interval
        ? sub.periodEnd
        : addInterval(now, this.prices[price].interval)
    const lines: Line[] = [
      { amount: -unused, start: now, end: sub.periodEnd, price: old, proration: true },
      { amount: this.prices[price].unitAmount, start: now, end: newEnd, price, proration: false },
    ]
    this.charge(sub.defaultPaymentMethod, this.prices[price].unitAmount - unused)
    Object.assign(sub, { periodStart: now, periodEnd: newEnd })
    return this.invoice(sub, 'subscription_update', lines, 0, true, now, now)
  }

  private invoice(
    sub: Subscription,
    reason: string,
    lines: Line[],
    discount: number,
    paid: boolean,
    periodStart: number,
    periodEnd: number,
  ): Json {
    const now = this.now()
    const invoiceId = id('in')
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0)
    const due = Math.max(0, subtotal - discount)
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      currency: 'usd',
      livemode: false,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now,
      period_start: periodStart,
      period_end: periodEnd,
      subtotal,
      total: subtotal - discount,
      amount_due: due,
      amount_paid: paid ? due : 0,
      amount_remaining: paid ? 0 : due,
      attempted: true,
      attempt_count: 1,
      discounts: discount ? sub.discounts : [],
      total_discount_amounts: discount ? [{ amount: discount, discount: sub.discounts[0] }] : [],
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      status_transitions: {
        finalized_at: now,
        paid_at: paid ? now : null,
        marked_uncollectible_at: null,
        voided_at: null,
      },
      lines: list(
        lines.map((l) => ({
          id: id('il'),
          object: 'line_item',
          invoice: invoiceId,
          amount: l.amount,
          subtotal: l.amount,
          currency: 'usd',
          quantity: 1,
          period: { start: l.start, end: l.end },
          discountable: true,
          discounts: [],
          discount_amounts: [],
          livemode: false,
          metadata: {},
          pricing: {
            type: 'price_details',
            price_details: { price: l.price, product: 'prod_chairside' },
            unit_amount_decimal: String(l.amount),
          },
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              subscription: sub.id,
              subscription_item: sub.itemId,
              proration: l.proration,
              proration_details: null,
              invoice_item: null,
            },
          },
        })),
        `/v1/invoices/${invoiceId}/lines`,
      ),
      metadata: {},
    }
    this.invoices.set(invoiceId, invoice)
    sub.latestInvoice = invoiceId
    return invoice
  }

  /**
   * POST /v1/accounts: a connected account as Stripe creates it, before onboarding: nothing
   * enabled, the onboarding requirements currently due (tests read the `controller` it was given).
   */
  createConnectAccount(body: Json): Json {
    const account: Json = {
      id: id('acct'),
      object: 'account',
      type: body.controller ? 'none' : str(body.type),
      country: str(body.country),
      email: str(body.email),
      controller: body.controller ?? null,
      capabilities: Object.fromEntries(Object.keys((body.capabilities as Json) ?? {}).map((c) => [c, 'inactive'])),
      metadata: body.metadata ?? {},
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        currently_due: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
        past_due: [],
        eventually_due: [],
        disabled_reason: 'requirements.past_due',
      },
      created: this.now(),
    }
    this.connectAccounts.set(String(account.id), account)
    return account
  }

  connectAccount(accountId: unknown): Json {
    const account = this.connectAccounts.get(String(accountId))
    if (!account) throw missing('account', accountId, 'account')
    return account
  }

  /** POST /v1/account_links: a one-visit onboarding URL. */
  createAccountLink(body: Json): Json {
    this.connectAccount(body.account)
    if (body.type !== 'account_onboarding' || !str(body.return_url) || !str(body.refresh_url))
      throw new FakeStripeError(400, { type: 'invalid_request_error', message: 'Missing account link parameters' })
    return {
      object: 'account_link',
      created: this.now(),
      expires_at: this.now() + 300,
      url: `https://connect.stripe.com/setup/e/${String(body.account)}/${id('link')}`,
    }
  }

  /**
   * The person finished (or failed) onboarding at Stripe: the account changes and Stripe emits
   * `account.updated` (delivered to the Connect endpoint, with `account` set).
   */
  onboard(accountId: string, outcome: 'enabled' | 'restricted'): Json {
    const account = this.connectAccount(accountId)
    Object.assign(account, {
      details_submitted: true,
      charges_enabled: outcome === 'enabled',
      payouts_enabled: outcome === 'enabled',
      requirements: {
        currently_due: outcome === 'enabled' ? [] : ['individual.id_number'],
        past_due: outcome === 'enabled' ? [] : ['individual.id_number'],
        eventually_due: [],
        disabled_reason: outcome === 'enabled' ? null : 'requirements.past_due',
      },
    })
    const event: Json = {
      id: id('evt'),
      object: 'event',
      type: 'account.updated',
      account: accountId,
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      api_version: this.apiVersion,
      data: { object: structuredClone(account) },
      request: { id: null, idempotency_key: null },
    }
    this.events.push(event)
    return event
  }

  private emit(type: string, object: Json, idempotencyKey: string | null, previous?: Json): void {
    this.events.push({
      id: id('evt'),
      object: 'event',
      type,
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      api_version: this.apiVersion,
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      request: { id: idempotencyKey ? id('req') : null, idempotency_key: idempotencyKey },
    })
  }
}

function discountOf(coupon: Json, amount: number): number {
  if (coupon.percent_off !== null) return Math.round((amount * Number(coupon.percent_off)) / 100)
  return Math.min(amount, Number(coupon.amount_off))
}
