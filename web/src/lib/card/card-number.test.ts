import { describe, expect, it } from 'vitest'
import { cardBrand, checkCardNumber, cvcLength, formatCardNumber, luhnValid } from './card-number'

describe('luhnValid', () => {
  it("accepts Stripe's test numbers and rejects a changed digit", () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '5555555555554444',
      '378282246310005',
    ]) {
      expect(luhnValid(n)).toBe(true)
    }
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('1234567812345678')).toBe(false)
  })

  it('rejects anything but digits', () => {
    expect(luhnValid('')).toBe(false)
    expect(luhnValid('4242 4242 4242 4242')).toBe(false)
  })
})

describe('formatCardNumber', () => {
  it('groups digits in fours as they are typed, dropping anything else', () => {
    expect(formatCardNumber('4242')).toBe('4242')
    expect(formatCardNumber('42424')).toBe('4242 4')
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242')
  })

  it('stops at the longest number of the brand', () => {
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424')
    expect(formatCardNumber('5555555555554444999')).toBe('5555 5555 5555 4444')
  })

  it('groups American Express as 4-6-5', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005')
  })
})

describe('checkCardNumber', () => {
  it('follows the number from empty to complete', () => {
    expect(checkCardNumber('').state).toBe('empty')
    expect(checkCardNumber('4242 4242').state).toBe('incomplete')
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({ state: 'complete', brand: 'visa' })
    expect(checkCardNumber('3782 822463 10005')).toEqual({ state: 'complete', brand: 'amex' })
  })

  it('calls a full-length number that fails the Luhn check invalid', () => {
    expect(checkCardNumber('5555 5555 5555 4445').state).toBe('invalid')
    expect(checkCardNumber('3782 822463 10006').state).toBe('invalid')
  })

  it('keeps a 16-digit Visa failing Luhn incomplete, since Visa numbers run to 19 digits', () => {
    expect(checkCardNumber('4242 4242 4242 4241').state).toBe('incomplete')
    expect(checkCardNumber('4242 4242 4242 4241 000').state).toBe('invalid')
  })
})

describe('cardBrand and cvcLength', () => {
  it('names the brand from the leading digits', () => {
    expect(cardBrand('4')).toBe('visa')
    expect(cardBrand('51')).toBe('mastercard')
    expect(cardBrand('2223')).toBe('mastercard')
    expect(cardBrand('34')).toBe('amex')
    expect(cardBrand('6011')).toBe('discover')
    expect(cardBrand('9')).toBe('unknown')
  })

  it('wants four security digits on an Amex and three elsewhere', () => {
    expect(cvcLength('amex')).toBe(4)
    expect(cvcLength('visa')).toBe(3)
  })
})
