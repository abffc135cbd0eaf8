import { settleStylistCancellation } from '@marketplace/domain/payments/policy-rules.ts'
import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import type { HoldContext } from './booking-hold.ts'
import { queueMoneyMail } from './money-mail.ts'

/** The appointment statuses after which money paid at booking goes back (ADR 021's table). */
const REFUNDING = ['cancelled_by_client', 'cancelled_by_stylist', 'declined', 'expired', 'no_show'] as const

interface PaidRow {
  id: number
  intent_id: string
  account_id: string
  amount_cents: number
  refunded_cents: number
  appointment_id: number
  appointment_status: string
  /** The fee kept out of the payment (late cancellation, no-show), 0 without one or once waived. */
  fee_kept_cents: number
}

/**
 * The refund an ended appointment owes, in cents, from the stored terms (policy-rules.ts): the
 * stylist cancels or declines, or the request expires unanswered: everything back, always. The
 * client cancels or misses it: everything back but the fee decided from the terms and kept out of
 * the payment (fees.ts, decideFee; nothing kept once the stylist waived it). Null when the
 * appointment does not refund.
 */
function refundOwed(p: PaidRow): number | null {
  if (!(REFUNDING as readonly string[]).includes(p.appointment_status)) return null
  if (p.appointment_status === 'cancelled_by_client' || p.appointment_status === 'no_show')
    return p.amount_cents - Math.min(p.amount_cents, p.fee_kept_cents)
  return settleStylistCancellation(p.amount_cents).refundCents
}

/**
 * Gives back what an ended appointment's booking payment owes (issue 37, point 4): refunds the
 * difference between what is owed and what was already refunded, on the stylist's account, with
 * an idempotency key per appointment state and refunded total, then records it with its receipt. Run after a cancellation or decline
 * and by the hold sweep (so a refund Stripe failed is tried again). Answers the cents refunded now.
 */
export async function settleRefund(sql: Sql, ctx: HoldContext, appointmentId: number): Promise<number> {
  const [p] = await asService(
    sql,
    (tx) => tx<PaidRow[]>`
      select p.id::int as id, p.intent_id, p.account_id, p.amount_cents, p.refunded_cents,
             a.id::int as appointment_id, a.status as appointment_status,
             coalesce((select f.kept_cents from public.appointment_fees f
                        where f.appointment_id = a.id and f.state <> 'waived'), 0) as fee_kept_cents
        from public.appointment_payments p
        join public.appointments a on a.id = p.appointment_id
       where p.appointment_id = ${appointmentId} and p.status = 'succeeded' and p.kind in ('deposit', 'prepayment')`,
  )
  if (!p) return 0
  const owed = refundOwed(p)
  if (owed === null || owed <= p.refunded_cents) return 0
  const amount = owed - p.refunded_cents
  await asService(sql, (tx) =>
    ctx.payouts.refund(
      tx,
      p.account_id,
      p.intent_id,
      amount,
      `settle-refund-${p.intent_id}-${p.appointment_status}-${owed}`,
    ),
  )
  // Recorded only while nothing else recorded it meanwhile (a concurrent settlement refunds once: same
  // key), with its receipt (one per refunded total of this payment).
  return asService(sql, async (tx) => {
    const rows = await tx`
      update public.appointment_payments
         set refunded_cents = ${owed}, status = case when ${owed} >= amount_cents then 'refunded' else status end
       where id = ${p.id} and refunded_cents = ${p.refunded_cents}
      returning id`
    if (rows.length === 0) return 0
    await queueMoneyMail(
      tx,
      ctx.mail,
      p.appointment_id,
      {
        kind: 'refund',
        amountCents: amount,
        totalRefundedCents: owed,
        paidCents: p.amount_cents,
        keptCents: p.amount_cents - owed,
      },
      `receipt:${p.intent_id}:refund:${owed}`,
    )
    return amount
  })
}

/** Paid bookings that ended and still owe a refund (the sweep's retry list). */
export async function refundsDue(sql: Sql, limit: number): Promise<number[]> {
  const rows = await asService(
    sql,
    (tx) => tx<{ appointment_id: number }[]>`
      select p.appointment_id::int as appointment_id
        from public.appointment_payments p join public.appointments a on a.id = p.appointment_id
       where p.status = 'succeeded' and p.kind in ('deposit', 'prepayment') and p.refunded_cents < p.amount_cents
         and a.status in ('cancelled_by_client', 'cancelled_by_stylist', 'declined', 'expired', 'no_show')
         and p.refunded_cents < p.amount_cents - coalesce((select f.kept_cents from public.appointment_fees f
               where f.appointment_id = a.id and f.state <> 'waived'), 0)
       order by p.updated_at limit ${limit}`,
  )
  return rows.map((r) => r.appointment_id)
}

/**
 * `charge.refunded` (a refund made here or by the stylist in their Stripe dashboard): the refunded
 * total of the intent's charge is mirrored, never lowered, so a repeated or late delivery changes
 * nothing twice. Answers whether a payment of ours moved.
 */
export async function mirrorChargeRefund(sql: Sql, intentId: string, amountRefunded: number): Promise<boolean> {
  const rows = await asService(
    sql,
    (tx) => tx`
      update public.appointment_payments
         set refunded_cents = least(amount_cents, ${amountRefunded}),
             status = case when ${amountRefunded} >= amount_cents then 'refunded' else status end
       where intent_id = ${intentId} and status in ('succeeded', 'refunded') and refunded_cents < least(amount_cents, ${amountRefunded})
      returning id`,
  )
  return rows.length > 0
}
