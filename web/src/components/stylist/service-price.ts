/**
 * A service's price on a card: dollars rounded, with "+" as the spec's cards show it ("$45+"), or
 * "Ask for price" when the stylist set none (0: price on request). The spec's "above 1000 means
 * cents" guess is not applied: the contract says dollars, so $1200 stays $1200.
 */
export function servicePriceLabel(dollars: number): string {
  return dollars > 0 ? `$${Math.round(dollars)}+` : 'Ask for price'
}
