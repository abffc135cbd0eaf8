import { describe, expect, it } from 'vitest'
import { checkCardFields } from './card-fields'

const now = new Date('2026-11-22T10:00:00Z')

describe('checkCardFields', () => {
  it('gives the card to send once every field is right', () => {
    expect(checkCardFields({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({
      errors: {},
      entry: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    })
  })

  it("says what is wrong in Stripe's words", () => {
    const { errors, entry } = checkCardFields({ number: '4242 4242 4242 4241 000', expiry: '01/20', cvc: '12' }, now)
    expect(entry).toBeNull()
    expect(errors).toEqual({
      number: 'Your card number is invalid.',
      expiry: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is incomplete.",
    })
  })

  it('calls empty fields incomplete', () => {
    expect(checkCardFields({ number: '', expiry: '', cvc: '' }, now).errors).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    })
  })

  it('wants four security digits for an American Express card', () => {
    const amex = { number: '3782 822463 10005', expiry: '12/30' }
    expect(checkCardFields({ ...amex, cvc: '123' }, now).entry).toBeNull()
    expect(checkCardFields({ ...amex, cvc: '1234' }, now).entry?.cvc).toBe('1234')
  })
})
