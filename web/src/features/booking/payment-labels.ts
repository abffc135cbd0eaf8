import type { BookingPayment } from '@marketplace/domain/contract/payments.ts'
import { formatCents } from '@marketplace/domain/money.ts'

/** The card step's heading and its button's words, by what the terms ask at booking. */
export function paymentStepLabels(payment: Pick<BookingPayment, 'kind' | 'amountCents'>): {
  title: string
  detail: string
  submit: string
} {
  const amount = formatCents(payment.amountCents)
  switch (payment.kind) {
    case 'deposit':
      return {
        title: `Deposit due now: ${amount}`,
        detail: 'Paid to the stylist to hold your time. It counts toward the price of your visit.',
        submit: `Pay ${amount} deposit`,
      }
    case 'prepayment':
      return {
        title: `Pay now: ${amount}`,
        detail: 'The full price, paid to the stylist to book this time.',
        submit: `Pay ${amount}`,
      }
    case 'card_on_file':
      return {
        title: 'Card on file',
        detail: 'Nothing is charged now. The card is kept by the stylist for the fees in their policy only.',
        submit: 'Save card and book',
      }
  }
}

/** "We are holding 10:00 for you until 10:52 AM." in the viewer's clock. */
export function holdText(holdExpiresAt: string | null, locale?: string): string {
  if (!holdExpiresAt) return 'We are holding this time for you while you pay.'
  const until = new Date(holdExpiresAt).toLocaleTimeString(locale ?? 'en-US', { hour: 'numeric', minute: '2-digit' })
  return `We are holding this time for you until ${until}. If the payment is not made by then, the time is released.`
}
