import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { feeMessages, type AppointmentMoney, type DisputeStatus } from '@marketplace/domain/contract/payments.ts'
import { cancellationDeadline, settleCompleted } from '@marketplace/domain/payments/policy-rules.ts'
import type { AppEnv } from '../../app-env.ts'
import { asService, asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { notFound } from '../../lib/http-error.ts'
import { limitAppointmentChange } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { holdContext } from './booking-payment.routes.ts'
import { feeOfAppointment, feeView, settleFeeIntent, storedTerms, waiveFee } from './fees.ts'

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
const noMoney = 'This appointment has no payment terms'

interface Seen {
  id: number
  client_id: string
  status: string
  starts_at: Date
  stylist_user_id: string
}

/** The appointment, for a caller who may see it (row-level security decides, as the caller); else 404. */
async function seenBy(c: Context<AppEnv>, id: number): Promise<{ row: Seen; side: 'client' | 'stylist' | 'reader' }> {
  const { sql } = c.get('deps')
  const user = c.get('user')
  const [seen] = await asUser(
    sql,
    user.claims,
    (tx) => tx<{ id: number }[]>`select a.id::int as id from public.appointments a where a.id = ${id}`,
  )
  if (!seen) throw notFound(noMoney)
  const [row] = await asService(
    sql,
    (tx) => tx<Seen[]>`
      select a.id::int as id, a.client_id, a.status, a.starts_at, s.user_id as stylist_user_id
        from public.appointments a join public.stylists s on s.id = a.stylist_id where a.id = ${id}`,
  )
  const side = row.client_id === user.id ? 'client' : row.stylist_user_id === user.id ? 'stylist' : 'reader'
  return { row, side }
}

/** Paid, refunded, the fee and what is left to pay, from the stored terms and the mirrored payments. */
async function moneyOf(c: Context<AppEnv>, row: Seen, forClient: boolean): Promise<AppointmentMoney> {
  const { sql } = c.get('deps')
  return asService(sql, async (tx) => {
    const terms = await storedTerms(tx, row.id)
    if (!terms) throw notFound(noMoney)
    const [paid] = await tx<{ amount_cents: number; refunded_cents: number }[]>`
      select amount_cents, refunded_cents from public.appointment_payments
       where appointment_id = ${row.id} and kind in ('deposit', 'prepayment') and status in ('succeeded', 'refunded')`
    const fee = await feeOfAppointment(tx, row.id)
    const [dispute] = forClient
      ? []
      : await tx<{ status: DisputeStatus; reason: string; amount_cents: number; evidence_due_by: Date | null }[]>`
          select status, reason, amount_cents, evidence_due_by from public.payment_disputes
           where appointment_id = ${row.id} order by disputed_at desc, id desc limit 1`
    const paidCents = paid?.amount_cents ?? 0
    const refundedCents = paid?.refunded_cents ?? 0
    const upcoming =
      (row.status === 'confirmed' || row.status === 'requested') && row.starts_at > c.get('deps').clock.now()
    return {
      paidCents,
      refundedCents,
      balanceCents: row.status === 'completed' ? settleCompleted(terms, paidCents - refundedCents).balanceCents : null,
      lateCancel:
        upcoming && terms.lateCancellationFeeCents > 0 && terms.cancellationWindowHours > 0
          ? {
              feeCents: terms.lateCancellationFeeCents,
              deadline: cancellationDeadline(
                row.starts_at,
                terms.cancellationWindowHours,
                terms.timeZone,
              ).toISOString(),
            }
          : null,
      noShowFeeCents: terms.noShowFeeCents,
      fee: fee ? feeView(fee, forClient) : null,
      dispute: dispute
        ? {
            status: dispute.status,
            reason: dispute.reason,
            amountCents: dispute.amount_cents,
            evidenceDueBy: dispute.evidence_due_by ? new Date(dispute.evidence_due_by).toISOString() : null,
          }
        : null,
    }
  })
}

/**
 * The money of an appointment after the visit or the cancellation (issue 37, point 4), for its
 * client and its stylist: what was paid and refunded, the fee and its state, the balance left of
 * a completed visit; the client's confirmation of a fee their bank wanted authenticated (settled
 * from the intent as the provider has it, as the webhook does); the stylist's waiver (14 days).
 */
export const feesRoutes = new Hono<AppEnv>()
  .get('/appointments/:id/money', requireUser, validate('param', idParam), async (c) => {
    const { row, side } = await seenBy(c, c.req.valid('param').id)
    return c.json<AppointmentMoney>(await moneyOf(c, row, side === 'client'), 200)
  })
  .post(
    '/appointments/:id/fee/confirm',
    requireUser,
    validate('param', idParam),
    limitAppointmentChange(),
    async (c) => {
      const deps = c.get('deps')
      const { row, side } = await seenBy(c, c.req.valid('param').id)
      if (side !== 'client') throw notFound(feeMessages.noFee)
      const fee = await asService(deps.sql, (tx) => feeOfAppointment(tx, row.id))
      if (!fee) throw notFound(feeMessages.noFee)
      if (fee.intent_id) await settleFeeIntent(deps.sql, holdContext(deps), fee.intent_id)
      return c.json<AppointmentMoney>(await moneyOf(c, row, true), 200)
    },
  )
  .post('/appointments/:id/fee/waive', requireUser, validate('param', idParam), limitAppointmentChange(), async (c) => {
    const deps = c.get('deps')
    const { row, side } = await seenBy(c, c.req.valid('param').id)
    if (side !== 'stylist') throw notFound(feeMessages.noFee)
    await waiveFee(deps.sql, holdContext(deps), row.id, deps.clock.now())
    return c.json<AppointmentMoney>(await moneyOf(c, row, false), 200)
  })
