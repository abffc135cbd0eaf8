import { bookingPaymentMessages, type BookingPayment } from '@marketplace/domain/contract/payments.ts'
import type { IntentState, PayoutsProvider } from '../../adapters/payouts/payouts.ts'
import type { Sql, Tx } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { Logger } from '../../lib/logger.ts'
import { completeHold, releaseHold } from '../booking/hold-outcome.ts'
import type { MailContext } from '../mail/mail-links.ts'
import { sweepFees } from './fees.ts'
import { refundsDue, settleRefund } from './settlements.ts'
import {
  closePayment,
  expireHolds,
  insertHoldPayment,
  orphanedIntents,
  paymentByIntent,
  type HoldPaymentRow,
} from './booking-hold.sql.ts'

/** What settling a payment needs: the provider, the mail context (booking emails), a logger. */
export interface HoldContext {
  payouts: PayoutsProvider
  mail?: MailContext
  logger?: Logger
}

/** The money a booking's terms ask for at booking, and the account it goes to. */
export interface HoldRequest {
  appointmentId: number
  provider: 'embedded' | 'stripe'
  accountId: string
  kind: HoldPaymentRow['kind']
  amountCents: number
  clientEmail: string
  /** Fees may follow (late cancellation, no-show): the card is kept for them. */
  feesMayFollow: boolean
}

/**
 * Makes the intent of a held appointment on the stylist's account (after the hold's transaction
 * committed: no database connection waits on Stripe) and records it. If the provider fails, the
 * hold is released at once and the client told nothing was charged (502).
 */
export async function startHoldPayment(sql: Sql, ctx: HoldContext, h: HoldRequest, now: Date): Promise<void> {
  try {
    const intent = await asService(sql, (tx) =>
      ctx.payouts.createIntent(tx, {
        accountId: h.accountId,
        kind: h.kind === 'card_on_file' ? 'setup' : 'payment',
        amountCents: h.kind === 'card_on_file' ? 0 : h.amountCents,
        appointmentId: h.appointmentId,
        clientEmail: h.clientEmail,
        saveCard: h.kind === 'card_on_file' || h.feesMayFollow,
      }),
    )
    await asService(sql, (tx) =>
      insertHoldPayment(tx, {
        appointmentId: h.appointmentId,
        provider: h.provider,
        accountId: h.accountId,
        intentId: intent.intentId,
        kind: h.kind,
        amountCents: h.kind === 'card_on_file' ? 0 : h.amountCents,
        clientSecret: intent.clientSecret,
        customerId: intent.customerId,
      }),
    )
  } catch (error) {
    ctx.logger?.error('Booking payment could not be started', { appointmentId: h.appointmentId, error: String(error) })
    await asService(sql, (tx) => releaseHold(tx, h.appointmentId, now))
    throw new HttpError(502, bookingPaymentMessages.providerDown)
  }
}

type Outcome = 'waiting' | 'booked' | 'refund' | 'closed' | 'settled'

/** One settlement's decision, under the payment's and the appointment's row locks. */
async function applyIntentState(
  tx: Tx,
  ctx: HoldContext,
  intentId: string,
  state: IntentState,
  now: Date,
): Promise<Outcome> {
  const p = await paymentByIntent(tx, intentId, true)
  if (!p || p.status !== 'open') return 'settled'
  const holding = p.appointment_status === 'held' && p.hold_expires_at !== null && p.hold_expires_at > now
  if (state.status === 'succeeded') {
    if (holding) {
      await closePayment(tx, p.id, 'succeeded', {
        paymentMethodId: state.paymentMethodId,
        stripeFeeCents: state.feeCents,
      })
      await completeHold(tx, p.appointment_id, now, ctx.mail)
      return 'booked'
    }
    // Money without a booking: the hold lapsed (or was released) first.
    await releaseHold(tx, p.appointment_id, now)
    if (p.kind === 'card_on_file') {
      await closePayment(tx, p.id, 'cancelled', { failureMessage: bookingPaymentMessages.holdLapsed })
      return 'closed'
    }
    return 'refund'
  }
  if (state.status === 'failed' || state.status === 'canceled') {
    await releaseHold(tx, p.appointment_id, now)
    await closePayment(tx, p.id, state.status === 'failed' ? 'failed' : 'cancelled', {
      failureMessage: state.failureMessage ?? (state.status === 'canceled' ? bookingPaymentMessages.holdLapsed : null),
    })
    return 'closed'
  }
  return 'waiting'
}

