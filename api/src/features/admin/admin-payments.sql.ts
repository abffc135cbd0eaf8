import type { AdminPaymentsOverview } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import { CLOSED_DISPUTE_STATUSES } from '../payments/disputes.ts'

const DAY_MS = 86_400_000

/**
 * The admin's payments overview (service role): over the last `days` days before `now`, booking
 * payments by their creation, fees by their decision, disputes by their opening; open disputes
 * whenever opened. Money in cents, summed by the database.
 */
export async function adminPaymentsOverview(tx: Tx, now: Date, days: 7 | 30 | 90): Promise<AdminPaymentsOverview> {
  const since = new Date(now.getTime() - days * DAY_MS)
  const [[money], paymentStates, feeStates, disputeStates, open] = await Promise.all([
    tx<{ paid: number; charged: number; kept: number; refunded: number; stylists: number }[]>`
      with p as (
        select ap.amount_cents, ap.refunded_cents, ap.kind, ap.status, a.stylist_id
          from public.appointment_payments ap join public.appointments a on a.id = ap.appointment_id
         where ap.created_at >= ${since} and ap.created_at < ${now}
      ), f as (
        select f.kept_cents, f.captured_cents, f.refunded_cents, f.state, a.stylist_id
          from public.appointment_fees f join public.appointments a on a.id = f.appointment_id
         where f.decided_at >= ${since} and f.decided_at < ${now}
      )
      select
        coalesce((select sum(amount_cents) from p
                   where kind <> 'card_on_file' and status in ('succeeded', 'refunded')), 0)::int as paid,
        coalesce((select sum(captured_cents) from f), 0)::int as charged,
        coalesce((select sum(kept_cents) from f where state = 'kept_from_deposit'), 0)::int as kept,
        (coalesce((select sum(refunded_cents) from p), 0) + coalesce((select sum(refunded_cents) from f), 0))::int
          as refunded,
        (select count(*) from (
           select stylist_id from p where kind <> 'card_on_file' and status in ('succeeded', 'refunded')
           union select stylist_id from f where captured_cents > 0) s)::int as stylists`,
    tx<{ state: string; n: number }[]>`
      select status as state, count(*)::int as n from public.appointment_payments
       where created_at >= ${since} and created_at < ${now} group by status`,
    tx<{ state: string; n: number }[]>`
      select state, count(*)::int as n from public.appointment_fees
       where decided_at >= ${since} and decided_at < ${now} group by state`,
    tx<{ state: string; n: number }[]>`
      select status as state, count(*)::int as n from public.payment_disputes
       where disputed_at >= ${since} and disputed_at < ${now} group by status`,
    tx<
      {
        dispute_id: string
        status: AdminPaymentsOverview['openDisputes'][number]['status']
        reason: string
        amount_cents: number
        evidence_due_by: Date | null
        disputed_at: Date
        stylist_id: number
        stylist_name: string
        appointment_id: number
        starts_at: Date
      }[]
    >`
      select d.dispute_id, d.status, d.reason, d.amount_cents, d.evidence_due_by, d.disputed_at,
             d.stylist_id::int as stylist_id, s.stylist_name, d.appointment_id::int as appointment_id, a.starts_at
        from public.payment_disputes d
        join public.stylists s on s.id = d.stylist_id
        join public.appointments a on a.id = d.appointment_id
       where d.status <> all(${[...CLOSED_DISPUTE_STATUSES]}::text[])
       order by d.evidence_due_by nulls last, d.disputed_at, d.id
       limit 200`,
  ])
  const byState = (rows: { state: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.state, r.n]))
  return {
    days,
    since: since.toISOString(),
    bookingPaidCents: money.paid,
    feeChargesCents: money.charged,
    keptFromDepositsCents: money.kept,
    refundedCents: money.refunded,
    netCents: money.paid + money.charged - money.refunded,
    platformFeeCents: 0,
    stylists: money.stylists,
    payments: byState(paymentStates),
    fees: byState(feeStates),
    disputes: byState(disputeStates),
    openDisputes: open.map((d) => ({
      disputeId: d.dispute_id,
      status: d.status,
      reason: d.reason,
      amountCents: d.amount_cents,
      evidenceDueBy: d.evidence_due_by?.toISOString() ?? null,
      disputedAt: d.disputed_at.toISOString(),
      stylistId: d.stylist_id,
      stylistName: d.stylist_name,
      appointmentId: d.appointment_id,
      appointmentStartsAt: d.starts_at.toISOString(),
    })),
  }
}
