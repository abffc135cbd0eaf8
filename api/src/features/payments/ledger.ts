import {
  ledgerMessages,
  type DisputeStatus,
  type LedgerRow,
  type LedgerState,
} from '@marketplace/domain/contract/payments.ts'
import type { Tx } from '../../db/client.ts'
import { badRequest } from '../../lib/http-error.ts'
import { stripeFeeCents } from '../../adapters/payouts/stripe-rate.ts'

export { stripeFeeCents }

/** One appointment's money as stored: its booking payment, its fee, its newest dispute. */
export interface LedgerSource {
  id: number
  starts_at: Date
  client_name: string
  services: string[]
  pay_amount: number | null
  pay_refunded: number | null
  /** Stripe's fee on the booking payment's charge, when read from it (ADR 021). */
  pay_stripe_fee: number | null
  fee_state: string | null
  fee_kept: number | null
  fee_captured: number | null
  fee_refunded: number | null
  fee_stripe_fee: number | null
  dispute_status: DisputeStatus | null
}

const disputeState: Partial<Record<DisputeStatus, LedgerState>> = {
  warning_needs_response: 'disputed',
  warning_under_review: 'disputed',
  needs_response: 'disputed',
  under_review: 'disputed',
  won: 'dispute_won',
  lost: 'dispute_lost',
}

const feeState: Record<string, LedgerState> = {
  kept_from_deposit: 'fee_kept',
  charged: 'fee_charged',
  pending: 'fee_pending',
  requires_action: 'fee_awaiting_client',
  failed: 'fee_failed',
  waived: 'fee_waived',
}

/** Whether a charge of the row has no fee read from Stripe (its fee is then the published rate's estimate). */
export function stripeFeeEstimated(r: LedgerSource): boolean {
  return (
    ((r.pay_amount ?? 0) > 0 && r.pay_stripe_fee === null) || ((r.fee_captured ?? 0) > 0 && r.fee_stripe_fee === null)
  )
}

/** A ledger row's amounts and words from what is stored (all in cents, on the server). */
export function ledgerRowOf(r: LedgerSource, timeZone: string): LedgerRow {
  const paid = r.pay_amount ?? 0
  const paidRefunded = r.pay_refunded ?? 0
  const feeCaptured = r.fee_captured ?? 0
  const feeRefunded = r.fee_refunded ?? 0
  const taken = paid + feeCaptured
  const refunded = paidRefunded + feeRefunded
  // Stripe's fee as its balance transaction said when it was read; else its published rate.
  const stripeFee =
    (paid > 0 ? (r.pay_stripe_fee ?? stripeFeeCents(paid)) : 0) +
    (feeCaptured > 0 ? (r.fee_stripe_fee ?? stripeFeeCents(feeCaptured)) : 0)
  const states: LedgerState[] = []
  if (paid > 0) states.push(paidRefunded === 0 ? 'paid' : paidRefunded < paid ? 'partly_refunded' : 'refunded')
  if (r.fee_state) {
    if (r.fee_state !== 'kept_from_deposit' && r.fee_state !== 'waived' && (r.fee_kept ?? 0) > 0)
      states.push('fee_kept')
    states.push(feeState[r.fee_state])
  }
  const dispute = r.dispute_status ? disputeState[r.dispute_status] : undefined
  if (dispute) states.push(dispute)
  return {
    appointmentId: r.id,
    startsAt: r.starts_at.toISOString(),
    timeZone,
    clientName: r.client_name,
    services: r.services,
    takenCents: taken,
    refundedCents: refunded,
    feeCents: r.fee_state === 'waived' || !r.fee_state ? 0 : (r.fee_kept ?? 0) + feeCaptured - feeRefunded,
    stripeFeeCents: stripeFee,
    netCents: taken - refunded - stripeFee,
    states,
  }
}

/**
 * The stylist's appointments with money (a captured booking payment, a fee, or a dispute), newest
 * start first, `limit` of them after the appointment `before` (exclusive). Read as the service role
 * for the stylist the caller was shown to own under row-level security; a `before` that is not one
 * of this stylist's appointments is a 400.
 */
export async function readLedger(
  tx: Tx,
  stylistId: number,
  before: number | undefined,
  limit: number,
): Promise<LedgerSource[]> {
  let after = tx`true`
  if (before !== undefined) {
    const [cursor] = await tx<{ starts_at: Date }[]>`
      select starts_at from public.appointments where id = ${before} and stylist_id = ${stylistId}`
    if (!cursor) throw badRequest(ledgerMessages.badCursor, [{ path: ['before'], message: ledgerMessages.badCursor }])
    after = tx`(a.starts_at, a.id) < (${cursor.starts_at}::timestamptz, ${before}::bigint)`
  }
  return tx<LedgerSource[]>`
    select a.id::int as id, a.starts_at,
           coalesce(nullif(concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, '')), ''), u.email)
             as client_name,
           coalesce((select json_agg(x.name order by x.position) from public.appointment_services x
                      where x.appointment_id = a.id), json_build_array(a.service_name)) as services,
           p.amount_cents as pay_amount, p.refunded_cents as pay_refunded, p.stripe_fee_cents as pay_stripe_fee,
           f.state as fee_state, f.kept_cents as fee_kept, f.captured_cents as fee_captured,
           f.refunded_cents as fee_refunded, f.stripe_fee_cents as fee_stripe_fee, d.status as dispute_status
      from public.appointments a
      join public.users u on u.id = a.client_id
      left join lateral (
        select amount_cents, refunded_cents, stripe_fee_cents from public.appointment_payments
         where appointment_id = a.id and kind in ('deposit', 'prepayment') and status in ('succeeded', 'refunded')
         order by id desc limit 1) p on true
      left join public.appointment_fees f on f.appointment_id = a.id
      left join lateral (
        select status from public.payment_disputes where appointment_id = a.id
         order by disputed_at desc, id desc limit 1) d on true
     where a.stylist_id = ${stylistId}
       and (p.amount_cents is not null or f.id is not null or d.status is not null)
       and ${after}
     order by a.starts_at desc, a.id desc
     limit ${limit}`
}
