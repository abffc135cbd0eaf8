import type { BookingPayment } from '@marketplace/domain/contract/payments.ts'
import type { Tx } from '../../db/client.ts'

/** An appointment_payments row with its appointment's hold, as the server reads it. */
export interface HoldPaymentRow {
  id: number
  appointment_id: number
  provider: 'embedded' | 'stripe'
  account_id: string
  intent_id: string
  kind: 'card_on_file' | 'deposit' | 'prepayment'
  amount_cents: number
  refunded_cents: number
  status: BookingPayment['status']
  client_secret: string
  failure_message: string | null
  appointment_status: string
  hold_expires_at: Date | null
  client_id: string
  stylist_id: number
}

const select = (tx: Tx) => tx`
  select p.id::int as id, p.appointment_id::int as appointment_id, p.provider, p.account_id, p.intent_id, p.kind,
         p.amount_cents, p.refunded_cents, p.status, p.client_secret, p.failure_message,
         a.status as appointment_status, a.hold_expires_at, a.client_id, a.stylist_id::int as stylist_id
    from public.appointment_payments p join public.appointments a on a.id = p.appointment_id`

/** The payment of an intent (service role), locked for a settlement when `forUpdate`. */
export async function paymentByIntent(tx: Tx, intentId: string, forUpdate = false): Promise<HoldPaymentRow | null> {
  const [row] = await tx<HoldPaymentRow[]>`
    ${select(tx)} where p.intent_id = ${intentId} ${forUpdate ? tx`for update of p, a` : tx``}`
  return row ?? null
}

/** The booking-time payment of an appointment (the first one: there is one per booking). */
export async function paymentOfAppointment(tx: Tx, appointmentId: number): Promise<HoldPaymentRow | null> {
  const [row] = await tx<
    HoldPaymentRow[]
  >`${select(tx)} where p.appointment_id = ${appointmentId} order by p.id limit 1`
  return row ?? null
}

export interface NewHoldPayment {
  appointmentId: number
  provider: 'embedded' | 'stripe'
  accountId: string
  intentId: string
  kind: HoldPaymentRow['kind']
  amountCents: number
  clientSecret: string
  customerId: string | null
}

export async function insertHoldPayment(tx: Tx, p: NewHoldPayment): Promise<void> {
  await tx`
    insert into public.appointment_payments (appointment_id, provider, account_id, intent_id, kind, amount_cents,
      client_secret, customer_id)
    values (${p.appointmentId}, ${p.provider}, ${p.accountId}, ${p.intentId}, ${p.kind}, ${p.amountCents},
      ${p.clientSecret}, ${p.customerId})`
}

/** Moves an open payment to a final status; false when another settlement got there first. */
export async function closePayment(
  tx: Tx,
  id: number,
  status: 'succeeded' | 'failed' | 'cancelled' | 'refunded',
  extra: {
    paymentMethodId?: string | null
    failureMessage?: string | null
    refundedCents?: number
    /** Stripe's fee on the charge, when the provider said (ADR 021). */
    stripeFeeCents?: number | null
  } = {},
): Promise<boolean> {
  const rows = await tx`
    update public.appointment_payments
       set status = ${status}, payment_method_id = coalesce(${extra.paymentMethodId ?? null}, payment_method_id),
           failure_message = ${extra.failureMessage ?? null},
           refunded_cents = ${extra.refundedCents ?? 0},
           stripe_fee_cents = coalesce(${extra.stripeFeeCents ?? null}::int, stripe_fee_cents)
     where id = ${id} and status = 'open'
    returning id`
  return rows.length > 0
}

/**
 * Held appointments whose hold lapsed become 'expired' and free their slot (the busy times already
 * leave them out); `scope` picks the rows as in expireRequests. Answers the ids.
 */
export async function expireHolds(tx: Tx, now: Date, stylistId: number | null): Promise<number[]> {
  const rows = await tx<{ id: number }[]>`
    update public.appointments a set status = 'expired', sequence = a.sequence + 1
     where a.status = 'held' and a.hold_expires_at <= ${now}
       and ${stylistId === null ? tx`true` : tx`a.stylist_id = ${stylistId}`}
    returning a.id::int as id`
  return rows.map((r) => r.id)
}

/** Open payments whose appointment no longer waits for them (its hold lapsed or was released). */
export async function orphanedIntents(tx: Tx, limit: number): Promise<string[]> {
  const rows = await tx<{ intent_id: string }[]>`
    select p.intent_id from public.appointment_payments p join public.appointments a on a.id = p.appointment_id
     where p.status = 'open' and a.status <> 'held'
     order by p.created_at limit ${limit}`
  return rows.map((r) => r.intent_id)
}
