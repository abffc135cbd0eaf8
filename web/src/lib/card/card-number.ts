/**
 * The card number of the embedded card form: digits only, grouped as the card shows them, checked
 * with the Luhn sum before anything is sent (the server checks again; these only spare a round trip).
 */

import { cardBrand, luhnValid, type CardBrand } from '@marketplace/domain/card.ts'

export { cardBrand, luhnValid, type CardBrand }

/** How many digits a complete number of this brand has (the longest is the input's limit). */
export function cardNumberLengths(brand: CardBrand): readonly number[] {
  switch (brand) {
    case 'amex':
      return [15]
    case 'diners':
      return [14, 16]
    case 'visa':
      return [16, 19]
    case 'unknown':
      return [12, 13, 14, 15, 16, 17, 18, 19]
    default:
      return [16]
  }
}

export function maxCardNumberLength(brand: CardBrand): number {
  return Math.max(...cardNumberLengths(brand))
}

export function cardDigits(text: string): string {
  return text.replace(/\D/g, '')
}

/** "4242424242424242" -> "4242 4242 4242 4242"; American Express as 4-6-5. Extra digits are dropped. */
export function formatCardNumber(text: string): string {
  const brand = cardBrand(cardDigits(text))
  const digits = cardDigits(text).slice(0, maxCardNumberLength(brand))
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let at = 0
  for (const size of groups) {
    if (at >= digits.length) break
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

export type CardNumberCheck = { state: 'empty' | 'incomplete' | 'invalid' | 'complete'; brand: CardBrand }

/**
 * Incomplete while more digits may still come; invalid when the number cannot be a card (a full
 * length that fails Luhn, or a number longer than the brand allows).
 */
export function checkCardNumber(text: string): CardNumberCheck {
  const digits = cardDigits(text)
  const brand = cardBrand(digits)
  if (digits.length === 0) return { state: 'empty', brand }
  const lengths = cardNumberLengths(brand)
  if (digits.length > maxCardNumberLength(brand)) return { state: 'invalid', brand }
  if (luhnValid(digits) && lengths.includes(digits.length)) return { state: 'complete', brand }
  if (digits.length < maxCardNumberLength(brand)) return { state: 'incomplete', brand }
  return { state: 'invalid', brand }
}

/** Digits in the security code on the card: four on the front of an Amex, three elsewhere. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3
}
