import { createHash } from 'node:crypto'
import { stripeFeeCents } from './stripe-rate.ts'
import type { Fragment, Tx } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { checkCard } from '../billing/embedded-cards.ts'
import type { EmbeddedDispute } from '@marketplace/domain/contract/payments.ts'
import type { DisputeObject } from '../../features/payments/disputes.ts'
import type { BookingPayments, IntentState, IntentStatus } from './payouts.ts'

/** Stripe's test card that asks for 3-D Secure on every payment and setup. */
export const AUTHENTICATION_CARD = '4000002760003184'

interface Row {
  intent_id: string
  kind: 'payment' | 'setup'
  amount_cents: number
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled'
  last_error: string | null
  card_last4: string | null
}

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')

function stateOf(row: Row): IntentState {
  let status: IntentStatus
  if (row.status === 'requires_payment_method') status = row.last_error ? 'failed' : 'open'
  else if (row.status === 'canceled') status = 'canceled'
  else status = row.status
  return {
    intentId: row.intent_id,
    status,
    amountCents: row.amount_cents,
    paymentMethodId: row.card_last4 ? `pm_local_${row.intent_id.slice(-12)}` : null,
    failureMessage: row.last_error,
    // The twin's fee is Stripe's published US card rate, as its balance transaction would say.
    feeCents: status === 'succeeded' && row.kind === 'payment' ? stripeFeeCents(row.amount_cents) : null,
  }
}

const columns = (tx: Tx) => tx`intent_id, kind, amount_cents, status, last_error, card_last4`

async function intentRow(tx: Tx, where: Fragment, forUpdate = false): Promise<Row> {
  const [row] = await tx<Row[]>`
    select ${columns(tx)} from public.embedded_payment_intents where ${where} ${forUpdate ? tx`for update` : tx``}`
  if (!row) throw notFound('No such payment')
  return row
}

export interface EmbeddedCard {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
}

/**
 * The embedded twin of Stripe's PaymentIntents and SetupIntents on a connected account (embedded
 * mode only), in public.embedded_payment_intents. The local card form confirms one with Stripe's
 * test cards: 4242 succeeds, 3184 asks for 3-D Secure (the form's authentication step answers),
 * 0002 is declined, 0341 is saved but its charges are declined. No money moves.
 */
