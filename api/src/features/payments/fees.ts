import { settleClientCancellation, settleNoShow } from '@marketplace/domain/payments/policy-rules.ts'
import type { AgreedTerms, AppointmentFee } from '@marketplace/domain/contract/payments.ts'
import { feeMessages } from '@marketplace/domain/contract/payments.ts'
import type { Sql, Tx } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { asServiceWithin } from '../mail/outbox.sql.ts'
import type { HoldContext } from './booking-hold.ts'
import { feeConfirmUrl, queueMoneyMail } from './money-mail.ts'
import { settleRefund } from './settlements.ts'

/** A stylist may waive a fee this long after it was decided (Square's 14 days, issue 37). */
export const WAIVE_DAYS = 14
const DAY_MS = 86_400_000

export interface FeeRow {
  id: number
  appointment_id: number
  kind: 'late_cancel' | 'no_show'
  amount_cents: number
  kept_cents: number
  charge_cents: number
  captured_cents: number
  refunded_cents: number
  state: 'pending' | 'kept_from_deposit' | 'charged' | 'requires_action' | 'failed' | 'waived'
  provider: 'embedded' | 'stripe' | null
  account_id: string | null
  intent_id: string | null
  client_secret: string | null
  payment_method_id: string | null
  failure_message: string | null
  decided_at: Date
  waived_at: Date | null
}

const feeColumns = (tx: Tx) => tx`
  f.id::int as id, f.appointment_id::int as appointment_id, f.kind, f.amount_cents, f.kept_cents, f.charge_cents,
  f.captured_cents, f.refunded_cents, f.state, f.provider, f.account_id, f.intent_id, f.client_secret,
  f.payment_method_id, f.failure_message, f.decided_at, f.waived_at`

/** The fee of an appointment (service role), locked when `forUpdate`. */
export async function feeOfAppointment(tx: Tx, appointmentId: number, forUpdate = false): Promise<FeeRow | null> {
  const [row] = await tx<FeeRow[]>`
    select ${feeColumns(tx)} from public.appointment_fees f where f.appointment_id = ${appointmentId}
      ${forUpdate ? tx`for update` : tx``}`
  return row ?? null
}

async function feeByIntent(tx: Tx, intentId: string, forUpdate = false): Promise<FeeRow | null> {
  const [row] = await tx<FeeRow[]>`
    select ${feeColumns(tx)} from public.appointment_fees f where f.intent_id = ${intentId}
      ${forUpdate ? tx`for update` : tx``}`
  return row ?? null
}

interface TermsRow {
  requirement: AgreedTerms['requirement']
  price_cents: number
  due_at_booking_cents: number
  late_cancel_fee_cents: number
  no_show_fee_cents: number
  cancellation_window_hours: number
  time_zone: string
  scope: AgreedTerms['scope']
}

/** The terms an appointment was booked on, in the contract's shape (service role), or null. */
export async function storedTerms(tx: Tx, appointmentId: number): Promise<AgreedTerms | null> {
  const [t] = await tx<TermsRow[]>`
    select requirement, price_cents, due_at_booking_cents, late_cancel_fee_cents, no_show_fee_cents,
           cancellation_window_hours, time_zone, scope
      from public.appointment_payment_terms where appointment_id = ${appointmentId}`
  if (!t) return null
  return {
    requirement: t.requirement,
    priceCents: t.price_cents,
    dueAtBookingCents: t.due_at_booking_cents,
    lateCancellationFeeCents: t.late_cancel_fee_cents,
    noShowFeeCents: t.no_show_fee_cents,
    cancellationWindowHours: t.cancellation_window_hours,
    timeZone: t.time_zone,
    scope: t.scope,
  }
}

interface BookingMoney {
  provider: 'embedded' | 'stripe'
  account_id: string
  kind: 'card_on_file' | 'deposit' | 'prepayment'
  amount_cents: number
  refunded_cents: number
  customer_id: string | null
  payment_method_id: string | null
}

/** What the booking payment left: money paid and not refunded, and the saved card (if any). */
async function bookingMoney(tx: Tx, appointmentId: number): Promise<BookingMoney | null> {
  const [row] = await tx<BookingMoney[]>`
    select provider, account_id, kind, amount_cents, refunded_cents, customer_id, payment_method_id
      from public.appointment_payments
     where appointment_id = ${appointmentId} and status in ('succeeded', 'refunded')
     order by id limit 1`
  return row ?? null
}

