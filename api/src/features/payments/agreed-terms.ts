import type { AgreedTerms, PaymentPolicy } from '@marketplace/domain/contract/payments.ts'
import {
  agreedTerms,
  describeTerms,
  policyApplies,
  type ClientHistory,
} from '@marketplace/domain/payments/policy-rules.ts'
import type { Tx } from '../../db/client.ts'
import { asServiceWithin } from '../mail/outbox.sql.ts'
import { applyingPolicy } from './payment-policy.sql.ts'

/** The client's visits and no-shows with the stylist (as the client: their own appointments). */
export async function clientHistory(tx: Tx, clientId: string, stylistId: number): Promise<ClientHistory> {
  const [row] = await tx<{ completed: number; no_shows: number }[]>`
    select count(*) filter (where status = 'completed')::int as completed,
           count(*) filter (where status = 'no_show')::int as no_shows
      from public.appointments where client_id = ${clientId} and stylist_id = ${stylistId}`
  return { completedVisits: row.completed, noShows: row.no_shows }
}

export interface Booking {
  appointmentId: number
  stylistId: number
  serviceId: number
  /** The visit's services in order (issue 39); priceCents is the visit's total. */
  serviceIds?: number[]
  clientId: string
  priceCents: number
  cancellationWindowHours: number
  timeZone: string
}

/**
 * The terms a new appointment is booked on, or null when the stylist has no policy that applies
 * to it (none for the service, below the minimum, or the client out of scope).
 */
export async function termsForBooking(
  tx: Tx,
  b: Omit<Booking, 'appointmentId'>,
): Promise<{ terms: AgreedTerms; policy: PaymentPolicy } | null> {
  const policy = await applyingPolicy(tx, b.stylistId, b.serviceIds ?? b.serviceId)
  if (!policy) return null
  const history =
    policy.scope === 'everyone' ? { completedVisits: 0, noShows: 0 } : await clientHistory(tx, b.clientId, b.stylistId)
  if (!policyApplies(policy, b.priceCents, history)) return null
  return { terms: agreedTerms(policy, b.priceCents, b.cancellationWindowHours, b.timeZone), policy }
}

/**
 * Stores the terms as agreed with a new appointment, in the booking's transaction, as the
 * service role (the amounts are the server's, never the client's). Nothing when no policy applies.
 */
export async function recordAgreedTerms(
  tx: Tx,
  b: Booking,
  computed?: { terms: AgreedTerms; policy: PaymentPolicy } | null,
): Promise<AgreedTerms | null> {
  const found = computed === undefined ? await termsForBooking(tx, b) : computed
  if (!found) return null
  const { terms, policy } = found
  await asServiceWithin(
    tx,
    () => tx`
      insert into public.appointment_payment_terms (appointment_id, requirement, price_cents, due_at_booking_cents,
        late_cancel_fee_cents, no_show_fee_cents, cancellation_window_hours, time_zone, scope, policy, description)
      values (${b.appointmentId}, ${terms.requirement}, ${terms.priceCents}, ${terms.dueAtBookingCents},
        ${terms.lateCancellationFeeCents}, ${terms.noShowFeeCents}, ${terms.cancellationWindowHours}, ${terms.timeZone},
        ${terms.scope}, ${tx.json(policy as unknown as Parameters<Tx['json']>[0])}, ${describeTerms(terms)})`,
  )
  return terms
}
