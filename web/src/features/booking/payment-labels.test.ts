import { describe, expect, it } from 'vitest'
import { paymentStepLabels } from './payment-labels'

describe('the card step words', () => {
  it('names the deposit and the prepayment in dollars and cents, and asks nothing for a card on file', () => {
    expect(paymentStepLabels({ kind: 'deposit', amountCents: 1485 })).toMatchObject({
      title: 'Deposit due now: $14.85',
      submit: 'Pay $14.85 deposit',
    })
    expect(paymentStepLabels({ kind: 'prepayment', amountCents: 4500 }).submit).toBe('Pay $45')
    expect(paymentStepLabels({ kind: 'card_on_file', amountCents: 0 }).detail).toMatch(/^Nothing is charged now/)
  })
})
