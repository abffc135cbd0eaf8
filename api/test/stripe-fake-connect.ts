import { randomBytes } from 'node:crypto'
import { FakeStripeError, type Json } from './stripe-fake-account.ts'

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const invalid = (message: string, extra: Json = {}) =>
  new FakeStripeError(400, { type: 'invalid_request_error', message, ...extra })

/** Test payment methods a browser would confirm with (https://docs.stripe.com/testing). */
export type FakeTestCard =
  | 'pm_card_visa'
  | 'pm_card_chargeDeclined'
  | 'pm_card_authenticationRequired'
  /** 4000 0000 0000 0341: attaching (a SetupIntent) succeeds, every charge is declined. */
  | 'pm_card_chargeCustomerFail'

interface Intent extends Json {
  id: string
  object: 'payment_intent' | 'setup_intent'
  status: string
  amount?: number
  amount_received?: number
}

/**
 * Stripe's PaymentIntents, SetupIntents, Customers and Refunds on connected accounts (direct
 * charges: every request carries `Stripe-Account`), kept apart per account as Stripe does: an
 * intent asked for under another account is "No such payment_intent". A test confirms an intent
 * as the browser would (confirm, authenticate), then delivers the webhook it chooses.
 */
export class FakeConnectPayments {
  readonly intents = new Map<string, Intent>()
  readonly refunds: Json[] = []
  readonly customers = new Map<string, Json>()
  /** The test card behind each payment method a browser confirmed with (for later off-session charges). */
  readonly cards = new Map<string, FakeTestCard>()
  /** Each successful PaymentIntent's charge, with its balance transaction (Stripe's fee in `fee`). */
  readonly charges = new Map<string, Json>()
  /**
   * Stripe's processing fee on a charge of `amount` cents. Not the US card rate the twin and the
   * estimate use (2.9% + 30¢): an international card's 4.4% + 30¢, so a test tells a fee read
   * from Stripe from one computed.
   */
  feeOf = (amount: number) => Math.round(amount * 0.044) + 30

  constructor(private readonly now: () => number) {}

  private key = (account: string, objectId: string) => `${account}:${objectId}`

  createCustomer(account: string, body: Json): Json {
    const customer = { id: id('cus'), object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {} }
    this.customers.set(this.key(account, customer.id), customer)
    return customer
  }

  createPaymentIntent(account: string, body: Json): Json {
    const amount = Number(body.amount)
    if (!Number.isInteger(amount) || amount < 50)
      throw invalid('Amount must be at least $0.50 usd', { param: 'amount' })
    if (body.confirm === 'true') return this.chargeOffSession(account, body, amount)
    return this.store(account, {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(body.currency),
      customer: body.customer ?? null,
      setup_future_usage: body.setup_future_usage ?? null,
      application_fee_amount: body.application_fee_amount ? Number(body.application_fee_amount) : null,
      metadata: body.metadata ?? {},
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: null,
    })
  }

