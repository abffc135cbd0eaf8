import { bookingPaymentMessages, type AgreedTerms } from '@marketplace/domain/contract/payments.ts'
import type { Tx } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import { asServiceWithin } from '../mail/outbox.sql.ts'
import type { HoldRequest } from './booking-hold.ts'

/** A hold to make once the booking's transaction commits. */
export type HoldPlan = HoldRequest

/**
 * Whether a booking on these terms is held for a payment, and on which account (in the booking's
 * transaction; the account is read as the service role). A deposit or prepayment needs an account
 * that can take charges now, or the booking is refused (409): no booking without its money. A card
 * on file is taken when the stylist's account can take charges; without one there is nothing any
 * card could later be charged for (fees need an enabled account, ADR 021), so the booking is made
 * as usual.
 */
export async function holdAccountFor(
  tx: Tx,
  stylistId: number,
  clientId: string,
  terms: AgreedTerms,
): Promise<Omit<HoldPlan, 'appointmentId'> | null> {
  if (terms.requirement === 'none') return null
  const [account] = await asServiceWithin(
    tx,
    () => tx<{ provider: 'embedded' | 'stripe'; account_id: string; email: string }[]>`
      select c.provider, c.account_id, u.email
        from public.connected_accounts c cross join public.users u
       where c.stylist_id = ${stylistId} and c.charges_enabled and u.id = ${clientId}`,
  )
  const takesMoney = terms.requirement === 'deposit' || terms.requirement === 'prepayment'
  if (!account) {
    if (takesMoney) throw new HttpError(409, bookingPaymentMessages.unavailable)
    return null
  }
  return {
    provider: account.provider,
    accountId: account.account_id,
    kind: terms.requirement,
    amountCents: takesMoney ? terms.dueAtBookingCents : 0,
    clientEmail: account.email,
    feesMayFollow: terms.lateCancellationFeeCents > 0 || terms.noShowFeeCents > 0,
  }
}
