/**
 * Stripe's processing fee on one successful charge at its published US card rate, 2.9% + 30¢,
 * rounded half up to the cent (ADR 021). The embedded twin charges exactly this; with real Stripe
 * the fee is read from each charge's balance transaction, and this is only the estimate for a
 * charge whose fee was not read.
 */
export function stripeFeeCents(chargeCents: number): number {
  if (chargeCents <= 0) return 0
  return Math.floor((chargeCents * 29 + 500) / 1000) + 30
}
