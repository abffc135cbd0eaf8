// The rules of a stylist's payment policy as plain functions of integer cents (ADR 021): what is
// due at booking, what a fee is, whether a client is in the policy's scope, whether a
// cancellation is inside the window (on the stylist's wall clock), and who gets what back.
import type { AgreedTerms, PaymentPolicy, PolicyAmount } from '../contract/payments.ts'
import { addDays, localDateTimeOf, zonedInstant } from '../booking/zoned-time.ts'
import { formatCents } from '../money.ts'

/**
 * `percent` percent of `cents`, to the exact cent, halves rounded up: 25 % of $10.10 is $2.53,
 * 15 % of $33.33 is $5.00. Integer arithmetic only (no float ever holds an amount).
 */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100)
}

/** A policy amount for a price: fixed cents or a percentage, never more than the price. */
export function amountCents(amount: PolicyAmount | null, priceCents: number): number {
  if (!amount) return 0
  const raw = amount.kind === 'fixed' ? amount.value : percentOfCents(priceCents, amount.value)
  return Math.min(raw, priceCents)
}

/** What the client pays when booking: the deposit (at most the price), the price, or nothing. */
export function dueAtBookingCents(policy: PaymentPolicy, priceCents: number): number {
  if (policy.requirement === 'prepayment') return priceCents
  if (policy.requirement === 'deposit') return amountCents(policy.deposit, priceCents)
  return 0
}

/** True when the policy takes money at some point: a deposit, prepayment or any fee. */
export function policyTakesMoney(policy: PaymentPolicy): boolean {
  return (
    policy.requirement === 'deposit' ||
    policy.requirement === 'prepayment' ||
    policy.lateCancellationFee !== null ||
    policy.noShowFee !== null
  )
}

/** The client's history with this stylist, as the scope reads it. */
export interface ClientHistory {
  completedVisits: number
  noShows: number
}

/**
 * Whether a policy applies to a booking: a policy that asks for something, a price (not 'on
 * request') at or above the minimum, and a client in scope (new: no completed visit with the stylist; past no-show: at
 * least one no-show with them).
 */
export function policyApplies(policy: PaymentPolicy, priceCents: number, client: ClientHistory): boolean {
  if (policy.requirement === 'none') return false
  // A price on request ($0) gives nothing to take a share of: no terms until it has a price.
  if (priceCents === 0 || priceCents < policy.minimumBookingCents) return false
  if (policy.scope === 'new_clients') return client.completedVisits === 0
  if (policy.scope === 'past_no_show') return client.noShows > 0
  return true
}

/** The policy in cents for one price: what an appointment stores as agreed. */
export function agreedTerms(
  policy: PaymentPolicy,
  priceCents: number,
  cancellationWindowHours: number,
  timeZone: string,
): AgreedTerms {
  return {
    requirement: policy.requirement,
    priceCents,
    dueAtBookingCents: dueAtBookingCents(policy, priceCents),
    lateCancellationFeeCents: amountCents(policy.lateCancellationFee, priceCents),
    noShowFeeCents: amountCents(policy.noShowFee, priceCents),
    cancellationWindowHours,
    timeZone,
    scope: policy.scope,
  }
}

const DAY_MINUTES = 24 * 60

/**
 * The last moment a client may cancel without the late fee: `hours` before the start on the
 * stylist's wall clock (ADR 021). A 10:00 appointment with a 24-hour window can be cancelled
 * until 10:00 the day before in the stylist's zone, whether DST made that day 23 or 25 hours
 * long. A deadline that falls in a skipped hour moves forward by the gap; in a repeated hour it
 * is the earlier instant.
 */
export function cancellationDeadline(startsAt: Date, hours: number, timeZone: string): Date {
  const { date, minutes } = localDateTimeOf(startsAt, timeZone)
  const wall = Math.floor(minutes) - hours * 60
  const daysBack = Math.ceil(Math.max(0, -wall) / DAY_MINUTES)
  const left = wall + daysBack * DAY_MINUTES
  const hh = String(Math.floor(left / 60)).padStart(2, '0')
  const mm = String(left % 60).padStart(2, '0')
  const deadline = zonedInstant(addDays(date, -daysBack), `${hh}:${mm}`, timeZone)
  // Never after the start itself (a deadline in a skipped hour moved forward past a close start).
  return new Date(Math.min(deadline.getTime(), startsAt.getTime()))
}

/** Inside the window: a cancellation now is late (at or after the deadline). */
export function insideCancellationWindow(now: Date, startsAt: Date, hours: number, timeZone: string): boolean {
  if (hours === 0) return false
  return now.getTime() >= cancellationDeadline(startsAt, hours, timeZone).getTime()
}

