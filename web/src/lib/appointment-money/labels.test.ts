import { describe, expect, it } from 'vitest'
import type { AppointmentFee, AppointmentMoney } from '@marketplace/domain/contract/payments.ts'
import { canWaive, deadlineText, feeStateText, lateCancelText, moneyLines } from './labels'

const fee = (over: Partial<AppointmentFee> = {}): AppointmentFee => ({
  kind: 'late_cancel',
  amountCents: 500,
  keptCents: 500,
  chargeCents: 0,
  capturedCents: 0,
  refundedCents: 0,
  state: 'kept_from_deposit',
  failureMessage: null,
  provider: 'embedded',
  accountId: 'acct_local_1',
  clientSecret: null,
  paymentMethodId: null,
  decidedAt: '2026-03-07T15:00:00.000Z',
  waivableUntil: '2026-03-21T15:00:00.000Z',
  ...over,
})
const money = (over: Partial<AppointmentMoney> = {}): AppointmentMoney => ({
  paidCents: 2000,
  refundedCents: 1500,
  balanceCents: null,
  lateCancel: null,
  noShowFeeCents: 0,
  fee: fee(),
  dispute: null,
  ...over,
})

describe('moneyLines', () => {
  it("shows the stylist a dispute, with the evidence deadline in the stylist's zone", () => {
    const dispute = {
      status: 'needs_response' as const,
      reason: 'product_not_received',
      amountCents: 2000,
      evidenceDueBy: '2026-03-11T14:00:00.000Z',
    }
    expect(moneyLines(money({ fee: null, refundedCents: 0, dispute }), 'stylist', 'America/New_York')).toEqual([
      { label: 'Paid at booking', value: '$20' },
      {
        label: 'Disputed (product not received)',
        value: '$20, answer in your Stripe Express dashboard by Wednesday, March 11 at 10:00 AM EDT',
        tone: 'warning',
      },
    ])
    expect(moneyLines(money({ fee: null, dispute: { ...dispute, status: 'lost' } }), 'stylist')[2]).toEqual({
      label: 'Disputed (product not received)',
      value: "$20, lost: the client's bank kept it",
      tone: 'error',
    })
    expect(moneyLines(money({ fee: null, dispute: { ...dispute, status: 'won' } }), 'stylist')[2].tone).toBe(undefined)
  })

  it('lists paid, refunded and the fee kept from the deposit', () => {
    expect(moneyLines(money(), 'client')).toEqual([
      { label: 'Paid at booking', value: '$20' },
      { label: 'Refunded', value: '$15' },
      { label: 'Late-cancellation fee', value: '$5, kept from the deposit ($5)', tone: undefined },
    ])
  })
  it('shows what is left to pay after a completed visit', () => {
    expect(moneyLines(money({ refundedCents: 0, fee: null, balanceCents: 3266 }), 'stylist')).toEqual([
      { label: 'Paid at booking', value: '$20' },
      { label: 'Left to pay at the salon', value: '$32.66' },
    ])
  })
  it('words each state for each side', () => {
    expect(feeStateText(fee({ state: 'requires_action' }), 'client')).toBe('waiting for you to confirm the payment')
    expect(feeStateText(fee({ state: 'requires_action' }), 'stylist')).toBe(
      'waiting for the client to confirm with their bank',
    )
    expect(feeStateText(fee({ state: 'failed', failureMessage: 'Your card was declined.' }), 'stylist')).toBe(
      'not charged: Your card was declined.',
    )
    expect(feeStateText(fee({ state: 'charged', keptCents: 300, chargeCents: 1700 }), 'client')).toBe(
      '$3 kept from the deposit, $17 charged to the card',
    )
    expect(moneyLines(money({ fee: fee({ state: 'failed' }) }), 'client')[2].tone).toBe('error')
  })
})

describe('canWaive and lateCancelText', () => {
  it('allows a waiver until waivableUntil, never twice or while charging', () => {
    expect(canWaive(fee(), new Date('2026-03-21T15:00:00Z'))).toBe(true)
    expect(canWaive(fee(), new Date('2026-03-21T15:00:01Z'))).toBe(false)
    expect(canWaive(fee({ state: 'waived', waivableUntil: null }), new Date('2026-03-08T00:00:00Z'))).toBe(false)
    expect(canWaive(fee({ state: 'pending' }), new Date('2026-03-08T00:00:00Z'))).toBe(false)
    expect(canWaive(null, new Date())).toBe(false)
  })
  it('names the deadline in the stylist zone, DST included', () => {
    expect(deadlineText('2026-03-07T15:00:00.000Z', 'America/New_York')).toBe('Saturday, March 7 at 10:00 AM EST')
    expect(deadlineText('2026-03-09T14:00:00.000Z', 'America/New_York')).toBe('Monday, March 9 at 10:00 AM EDT')
  })
  it('says when cancelling starts to cost', () => {
    expect(lateCancelText({ feeCents: 500, deadline: '' }, 'Saturday, March 7 at 10:00 AM EST')).toBe(
      'Cancel before Saturday, March 7 at 10:00 AM EST for free; after that, the $5 late-cancellation fee applies.',
    )
  })
})
