/** Money is integer cents everywhere inside the system; these convert at its edges. */
export type PriceTier = '$' | '$$' | '$$$' | '$$$$'
export const priceTiers: readonly PriceTier[] = ['$', '$$', '$$$', '$$$$']

/** Price tiers of the spec: $ under $50, $$ $50-$100, $$$ $100-$200, $$$$ over $200. */
export function priceTier(cents: number): PriceTier {
  if (cents < 5000) return '$'
  if (cents <= 10000) return '$$'
  if (cents <= 20000) return '$$$'
  return '$$$$'
}

/**
 * The cents a tier spans, inclusive (priceTier's thresholds): search adds the hull of the chosen
 * tiers as a price range, so a price walk starts at the first price of the tier.
 */
export function priceTierCents(tier: PriceTier): { min: number | null; max: number | null } {
  if (tier === '$') return { min: null, max: 4999 }
  if (tier === '$$') return { min: 5000, max: 10000 }
  if (tier === '$$$') return { min: 10001, max: 20000 }
  return { min: 20001, max: null }
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

export function centsToDollars(cents: number): number {
  return cents / 100
}

/** '$40', or '$12.50' when there are cents. */
export function formatCents(cents: number): string {
  const dollars = cents / 100
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`
}
