import type { AppointmentDispute, AppointmentFee, AppointmentMoney } from '@marketplace/domain/contract/payments.ts'
import { formatCents } from '@marketplace/domain/money.ts'

/** One line of an appointment card's money: a label and its amount in words. */
export type MoneyLine = { label: string; value: string; tone?: 'warning' | 'error' }

const feeName = (kind: AppointmentFee['kind']) => (kind === 'late_cancel' ? 'Late-cancellation fee' : 'No-show fee')

/** Where a fee stands, in words for the client or the stylist. */
export function feeStateText(fee: AppointmentFee, side: 'client' | 'stylist'): string {
  const kept = formatCents(fee.keptCents)
  const charge = formatCents(fee.chargeCents)
  switch (fee.state) {
    case 'kept_from_deposit':
      return `kept from the deposit (${kept})`
    case 'pending':
      return 'being charged'
    case 'charged':
      return fee.refundedCents > 0
        ? `${charge} charged, refunded`
        : fee.keptCents > 0
          ? `${kept} kept from the deposit, ${charge} charged to the card`
          : `charged to the card on file`
    case 'requires_action':
      return side === 'client'
        ? 'waiting for you to confirm the payment'
        : 'waiting for the client to confirm with their bank'
    case 'failed':
      return `not charged: ${fee.failureMessage ?? 'the card was declined'}`
    case 'waived':
      return 'waived'
  }
}

/** Where a dispute stands, in the stylist's words (the evidence deadline as a clock time in their zone). */
export function disputeStateText(dispute: AppointmentDispute, timeZone: string): string {
  const due = dispute.evidenceDueBy ? ` by ${deadlineText(dispute.evidenceDueBy, timeZone)}` : ''
  switch (dispute.status) {
    case 'needs_response':
    case 'warning_needs_response':
      return `answer in your Stripe Express dashboard${due}`
    case 'under_review':
    case 'warning_under_review':
      return 'under review by the bank'
    case 'won':
      return 'won: the money is yours again'
    case 'lost':
      return "lost: the client's bank kept it"
    case 'warning_closed':
      return 'inquiry closed'
    case 'prevented':
      return 'prevented'
  }
}

/**
 * The money lines of an appointment card (both sides): paid at booking, refunded, the fee and its
 * state, and what is left to pay at the salon after a completed visit. Amounts are the server's.
 */
export function moneyLines(money: AppointmentMoney, side: 'client' | 'stylist', timeZone = 'UTC'): MoneyLine[] {
  const lines: MoneyLine[] = []
  if (money.paidCents > 0) lines.push({ label: 'Paid at booking', value: formatCents(money.paidCents) })
  if (money.refundedCents > 0) lines.push({ label: 'Refunded', value: formatCents(money.refundedCents) })
  if (money.fee) {
    const state = money.fee.state
    lines.push({
      label: feeName(money.fee.kind),
      value: `${formatCents(money.fee.amountCents)}, ${feeStateText(money.fee, side)}`,
      tone: state === 'failed' ? 'error' : state === 'requires_action' ? 'warning' : undefined,
    })
  }
  if (money.dispute) {
    const status = money.dispute.status
    lines.push({
      label: `Disputed (${money.dispute.reason.replaceAll('_', ' ')})`,
      value: `${formatCents(money.dispute.amountCents)}, ${disputeStateText(money.dispute, timeZone)}`,
      tone: status === 'lost' ? 'error' : status === 'won' || status.endsWith('closed') ? undefined : 'warning',
    })
  }
  if (money.balanceCents !== null)
    lines.push({ label: 'Left to pay at the salon', value: formatCents(money.balanceCents) })
  return lines
}

/** The client's note on an upcoming booking: when cancelling starts to cost the fee (in the stylist's zone). */
export function lateCancelText(lateCancel: NonNullable<AppointmentMoney['lateCancel']>, clock: string): string {
  return `Cancel before ${clock} for free; after that, the ${formatCents(lateCancel.feeCents)} late-cancellation fee applies.`
}

/** 'Saturday, March 7 at 10:00 AM EST': an instant as a clock time in the stylist's zone. */
export function deadlineText(instant: string, timeZone: string): string {
  const at = new Date(instant)
  const date = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(at)
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at)
  return `${date} at ${time}`.replace(/[\u202f\u2009\u00a0]/g, ' ')
}

/** Whether the stylist may still waive the fee now. */
export function canWaive(fee: AppointmentFee | null, now: Date): boolean {
  if (!fee || fee.state === 'waived' || fee.state === 'pending' || !fee.waivableUntil) return false
  return now.getTime() <= new Date(fee.waivableUntil).getTime()
}