const alreadyDecided = () => new HttpError(409, feeMessages.alreadyDecided)

/**
 * Decides an appointment's fee once, in the transaction that ends the appointment (its row is
 * locked by the change): the amount from the stored terms, kept out of what was paid at booking
 * (policy-rules.ts, settleFee) and any rest to be charged off-session to the saved card. Run as
 * the caller; the row is written as the service role. A second decision is a 409 (the unique
 * key). Nothing when the terms have no such fee.
 */
export async function decideFee(
  tx: Tx,
  appointmentId: number,
  kind: 'late_cancel' | 'no_show',
  waive: boolean,
  now: Date,
): Promise<FeeRow | null> {
  return asServiceWithin(tx, async () => {
    const terms = await storedTerms(tx, appointmentId)
    if (!terms) return null
    const feeCents = kind === 'late_cancel' ? terms.lateCancellationFeeCents : terms.noShowFeeCents
    if (feeCents === 0) return null
    const money = await bookingMoney(tx, appointmentId)
    const paid = money && money.kind !== 'card_on_file' ? money.amount_cents - money.refunded_cents : 0
    const split =
      kind === 'late_cancel' ? settleClientCancellation(terms, paid, true) : settleNoShow(terms, paid, waive)
    const card = money?.payment_method_id ?? null
    const state: FeeRow['state'] = waive
      ? 'waived'
      : split.chargeCents === 0
        ? 'kept_from_deposit'
        : card
          ? 'pending'
          : 'failed'
    const rows = await tx<FeeRow[]>`
      insert into public.appointment_fees as f (appointment_id, kind, amount_cents, kept_cents, charge_cents, state,
        provider, account_id, payment_method_id, failure_message, decided_at, waived_at)
      values (${appointmentId}, ${kind}, ${feeCents}, ${waive ? 0 : split.keptCents}, ${waive ? 0 : split.chargeCents},
        ${state}, ${money?.provider ?? null}, ${money?.account_id ?? null}, ${card},
        ${state === 'failed' ? feeMessages.noCard : null}, ${now}, ${waive ? now : null})
      on conflict (appointment_id) do nothing
      returning ${feeColumns(tx)}`
    if (rows.length === 0) throw alreadyDecided()
    return rows[0]
  })
}

/**
 * Charges a pending fee off-session (after the deciding transaction committed: no connection
 * waits on Stripe), with the idempotency key `fee-<id>` so a retry (the sweep) never charges
 * twice, then records the outcome while the fee is still pending (a webhook that got there first
 * wins; the outcome is the same intent's). Succeeded: a receipt; authentication required: the
 * client is mailed the link to confirm; declined: recorded and never retried.
 */
export async function chargeFee(sql: Sql, ctx: HoldContext, appointmentId: number): Promise<void> {
  const fee = await asService(sql, (tx) => feeOfAppointment(tx, appointmentId))
  if (!fee || fee.state !== 'pending' || !fee.account_id || !fee.payment_method_id) return
  const customer = await asService(
    sql,
    (tx) => tx<{ customer_id: string | null }[]>`
      select customer_id from public.appointment_payments
       where appointment_id = ${appointmentId} and payment_method_id = ${fee.payment_method_id}
       order by id limit 1`,
  )
  const result = await asService(sql, (tx) =>
    ctx.payouts.chargeOffSession(tx, {
      accountId: fee.account_id!,
      customerId: customer[0]?.customer_id ?? null,
      paymentMethodId: fee.payment_method_id!,
      amountCents: fee.charge_cents,
      appointmentId,
      key: `fee-${fee.id}`,
    }),
  )
  await asService(sql, async (tx) => {
    const locked = await feeOfAppointment(tx, appointmentId, true)
    if (!locked || locked.state !== 'pending') return
    await tx`
      update public.appointment_fees set intent_id = ${result.intentId}, client_secret = ${result.clientSecret}
       where id = ${locked.id}`
    await applyFeeOutcome(
      tx,
      ctx,
      { ...locked, intent_id: result.intentId },
      result.status,
      result.failureMessage,
      result.feeCents,
    )
  })
}

