import { describe, expect, it } from 'vitest'
import { disputeWords, feeWords, paymentWords, stateCounts } from './payment-display'

describe('stateCounts', () => {
  it('says each state with some, in the order of its words, and None when there are none', () => {
    expect(stateCounts({ failed: 1, succeeded: 3, cancelled: 0 }, paymentWords)).toBe('3 paid · 1 failed')
    expect(stateCounts({ waived: 2, kept_from_deposit: 1 }, feeWords)).toBe('1 kept from a deposit · 2 waived')
    expect(stateCounts({}, disputeWords)).toBe('None')
  })

  it('leaves out a state it has no words for (a status Stripe adds later)', () => {
    expect(stateCounts({ won: 1, charge_refunded: 4 }, disputeWords)).toBe('1 won')
  })
})
