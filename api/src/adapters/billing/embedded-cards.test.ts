import { describe, expect, it } from 'vitest'
import { cardBrand, checkCard, luhnValid } from './embedded-cards.ts'

const now = new Date('2026-11-22T00:00:00Z')

describe('embedded card rules', () => {
  it('checks numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('378282246310005')).toBe(true)
    expect(luhnValid('42a2')).toBe(false)
  })

  it('names the brand from the number', () => {
    expect(
      ['4242424242424242', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117'].map(
        cardBrand,
      ),
    ).toEqual(['visa', 'mastercard', 'mastercard', 'amex', 'discover'])
  })

  it("behaves like Stripe's test cards", () => {
    expect(checkCard('4242 4242 4242 4242', 12, 2030, '123', now)).toEqual({
      ok: true,
      brand: 'visa',
      last4: '4242',
      chargeOutcome: 'succeeds',
    })
    expect(checkCard('4000000000000341', 12, 2030, '123', now)).toMatchObject({
      ok: true,
      chargeOutcome: 'card_declined',
    })
    expect(checkCard('4000000000000002', 12, 2030, '123', now)).toMatchObject({
      ok: false,
      declineCode: 'generic_decline',
    })
    expect(checkCard('4000000000009995', 12, 2030, '123', now)).toMatchObject({
      ok: false,
      declineCode: 'insufficient_funds',
    })
  })

  it('wants a 4-digit CVC for Amex, 3 otherwise, and an expiry not yet past', () => {
    expect(checkCard('378282246310005', 12, 2030, '123', now)).toMatchObject({ ok: false, code: 'incomplete_cvc' })
    expect(checkCard('378282246310005', 12, 2030, '1234', now)).toMatchObject({ ok: true, brand: 'amex' })
    expect(checkCard('4242424242424242', 11, 2026, '123', now)).toMatchObject({ ok: true })
    expect(checkCard('4242424242424242', 10, 2026, '123', now)).toMatchObject({
      ok: false,
      code: 'invalid_expiry_year',
    })
    expect(checkCard('4242 4242', 12, 2030, '123', now)).toMatchObject({ ok: false, code: 'incomplete_number' })
  })
})
