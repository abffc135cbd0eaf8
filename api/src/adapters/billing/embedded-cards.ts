/**
 * The embedded provider's card rules: numbers must pass the Luhn check, and Stripe's public test
 * numbers behave as they do in Stripe's test mode. Any other valid number is accepted as a working
 * card (this provider never moves money).
 */

import { cardBrand, luhnValid } from '@marketplace/domain/card.ts'

export { cardBrand, luhnValid }

export type CardCheck =
  | { ok: true; brand: string; last4: string; chargeOutcome: 'succeeds' | 'card_declined' }
  | { ok: false; message: string; code: string; declineCode?: string }

/** Test numbers whose setup fails, with Stripe's messages and codes. */
const SETUP_FAILURES: Record<string, { message: string; code: string; declineCode?: string }> = {
  '4000000000000002': { message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' },
  '4000000000009995': {
    message: 'Your card has insufficient funds.',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
  },
  '4000000000009987': { message: 'Your card was declined.', code: 'card_declined', declineCode: 'lost_card' },
  '4000000000009979': { message: 'Your card was declined.', code: 'card_declined', declineCode: 'stolen_card' },
  '4000000000000069': { message: 'Your card has expired.', code: 'expired_card' },
  '4000000000000127': { message: "Your card's security code is incorrect.", code: 'incorrect_cvc' },
  '4000000000000119': {
    message: 'An error occurred while processing your card. Try again in a little bit.',
    code: 'processing_error',
  },
}

/** Stripe's test card that attaches fine but whose charges are declined. */
const DECLINES_CHARGES = '4000000000000341'

/** Judges a card as Stripe's confirmCardSetup would, at the given time. */
export function checkCard(number: string, expMonth: number, expYear: number, cvc: string, now: Date): CardCheck {
  const digits = number.replace(/\s+/g, '')
  if (!/^[0-9]{12,19}$/.test(digits))
    return { ok: false, message: 'Your card number is incomplete.', code: 'incomplete_number' }
  if (digits.length < 12 || !luhnValid(digits))
    return { ok: false, message: 'Your card number is invalid.', code: 'invalid_number' }
  const brand = cardBrand(digits)
  const cvcLength = brand === 'amex' ? 4 : 3
  if (cvc.length !== cvcLength)
    return { ok: false, message: "Your card's security code is incomplete.", code: 'incomplete_cvc' }
  const expiresAfter = Date.UTC(expYear, expMonth, 1) // first moment after the expiry month
  if (expiresAfter <= now.getTime())
    return { ok: false, message: "Your card's expiration date is in the past.", code: 'invalid_expiry_year' }
  const failure = SETUP_FAILURES[digits]
  if (failure) return { ok: false, ...failure }
  return {
    ok: true,
    brand,
    last4: digits.slice(-4),
    chargeOutcome: digits === DECLINES_CHARGES ? 'card_declined' : 'succeeds',
  }
}
