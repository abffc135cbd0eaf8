import { checkCardNumber, cardDigits, cvcLength } from './card-number'
import { checkExpiry } from './card-expiry'

/** What the embedded card form holds, as typed. */
export type CardFields = { number: string; expiry: string; cvc: string }
export type CardField = keyof CardFields

/** The card as POST /api/billing/embedded/confirm-card-setup takes it (beside the client secret). */
export type CardEntry = { cardNumber: string; expMonth: number; expYear: number; cvc: string }

export type CardFieldsCheck = {
  /** Stripe's wording for every field not yet right (the form shows those the user has left). */
  errors: Partial<Record<CardField, string>>
  /** The card, once every field is complete and valid. */
  entry: CardEntry | null
}

const numberMessages = { incomplete: 'Your card number is incomplete.', invalid: 'Your card number is invalid.' }
const expiryMessages = {
  incomplete: "Your card's expiration date is incomplete.",
  invalidMonth: "Your card's expiration month is invalid.",
  past: "Your card's expiration date is in the past.",
}
const cvcIncomplete = "Your card's security code is incomplete."

/** Checks the three fields at `now`. */
export function checkCardFields(fields: CardFields, now: Date): CardFieldsCheck {
  const errors: CardFieldsCheck['errors'] = {}
  const number = checkCardNumber(fields.number)
  if (number.state === 'invalid') errors.number = numberMessages.invalid
  else if (number.state !== 'complete') errors.number = numberMessages.incomplete

  const expiry = checkExpiry(fields.expiry, now)
  if (expiry.state === 'empty') errors.expiry = expiryMessages.incomplete
  else if (expiry.state !== 'complete') errors.expiry = expiryMessages[expiry.state]

  const cvc = fields.cvc.replace(/\D/g, '')
  const cvcComplete = cvc.length === cvcLength(number.brand)
  if (!cvcComplete) errors.cvc = cvcIncomplete

  const entry =
    number.state === 'complete' && expiry.state === 'complete' && cvcComplete
      ? { cardNumber: cardDigits(fields.number), expMonth: expiry.month, expYear: expiry.year, cvc }
      : null
  return { errors, entry }
}