/** Where the money of an appointment goes when it ends one way or another (all in cents). */
export interface Settlement {
  /** Paid at booking and given back. */
  refundCents: number
  /** Paid at booking and kept by the stylist as the fee (or toward the price). */
  keptCents: number
  /** Charged on top, to the card on file (off-session). */
  chargeCents: number
}

/** The fee out of what was paid first, the rest to the card on file; the rest of the payment back. */
function settleFee(terms: AgreedTerms, paidCents: number, feeCents: number): Settlement {
  const kept = Math.min(paidCents, feeCents)
  const charge = terms.requirement === 'none' ? 0 : feeCents - kept
  return { refundCents: paidCents - kept, keptCents: kept, chargeCents: charge }
}

/** The client cancels: outside the window everything back; inside it the late-cancellation fee. */
export function settleClientCancellation(terms: AgreedTerms, paidCents: number, inside: boolean): Settlement {
  if (!inside) return { refundCents: paidCents, keptCents: 0, chargeCents: 0 }
  return settleFee(terms, paidCents, terms.lateCancellationFeeCents)
}

/** The stylist marks a no-show: the no-show fee, or nothing when they waive it. */
export function settleNoShow(terms: AgreedTerms, paidCents: number, waived: boolean): Settlement {
  if (waived) return { refundCents: paidCents, keptCents: 0, chargeCents: 0 }
  return settleFee(terms, paidCents, terms.noShowFeeCents)
}

/** The stylist cancels (or declines): everything the client paid comes back, always. */
export function settleStylistCancellation(paidCents: number): Settlement {
  return { refundCents: paidCents, keptCents: 0, chargeCents: 0 }
}

/** Completed: what was paid counts toward the price; the rest is paid at the salon. */
export function settleCompleted(terms: AgreedTerms, paidCents: number): Settlement & { balanceCents: number } {
  const kept = Math.min(paidCents, terms.priceCents)
  return { refundCents: paidCents - kept, keptCents: kept, chargeCents: 0, balanceCents: terms.priceCents - kept }
}

const hoursText = (h: number) => (h === 1 ? '1 hour' : `${h} hours`)

/**
 * The terms in plain words for the client, before they confirm: what is taken now, what is
 * refunded when, and what a late cancellation or no-show costs. Amounts only from `terms`.
 */
export function describeTerms(terms: AgreedTerms): string {
  const price = formatCents(terms.priceCents)
  const parts: string[] = []
  if (terms.requirement === 'prepayment') parts.push(`The full price, ${price}, is paid when you book.`)
  else if (terms.requirement === 'deposit')
    parts.push(
      `A ${formatCents(terms.dueAtBookingCents)} deposit is taken when you book; it counts toward the ${price} price.`,
    )
  else if (terms.requirement === 'card_on_file') parts.push('A card is saved when you book; nothing is charged now.')
  const paid = terms.dueAtBookingCents > 0
  const window = terms.cancellationWindowHours
  if (window > 0 && paid)
    parts.push(`Cancel at least ${hoursText(window)} before the start and it is refunded in full.`)
  else if (window > 0 && terms.lateCancellationFeeCents > 0)
    parts.push(`Cancel at least ${hoursText(window)} before the start and nothing is charged.`)
  if (terms.lateCancellationFeeCents > 0)
    parts.push(
      window > 0
        ? `Cancelling later costs ${formatCents(terms.lateCancellationFeeCents)}${paid ? ', kept from what you paid first' : ''}.`
        : `Cancelling costs ${formatCents(terms.lateCancellationFeeCents)}.`,
    )
  else if (paid && window > 0) parts.push('Cancelling later is refunded too: there is no late-cancellation fee.')
  if (terms.noShowFeeCents > 0)
    parts.push(`If you miss the appointment, ${formatCents(terms.noShowFeeCents)} is charged.`)
  else if (paid) parts.push('If you miss the appointment, what you paid is refunded.')
  if (terms.requirement !== 'none')
    parts.push(`Times are the stylist’s (${zoneWords(terms.timeZone)}). The stylist can always waive a fee.`)
  return parts.join(' ')
}

/** A zone as the rest of the site names it ('Eastern Time' for America/New_York); its IANA name if unknown. */
function zoneWords(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((p) => p.type === 'timeZoneName')
    return part?.value ?? timeZone
  } catch {
    return timeZone
  }
}

/** Who a policy is for, in words (the booking panel adds it when the scope is narrower). */
export function describeScope(policy: Pick<PaymentPolicy, 'scope' | 'minimumBookingCents'>): string | null {
  const who =
    policy.scope === 'new_clients'
      ? 'new clients'
      : policy.scope === 'past_no_show'
        ? 'clients who have missed an appointment with this stylist before'
        : null
  const min = policy.minimumBookingCents > 0 ? `bookings of ${formatCents(policy.minimumBookingCents)} or more` : null
  if (!who && !min) return null
  return `This applies to ${[who, min].filter(Boolean).join(', for ')}.`
}