/**
 * Settles a booking's payment from the provider's current state of its intent: the webhook, the
 * client's confirm call, the embedded twin and the sweep all come here, in any order and any
 * number of times. The state is read again from the provider (an event is only a hint), and the
 * decision is taken once, under row locks, while the payment is open: success while the hold
 * stands makes the booking; failure releases the slot; a success after the hold lapsed is
 * refunded in full at once (the refund's idempotency key is the intent's, so two settlements that
 * both get there refund once). An intent still waiting while its hold lapsed is cancelled.
 */
export async function settleIntent(sql: Sql, ctx: HoldContext, intentId: string, now: Date): Promise<void> {
  const p = await asService(sql, (tx) => paymentByIntent(tx, intentId))
  if (!p || p.status !== 'open') return
  let state = await asService(sql, (tx) => ctx.payouts.retrieveIntent(tx, p.account_id, intentId))
  const waiting = state.status === 'open' || state.status === 'requires_action'
  const holding = p.appointment_status === 'held' && p.hold_expires_at !== null && p.hold_expires_at > now
  if (waiting && holding) return
  if (waiting) state = await asService(sql, (tx) => ctx.payouts.cancelIntent(tx, p.account_id, intentId))
  const outcome = await asService(sql, (tx) => applyIntentState(tx, ctx, intentId, state, now))
  if (outcome === 'refund') {
    await asService(sql, (tx) =>
      ctx.payouts.refund(tx, p.account_id, intentId, p.amount_cents, `hold-refund-${intentId}`),
    )
    await asService(sql, (tx) =>
      closePayment(tx, p.id, 'refunded', {
        refundedCents: p.amount_cents,
        failureMessage: bookingPaymentMessages.holdLapsed,
        stripeFeeCents: state.feeCents,
      }),
    )
  }
  // A declined attempt's intent is cancelled too: the booking is gone, nothing may confirm it later.
  if (state.status === 'failed') {
    await asService(sql, (tx) => ctx.payouts.cancelIntent(tx, p.account_id, intentId)).catch((error: unknown) =>
      ctx.logger?.warn('Declined intent not cancelled', { intentId, error: String(error) }),
    )
  }
}

/** Frees the slots of lapsed holds (database only: what a booking does before its own insert). */
export function expireStylistHolds(tx: Tx, now: Date, stylistId: number): Promise<number[]> {
  return expireHolds(tx, now, stylistId)
}

/**
 * The sweep: every lapsed hold is released, and every open intent whose booking no longer waits
 * for it is settled (cancelled, or refunded if it succeeded meanwhile). Answers how many intents
 * it settled.
 */
export async function sweepHolds(sql: Sql, ctx: HoldContext, now: Date, batch = 50): Promise<number> {
  await asService(sql, (tx) => expireHolds(tx, now, null))
  const intents = await asService(sql, (tx) => orphanedIntents(tx, batch))
  for (const intentId of intents) {
    try {
      await settleIntent(sql, ctx, intentId, now)
    } catch (error) {
      ctx.logger?.error('Held payment not settled', { intentId, error: String(error) })
    }
  }
  // Refunds an ended booking still owes (one that failed at Stripe is tried again here).
  const owing = await refundsDue(sql, batch)
  for (const appointmentId of owing) {
    try {
      await settleRefund(sql, ctx, appointmentId)
    } catch (error) {
      ctx.logger?.error('Refund not made', { appointmentId, error: String(error) })
    }
  }
  // Fees whose charge was cut short, and waived charges not yet given back (fees.ts).
  const fees = await sweepFees(sql, ctx, batch)
  return intents.length + owing.length + fees
}

/** The payment as its client or stylist sees it (the client secret to the client only, while open). */
export function paymentView(p: HoldPaymentRow, forClient: boolean): BookingPayment {
  return {
    appointmentId: p.appointment_id,
    provider: p.provider,
    accountId: p.account_id,
    kind: p.kind,
    intentType: p.kind === 'card_on_file' ? 'setup' : 'payment',
    amountCents: p.amount_cents,
    refundedCents: p.refunded_cents,
    status: p.status,
    clientSecret: forClient && p.status === 'open' ? p.client_secret : null,
    holdExpiresAt: p.appointment_status === 'held' ? (p.hold_expires_at?.toISOString() ?? null) : null,
    failureMessage: p.failure_message,
    appointmentStatus: p.appointment_status,
  }
}
