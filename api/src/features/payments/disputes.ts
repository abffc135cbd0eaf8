import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import type { Logger } from '../../lib/logger.ts'

/** The dispute event types mirrored (Stripe's, on the Connect endpoint; the embedded twin plays the same). */
export const DISPUTE_EVENTS = new Set(['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed'])

/** Stripe's dispute statuses after which nothing changes any more. */
export const CLOSED_DISPUTE_STATUSES = ['warning_closed', 'won', 'lost', 'prevented'] as const
const STATUSES = new Set([
  'warning_needs_response',
  'warning_under_review',
  'needs_response',
  'under_review',
  ...CLOSED_DISPUTE_STATUSES,
])

/** The fields of a Stripe Dispute the mirror keeps (the event's `data.object`). */
export interface DisputeObject {
  id: string
  amount: number
  currency: string
  reason: string
  status: string
  /** The disputed charge (`ch_…`), or null. */
  charge: string | null
  /** The PaymentIntent of the disputed charge: how the dispute finds its appointment. */
  payment_intent: string | null
  /** Unix seconds. */
  created: number
  evidence_details?: { due_by: number | null } | null
}

export interface DisputeEvent {
  provider: 'embedded' | 'stripe'
  eventId: string
  type: string
  /** The event's created time: only a newer event changes the row. */
  created: Date
  /** The connected account the event came from (`event.account`). */
  accountId: string
  dispute: DisputeObject
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null

/** A Stripe Dispute from an event's `data.object`, or null when its shape is not one (nothing is stored then). */
export function disputeObjectOf(object: unknown): DisputeObject | null {
  if (!object || typeof object !== 'object') return null
  const o = object as Record<string, unknown>
  const dueBy = (o.evidence_details as { due_by?: unknown } | null | undefined)?.due_by
  if (
    typeof o.id !== 'string' ||
    !Number.isSafeInteger(o.amount) ||
    (o.amount as number) < 0 ||
    typeof o.currency !== 'string' ||
    typeof o.reason !== 'string' ||
    typeof o.status !== 'string' ||
    !STATUSES.has(o.status) ||
    !Number.isSafeInteger(o.created)
  )
    return null
  return {
    id: o.id,
    amount: o.amount as number,
    currency: o.currency.toLowerCase(),
    reason: o.reason,
    status: o.status,
    charge: idOf(o.charge),
    payment_intent: idOf(o.payment_intent),
    created: o.created as number,
    evidence_details: { due_by: Number.isSafeInteger(dueBy) ? (dueBy as number) : null },
  }
}

/**
 * Applies a `charge.dispute.*` event: once per event id (public.billing_events, in the same
 * transaction), then the dispute as the event carries it is written to public.payment_disputes,
 * keyed by the dispute id, unless a newer event is already stored (a closed dispute is never
 * reopened by an event of the same second): so `closed` before `created`, duplicates and retries
 * all end in the same row. The dispute finds its appointment through the disputed intent (a
 * booking payment or a fee's off-session charge on that account); a dispute of no payment of ours
 * is recorded and ignored. Returns false for a replayed event id.
 */
export async function applyDisputeEvent(sql: Sql, event: DisputeEvent, logger: Logger): Promise<boolean> {
  const d = event.dispute
  return asService(sql, async (tx) => {
    const recorded = await tx`
      insert into public.billing_events (provider, event_id, type, event_created_at)
      values (${event.provider}, ${event.eventId}, ${event.type}, ${event.created})
      on conflict (provider, event_id) do nothing
      returning event_id`
    if (recorded.length === 0) return false
    const [link] = d.payment_intent
      ? await tx<{ appointment_id: number; stylist_id: number }[]>`
          select a.id::int as appointment_id, a.stylist_id::int as stylist_id
            from (select appointment_id from public.appointment_payments
                   where intent_id = ${d.payment_intent} and account_id = ${event.accountId}
                  union all
                  select appointment_id from public.appointment_fees
                   where intent_id = ${d.payment_intent} and account_id = ${event.accountId}) p
            join public.appointments a on a.id = p.appointment_id
           limit 1`
      : []
    if (!link) {
      logger.warn('Dispute of an unknown payment ignored', { disputeId: d.id, accountId: event.accountId })
      return true
    }
    const dueBy = d.evidence_details?.due_by ? new Date(d.evidence_details.due_by * 1000) : null
    await tx`
      insert into public.payment_disputes as pd (dispute_id, provider, account_id, stylist_id, appointment_id,
        intent_id, charge_id, amount_cents, currency, reason, status, evidence_due_by, disputed_at, event_created_at)
      values (${d.id}, ${event.provider}, ${event.accountId}, ${link.stylist_id}, ${link.appointment_id},
        ${d.payment_intent}, ${d.charge}, ${d.amount}, ${d.currency}, ${d.reason.slice(0, 100)}, ${d.status}, ${dueBy},
        ${new Date(d.created * 1000)}, ${event.created})
      on conflict (dispute_id) do update
        set amount_cents = excluded.amount_cents, currency = excluded.currency, reason = excluded.reason,
            status = excluded.status, evidence_due_by = excluded.evidence_due_by,
            charge_id = coalesce(excluded.charge_id, pd.charge_id), event_created_at = excluded.event_created_at
      where pd.event_created_at < excluded.event_created_at
         or (pd.event_created_at = excluded.event_created_at
             and pd.status <> all(${[...CLOSED_DISPUTE_STATUSES]}::text[]))`
    return true
  })
}
