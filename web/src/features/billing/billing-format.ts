import { formatLongDate } from '@/lib/format-date'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/**
 * Billing amounts always show their cents ("$5.00", "$40.00"), as the spec's plan choice does;
 * `wholeDollars` is for round savings ("Save $20"). Listing prices elsewhere use domain/money.ts.
 */
export function formatUsd(cents: number, { wholeDollars = false } = {}): string {
  return (wholeDollars ? wholeUsd : usd).format(cents / 100)
}

/** "November 21, 2026" from the API's ISO timestamp. */
export function formatBillingDate(iso: string | Date): string {
  return formatLongDate(typeof iso === 'string' ? new Date(iso) : iso)
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

/** "Visa •••• 4242" (Stripe names brands in lower case; an unknown one shows as "Card"). */
export function cardOnFileText(card: { brand: string; last4: string }): string {
  return `${brandNames[card.brand.toLowerCase()] ?? 'Card'} •••• ${card.last4}`
}