/** A fee's state after its intent moved (under the fee's row lock): once per step, mails included. */
async function applyFeeOutcome(
  tx: Tx,
  ctx: HoldContext,
  fee: FeeRow,
  status: 'succeeded' | 'requires_action' | 'failed' | 'open' | 'canceled',
  failureMessage: string | null,
  stripeFeeCents: number | null,
): Promise<void> {
  if (fee.state !== 'pending' && fee.state !== 'requires_action') return
  if (status === 'succeeded') {
    await tx`
      update public.appointment_fees set state = 'charged', captured_cents = charge_cents, failure_message = null,
             stripe_fee_cents = ${stripeFeeCents}
       where id = ${fee.id}`
    await queueMoneyMail(
      tx,
      ctx.mail,
      fee.appointment_id,
      { kind: 'charge', amountCents: fee.charge_cents, feeKind: fee.kind },
      `receipt:${fee.intent_id}:charge`,
    )
    return
  }
  if (fee.state === 'pending' && status === 'requires_action') {
    await tx`update public.appointment_fees set state = 'requires_action' where id = ${fee.id}`
    if (ctx.mail)
      await queueMoneyMail(
        tx,
        ctx.mail,
        fee.appointment_id,
        {
          kind: 'fee-action',
          amountCents: fee.charge_cents,
          feeKind: fee.kind,
          confirmUrl: feeConfirmUrl(ctx.mail, fee.appointment_id),
        },
        `receipt:${fee.intent_id}:action`,
      )
    return
  }
  if (fee.state === 'pending' && status === 'failed') {
    // A decline is recorded and shown; it is never tried again (the card's bank said no).
    await tx`
      update public.appointment_fees set state = 'failed', failure_message = ${failureMessage ?? feeMessages.declined}
       where id = ${fee.id}`
    return
  }
  // Waiting for the client (their attempt failed, or nothing yet): the message is shown on the page.
  if (fee.state === 'requires_action' && status === 'failed' && failureMessage)
    await tx`update public.appointment_fees set failure_message = ${failureMessage} where id = ${fee.id}`
}

/**
 * Settles a fee from its intent as the provider has it now: the webhook
 * (payment_intent.succeeded / payment_failed), the client's confirm call after authenticating,
 * the embedded twin's own event. Any order, any number of times: the state only moves forward
 * under the row lock. Answers whether the intent is a fee's.
 */
export async function settleFeeIntent(sql: Sql, ctx: HoldContext, intentId: string): Promise<boolean> {
  const fee = await asService(sql, (tx) => feeByIntent(tx, intentId))
  if (!fee) return false
  if ((fee.state !== 'pending' && fee.state !== 'requires_action') || !fee.account_id) return true
  const state = await asService(sql, (tx) => ctx.payouts.retrieveIntent(tx, fee.account_id!, intentId))
  await asService(sql, async (tx) => {
    const locked = await feeByIntent(tx, intentId, true)
    if (locked) await applyFeeOutcome(tx, ctx, locked, state.status, state.failureMessage, state.feeCents)
  })
  return true
}

/**
 * The stylist waives a fee within 14 days of its decision: the part kept from the deposit is
 * refunded (settleRefund), a charge refunded, an intent waiting for the client cancelled. Decided
 * under the fee's row lock: a second waiver, or one after 14 days, is a 409; a fee being charged
 * this instant too (try again).
 */
export async function waiveFee(sql: Sql, ctx: HoldContext, appointmentId: number, now: Date): Promise<void> {
  const before = await asService(sql, async (tx) => {
    const fee = await feeOfAppointment(tx, appointmentId, true)
    if (!fee) throw notFound(feeMessages.noFee)
    if (fee.state === 'waived') throw new HttpError(409, feeMessages.alreadyWaived)
    if (now.getTime() - fee.decided_at.getTime() > WAIVE_DAYS * DAY_MS) throw new HttpError(409, feeMessages.tooLate)
    if (fee.state === 'pending') throw new HttpError(409, feeMessages.charging)
    await tx`update public.appointment_fees set state = 'waived', waived_at = ${now} where id = ${fee.id}`
    return fee
  })
  await afterWaiver(sql, ctx, before)
}

