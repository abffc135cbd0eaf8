/** A count by state as "3 succeeded · 1 failed" (states in the order given, those with none left out). */
export function stateCounts(counts: Record<string, number>, words: Record<string, string>): string {
  const parts = Object.entries(words)
    .filter(([state]) => (counts[state] ?? 0) > 0)
    .map(([state, word]) => `${counts[state]} ${word}`)
  return parts.length > 0 ? parts.join(' · ') : 'None'
}

export const paymentWords = {
  succeeded: 'paid',
  refunded: 'refunded',
  open: 'waiting',
  failed: 'failed',
  cancelled: 'cancelled',
}
export const feeWords = {
  kept_from_deposit: 'kept from a deposit',
  charged: 'charged',
  requires_action: 'waiting for the client',
  pending: 'being charged',
  failed: 'failed',
  waived: 'waived',
}
export const disputeWords = {
  needs_response: 'need a response',
  under_review: 'under review',
  warning_needs_response: 'inquiries',
  warning_under_review: 'inquiries under review',
  won: 'won',
  lost: 'lost',
  warning_closed: 'inquiries closed',
  prevented: 'prevented',
}