export function createEmbeddedIntents(): BookingPayments & {
  dispute(
    tx: Tx,
    accountId: string,
    intentId: string,
    action: EmbeddedDispute['action'],
    reason: EmbeddedDispute['reason'],
    now: Date,
  ): Promise<{ type: string; dispute: DisputeObject }>
  confirm(tx: Tx, clientSecret: string, card: EmbeddedCard, now: Date): Promise<IntentState>
  authenticate(tx: Tx, clientSecret: string, approve: boolean): Promise<IntentState>
} {
  return {
    async createIntent(tx, input) {
      const prefix = input.kind === 'setup' ? 'seti' : 'pi'
      const id = `${prefix}_local_${randomHex(12)}`
      await tx`
        insert into public.embedded_payment_intents (intent_id, account_id, kind, amount_cents, client_secret)
        values (${id}, ${input.accountId}, ${input.kind}, ${input.kind === 'setup' ? 0 : input.amountCents},
          ${`${id}_secret_${randomHex(12)}`})`
      const [row] = await tx<{ client_secret: string }[]>`
        select client_secret from public.embedded_payment_intents where intent_id = ${id}`
      return {
        intentId: id,
        clientSecret: row.client_secret,
        customerId: input.saveCard ? `cus_local_${randomHex(8)}` : null,
      }
    },
    async retrieveIntent(tx, accountId, intentId) {
      return stateOf(await intentRow(tx, tx`intent_id = ${intentId} and account_id = ${accountId}`))
    },
    async cancelIntent(tx, accountId, intentId) {
      const row = await intentRow(tx, tx`intent_id = ${intentId} and account_id = ${accountId}`, true)
      if (row.status === 'succeeded' || row.status === 'canceled') return stateOf(row)
      const [done] = await tx<Row[]>`
        update public.embedded_payment_intents set status = 'canceled' where intent_id = ${intentId}
        returning ${columns(tx)}`
      return stateOf(done)
    },
    async refund(tx, accountId, intentId, amountCents) {
      // The key is Stripe's; here the refunded total only grows up to what was charged.
      const row = await intentRow(tx, tx`intent_id = ${intentId} and account_id = ${accountId}`, true)
      if (row.status !== 'succeeded' || row.kind !== 'payment')
        throw new HttpError(400, 'Only a succeeded payment can be refunded')
      await tx`
        update public.embedded_payment_intents set refunded_cents = least(amount_cents, refunded_cents + ${amountCents})
         where intent_id = ${intentId}`
    },
    async chargeOffSession(tx, input) {
      // The saved card is the one confirmed on the booking's intent (its payment method id names it).
      const suffix = input.paymentMethodId.replace(/^pm_local_/, '')
      const [source] = await tx<
        { card_last4: string; card_brand: string | null; charges_decline: boolean; auth: boolean }[]
      >`
        select card_last4, card_brand, charges_decline, card_requires_authentication as auth
          from public.embedded_payment_intents
         where account_id = ${input.accountId} and right(intent_id, 12) = ${suffix} and card_last4 is not null
           and status = 'succeeded'`
      if (!source) throw new HttpError(400, 'No such payment method on this account')
      // One intent per idempotency key, as Stripe answers a retried request.
      const id = `pi_local_${createHash('sha256').update(`${input.accountId}:${input.key}`).digest('hex').slice(0, 24)}`
      const status = source.charges_decline ? 'requires_payment_method' : source.auth ? 'requires_action' : 'succeeded'
      await tx`
        insert into public.embedded_payment_intents (intent_id, account_id, kind, amount_cents, client_secret, status,
          last_error, card_last4, card_brand, charges_decline, card_requires_authentication, off_session)
        values (${id}, ${input.accountId}, 'payment', ${input.amountCents}, ${`${id}_secret_${randomHex(12)}`},
          ${status}, ${source.charges_decline ? 'Your card was declined.' : null}, ${source.card_last4},
          ${source.card_brand}, ${source.charges_decline}, ${source.auth}, true)
        on conflict (intent_id) do nothing`
      const [row] = await tx<(Row & { client_secret: string })[]>`
        select ${columns(tx)}, client_secret from public.embedded_payment_intents where intent_id = ${id}`
      const state = stateOf(row)
      return {
        intentId: id,
        clientSecret: row.client_secret,
        status:
          state.status === 'succeeded'
            ? 'succeeded'
            : state.status === 'requires_action'
              ? 'requires_action'
              : 'failed',
        failureMessage: state.failureMessage,
        feeCents: state.feeCents,
      }
    },
    async dispute(tx, accountId, intentId, action, reason, now) {
      // A charge has one dispute at most; it opens (needs_response), goes under review, and closes
      // won or lost, as Stripe's does. Evidence is due 7 days after it opened (Stripe's varies by network).
      const [row] = await tx<
        {
          amount_cents: number
          refunded_cents: number
          status: string
          kind: string
          dispute_id: string | null
          dispute_status: string | null
          dispute_reason: string | null
          dispute_created_at: Date | null
        }[]
      >`
        select amount_cents, refunded_cents, status, kind, dispute_id, dispute_status, dispute_reason, dispute_created_at
          from public.embedded_payment_intents where intent_id = ${intentId} and account_id = ${accountId} for update`
      if (!row || row.kind !== 'payment' || row.status !== 'succeeded')
        throw new HttpError(409, 'Only a payment that was charged can be disputed')
      const from: Record<EmbeddedDispute['action'], (string | null)[]> = {
        open: [null],
        review: ['needs_response'],
        won: ['needs_response', 'under_review'],
        lost: ['needs_response', 'under_review'],
      }
      if (!from[action].includes(row.dispute_status))
        throw new HttpError(
          409,
          row.dispute_status ? `The dispute is ${row.dispute_status.replace('_', ' ')}` : 'The payment is not disputed',
        )
      const status = action === 'open' ? 'needs_response' : action === 'review' ? 'under_review' : action
      const [done] = await tx<{ dispute_id: string; dispute_reason: string; dispute_created_at: Date }[]>`
        update public.embedded_payment_intents
           set dispute_id = coalesce(dispute_id, ${`dp_local_${randomHex(12)}`}), dispute_status = ${status},
               dispute_reason = coalesce(dispute_reason, ${reason ?? 'general'}),
               dispute_created_at = coalesce(dispute_created_at, ${now})
         where intent_id = ${intentId}
        returning dispute_id, dispute_reason, dispute_created_at`
      const created = Math.floor(new Date(done.dispute_created_at).getTime() / 1000)
      return {
        type:
          action === 'open'
            ? 'charge.dispute.created'
            : action === 'review'
              ? 'charge.dispute.updated'
              : 'charge.dispute.closed',
        dispute: {
          id: done.dispute_id,
          amount: row.amount_cents - row.refunded_cents,
          currency: 'usd',
          reason: done.dispute_reason,
          status,
          charge: `ch_local_${intentId.slice(-24)}`,
          payment_intent: intentId,
          created,
          evidence_details: { due_by: created + 7 * 24 * 3600 },
        },
      }
    },
    async confirm(tx, clientSecret, card, now) {
      const row = await intentRow(tx, tx`client_secret = ${clientSecret}`, true)
      if (row.status !== 'requires_payment_method') return stateOf(row)
      const check = checkCard(card.cardNumber, card.expMonth, card.expYear, card.cvc, now)
      const digits = card.cardNumber.replace(/\s+/g, '')
      const status = !check.ok
        ? 'requires_payment_method'
        : digits === AUTHENTICATION_CARD
          ? 'requires_action'
          : row.kind === 'payment' && check.chargeOutcome === 'card_declined'
            ? 'requires_payment_method'
            : 'succeeded'
      const error = !check.ok ? check.message : status === 'requires_payment_method' ? 'Your card was declined.' : null
      const [done] = await tx<Row[]>`
        update public.embedded_payment_intents
           set status = ${status}, last_error = ${error}, card_last4 = ${check.ok ? check.last4 : null},
               card_brand = ${check.ok ? check.brand : null}, charges_decline = ${check.ok && check.chargeOutcome === 'card_declined'},
               card_requires_authentication = ${check.ok && digits === AUTHENTICATION_CARD}
         where intent_id = ${row.intent_id}
        returning ${columns(tx)}`
      return stateOf(done)
    },
    async authenticate(tx, clientSecret, approve) {
      const row = await intentRow(tx, tx`client_secret = ${clientSecret}`, true)
      if (row.status !== 'requires_action') return stateOf(row)
      const [done] = await tx<Row[]>`
        update public.embedded_payment_intents
           set status = ${approve ? 'succeeded' : 'requires_payment_method'},
               last_error = ${approve ? null : 'We are unable to authenticate your payment method. Please choose a different payment method and try again.'}
         where intent_id = ${row.intent_id}
        returning ${columns(tx)}`
      return stateOf(done)
    },
  }
}

export type EmbeddedIntents = ReturnType<typeof createEmbeddedIntents>