/** The money a waiver gives back (also the sweep's retry when Stripe failed). */
async function afterWaiver(sql: Sql, ctx: HoldContext, fee: FeeRow): Promise<void> {
  if (fee.kept_cents > 0) await settleRefund(sql, ctx, fee.appointment_id)
  if (fee.state === 'requires_action' && fee.intent_id && fee.account_id) {
    const state = await asService(sql, (tx) => ctx.payouts.cancelIntent(tx, fee.account_id!, fee.intent_id!))
    // The client confirmed it just before the waiver: the money taken is given back below.
    if (state.status === 'succeeded')
      await asService(
        sql,
        (tx) => tx`
          update public.appointment_fees set captured_cents = charge_cents, stripe_fee_cents = ${state.feeCents}
           where id = ${fee.id}`,
      )
  }
  await refundWaivedCharge(sql, ctx, fee.appointment_id)
}

/** A waived fee's charge given back, once (key `fee-refund-<id>`), with its receipt. */
async function refundWaivedCharge(sql: Sql, ctx: HoldContext, appointmentId: number): Promise<void> {
  const fee = await asService(sql, (tx) => feeOfAppointment(tx, appointmentId))
  if (!fee || fee.state !== 'waived' || fee.captured_cents <= fee.refunded_cents || !fee.intent_id || !fee.account_id)
    return
  const amount = fee.captured_cents - fee.refunded_cents
  await asService(sql, (tx) => ctx.payouts.refund(tx, fee.account_id!, fee.intent_id!, amount, `fee-refund-${fee.id}`))
  await asService(sql, async (tx) => {
    const rows = await tx`
      update public.appointment_fees set refunded_cents = captured_cents
       where id = ${fee.id} and refunded_cents = ${fee.refunded_cents} returning id`
    if (rows.length > 0)
      await queueMoneyMail(
        tx,
        ctx.mail,
        appointmentId,
        { kind: 'fee-refund', amountCents: amount, feeKind: fee.kind },
        `receipt:${fee.intent_id}:refund`,
      )
  })
}

/** After an appointment ended with a fee decided: the refund it owes, then any charge. */
export async function settleEnding(sql: Sql, ctx: HoldContext, appointmentId: number): Promise<void> {
  await settleRefund(sql, ctx, appointmentId)
  await chargeFee(sql, ctx, appointmentId)
}

/** The sweep: fees still pending (the process stopped before Stripe answered) and waived charges not refunded. */
export async function sweepFees(sql: Sql, ctx: HoldContext, limit: number): Promise<number> {
  const rows = await asService(
    sql,
    (tx) => tx<{ appointment_id: number; state: string }[]>`
      select appointment_id::int as appointment_id, state from public.appointment_fees
       where state = 'pending' or (state = 'waived' and refunded_cents < captured_cents)
       order by updated_at limit ${limit}`,
  )
  for (const r of rows) {
    try {
      if (r.state === 'pending') await chargeFee(sql, ctx, r.appointment_id)
      else await refundWaivedCharge(sql, ctx, r.appointment_id)
    } catch (error) {
      ctx.logger?.error('Fee not settled', { appointmentId: r.appointment_id, error: String(error) })
    }
  }
  return rows.length
}

/** The fee as the client or the stylist sees it (the secret to the client only, while it waits for them). */
export function feeView(fee: FeeRow, forClient: boolean): AppointmentFee {
  const waiting = forClient && fee.state === 'requires_action'
  return {
    kind: fee.kind,
    amountCents: fee.amount_cents,
    keptCents: fee.kept_cents,
    chargeCents: fee.charge_cents,
    capturedCents: fee.captured_cents,
    refundedCents: fee.refunded_cents,
    state: fee.state,
    failureMessage: fee.failure_message,
    provider: fee.provider,
    accountId: fee.account_id,
    clientSecret: waiting ? fee.client_secret : null,
    paymentMethodId: waiting ? fee.payment_method_id : null,
    decidedAt: fee.decided_at.toISOString(),
    waivableUntil:
      fee.state === 'waived' ? null : new Date(fee.decided_at.getTime() + WAIVE_DAYS * DAY_MS).toISOString(),
  }
}