  /**
   * A PaymentIntent created with `confirm` and `off_session` on a saved card (a fee): the card's
   * behaviour decides, as Stripe's test cards do. A card that asks for 3-D Secure fails with
   * authentication_required (the client confirms later with the client secret); a declining card
   * with card_declined. Both are 402 card errors carrying the intent.
   */
  private chargeOffSession(account: string, body: Json, amount: number): Json {
    const card = this.cards.get(String(body.payment_method))
    if (!card) throw invalid(`No such PaymentMethod: '${String(body.payment_method)}'`, { code: 'resource_missing' })
    if (body.off_session !== 'true') throw invalid('This test fake charges saved cards off-session only')
    const intent = this.store(account, {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(body.currency),
      customer: body.customer ?? null,
      metadata: body.metadata ?? {},
      status: 'requires_payment_method',
      payment_method: String(body.payment_method),
      last_payment_error: null,
    })
    if (card === 'pm_card_visa') {
      this.succeed(intent)
      return intent
    }
    const error =
      card === 'pm_card_authenticationRequired'
        ? {
            code: 'authentication_required',
            message:
              'This payment required an authentication action to complete, but `error_on_requires_action` was set...',
          }
        : { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
    intent.last_payment_error = { type: 'card_error', ...error }
    throw new FakeStripeError(402, { type: 'card_error', ...error, payment_intent: structuredClone(intent) })
  }

  createSetupIntent(account: string, body: Json): Json {
    return this.store(account, {
      id: id('seti'),
      object: 'setup_intent',
      customer: body.customer ?? null,
      usage: body.usage ?? 'off_session',
      metadata: body.metadata ?? {},
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: null,
    })
  }

  private store(account: string, intent: Intent): Intent {
    const full = {
      ...intent,
      client_secret: `${intent.id}_secret_${randomBytes(12).toString('hex')}`,
      created: this.now(),
      livemode: false,
    }
    this.intents.set(this.key(account, full.id), full)
    return full
  }

  intent(account: string, intentId: string): Intent {
    const found = this.intents.get(this.key(account, intentId))
    if (!found)
      throw invalid(`No such ${intentId.startsWith('seti_') ? 'setupintent' : 'payment_intent'}: '${intentId}'`, {
        code: 'resource_missing',
      })
    return found
  }

  cancel(account: string, intentId: string): Json {
    const intent = this.intent(account, intentId)
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      throw invalid(`You cannot cancel this ${intent.object} because it has a status of ${intent.status}.`, {
        code: 'payment_intent_unexpected_state',
      })
    intent.status = 'canceled'
    return intent
  }

  refund(account: string, body: Json): Json {
    const intent = this.intent(account, String(body.payment_intent))
    if (intent.object !== 'payment_intent' || intent.status !== 'succeeded')
      throw invalid('This PaymentIntent does not have a successful charge to refund.', {
        code: 'charge_not_refundable',
      })
    const refunded = this.refunds
      .filter((r) => r.payment_intent === intent.id)
      .reduce((n, r) => n + Number(r.amount), 0)
    const amount = body.amount === undefined ? intent.amount! - refunded : Number(body.amount)
    if (amount + refunded > intent.amount!)
      throw invalid(`Refund amount ($${amount / 100}) is greater than unrefunded amount on charge.`, {
        param: 'amount',
      })
    const refund = { id: id('re'), object: 'refund', amount, payment_intent: intent.id, account, status: 'succeeded' }
    this.refunds.push(refund)
    return refund
  }

  /** The browser's confirmation with a test card (Stripe.js confirmPayment / confirmSetup). */
  confirm(account: string, intentId: string, card: FakeTestCard): Intent {
    const intent = this.intent(account, intentId)
    const error = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
    const errorField = intent.object === 'payment_intent' ? 'last_payment_error' : 'last_setup_error'
    intent.payment_method = id('pm')
    this.cards.set(String(intent.payment_method), card)
    if (
      card === 'pm_card_chargeDeclined' ||
      (card === 'pm_card_chargeCustomerFail' && intent.object === 'payment_intent')
    ) {
      intent.status = 'requires_payment_method'
      intent[errorField] = error
    } else if (card === 'pm_card_authenticationRequired') {
      intent.status = 'requires_action'
    } else this.succeed(intent)
    return intent
  }

  /** The 3-D Secure page's answer. */
  authenticate(account: string, intentId: string, approve: boolean): Intent {
    const intent = this.intent(account, intentId)
    const errorField = intent.object === 'payment_intent' ? 'last_payment_error' : 'last_setup_error'
    if (approve) this.succeed(intent)
    else {
      intent.status = 'requires_payment_method'
      intent[errorField] = { code: 'payment_intent_authentication_failure', message: 'Authentication failed.' }
    }
    return intent
  }

  private succeed(intent: Intent) {
    intent.status = 'succeeded'
    if (intent.object !== 'payment_intent') return
    intent.amount_received = intent.amount
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      payment_intent: intent.id,
      balance_transaction: {
        id: id('txn'),
        object: 'balance_transaction',
        amount: intent.amount,
        fee: this.feeOf(intent.amount!),
        net: intent.amount! - this.feeOf(intent.amount!),
      },
    }
    this.charges.set(charge.id, charge)
    intent.latest_charge = charge.id
  }

  /**
   * An object with `expand` applied as Stripe does on connected accounts: `latest_charge` becomes
   * the charge (its balance transaction an id), `latest_charge.balance_transaction` the charge with
   * its balance transaction.
   */
  expand(object: Json, paths: unknown): Json {
    const out = structuredClone(object)
    const wanted = Array.isArray(paths) ? paths.map(String) : []
    const chargeId = out.latest_charge
    if (typeof chargeId !== 'string') return out
    const charge = structuredClone(this.charges.get(chargeId))
    if (!charge) return out
    if (wanted.includes('latest_charge.balance_transaction')) out.latest_charge = charge
    else if (wanted.includes('latest_charge'))
      out.latest_charge = { ...charge, balance_transaction: (charge.balance_transaction as Json).id }
    return out
  }

  /** Money taken from the client on this account, minus refunds, in cents. */
  netTaken(account?: string): number {
    let total = 0
    for (const [key, intent] of this.intents)
      if ((!account || key.startsWith(`${account}:`)) && intent.object === 'payment_intent')
        total += intent.amount_received ?? 0
    for (const r of this.refunds) if (!account || r.account === account) total -= Number(r.amount)
    return total
  }
}

type ConnectHandler = (c: FakeConnectPayments, account: string, match: RegExpMatchArray, params: Json) => Json
/** The routes answered for a request with `Stripe-Account`. */
export const CONNECT_ROUTES: [string, RegExp, ConnectHandler][] = [
  ['POST', /^\/v1\/customers$/, (c, a, _m, p) => c.createCustomer(a, p)],
  ['POST', /^\/v1\/payment_intents$/, (c, a, _m, p) => c.createPaymentIntent(a, p)],
  ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (c, a, m) => c.intent(a, m[1])],
  ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (c, a, m) => c.cancel(a, m[1])],
  ['POST', /^\/v1\/setup_intents$/, (c, a, _m, p) => c.createSetupIntent(a, p)],
  ['GET', /^\/v1\/setup_intents\/([^/]+)$/, (c, a, m) => c.intent(a, m[1])],
  ['POST', /^\/v1\/setup_intents\/([^/]+)\/cancel$/, (c, a, m) => c.cancel(a, m[1])],
  ['POST', /^\/v1\/refunds$/, (c, a, _m, p) => c.refund(a, p)],
]
