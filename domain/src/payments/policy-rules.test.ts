import { describe, expect, it } from 'vitest'
import { noPolicy, paymentPolicySchema, type PaymentPolicy } from '../contract/payments.ts'
import {
  agreedTerms,
  amountCents,
  cancellationDeadline,
  describeScope,
  describeTerms,
  dueAtBookingCents,
  insideCancellationWindow,
  percentOfCents,
  policyApplies,
  policyTakesMoney,
  settleClientCancellation,
  settleCompleted,
  settleNoShow,
  settleStylistCancellation,
} from './policy-rules.ts'
import { connectStatusOf } from './connect-status.ts'

const NY = 'America/New_York'
const policy = (p: Partial<PaymentPolicy>): PaymentPolicy => ({ ...noPolicy, ...p })

describe('percentOfCents: exact cents, halves up', () => {
  it.each([
    [1010, 25, 253], // 252.5
    [3333, 15, 500], // 499.95
    [999, 33, 330], // 329.67
    [1, 50, 1], // 0.5
    [3, 10, 0], // 0.3
    [6000, 20, 1200],
    [4999, 100, 4999],
    [1_000_000, 37, 370_000],
  ])('%i cents at %i percent is %i', (cents, pct, want) => {
    expect(percentOfCents(cents, pct)).toBe(want)
  })
})

describe('amounts are capped at the service price', () => {
  it('a fixed amount above the price is the price', () => {
    expect(amountCents({ kind: 'fixed', value: 5000 }, 3000)).toBe(3000)
    expect(amountCents({ kind: 'fixed', value: 1200 }, 3000)).toBe(1200)
  })
  it('100 percent is the price, no fee is zero', () => {
    expect(amountCents({ kind: 'percent', value: 100 }, 3333)).toBe(3333)
    expect(amountCents(null, 3333)).toBe(0)
  })
  it('what is due at booking by requirement', () => {
    expect(dueAtBookingCents(policy({ requirement: 'deposit', deposit: { kind: 'percent', value: 25 } }), 1010)).toBe(
      253,
    )
    expect(dueAtBookingCents(policy({ requirement: 'deposit', deposit: { kind: 'fixed', value: 9000 } }), 6000)).toBe(
      6000,
    )
    expect(dueAtBookingCents(policy({ requirement: 'prepayment' }), 6000)).toBe(6000)
    expect(dueAtBookingCents(policy({ requirement: 'card_on_file' }), 6000)).toBe(0)
  })
})

describe('scope and minimum', () => {
  const fresh = { completedVisits: 0, noShows: 0 }
  const regular = { completedVisits: 3, noShows: 0 }
  const flaky = { completedVisits: 3, noShows: 1 }
  it('no requirement never applies', () => {
    expect(policyApplies(noPolicy, 6000, fresh)).toBe(false)
  })
  it('everyone, new clients, past no-shows', () => {
    const base = policy({ requirement: 'card_on_file' })
    expect(policyApplies(base, 6000, regular)).toBe(true)
    expect(policyApplies({ ...base, scope: 'new_clients' }, 6000, fresh)).toBe(true)
    expect(policyApplies({ ...base, scope: 'new_clients' }, 6000, regular)).toBe(false)
    expect(policyApplies({ ...base, scope: 'past_no_show' }, 6000, regular)).toBe(false)
    expect(policyApplies({ ...base, scope: 'past_no_show' }, 6000, flaky)).toBe(true)
  })
  it('a price on request ($0) has no terms', () => {
    expect(policyApplies(policy({ requirement: 'prepayment' }), 0, fresh)).toBe(false)
  })
  it('below the minimum booking value nothing applies; at it, it does', () => {
    const p = policy({ requirement: 'deposit', deposit: { kind: 'fixed', value: 1000 }, minimumBookingCents: 5000 })
    expect(policyApplies(p, 4999, fresh)).toBe(false)
    expect(policyApplies(p, 5000, fresh)).toBe(true)
  })
  it('what takes money', () => {
    expect(policyTakesMoney(policy({ requirement: 'card_on_file' }))).toBe(false)
    expect(policyTakesMoney(policy({ requirement: 'card_on_file', noShowFee: { kind: 'percent', value: 50 } }))).toBe(
      true,
    )
    expect(policyTakesMoney(policy({ requirement: 'prepayment' }))).toBe(true)
  })
})

describe('the cancellation window on the stylist’s wall clock', () => {
  it('spring forward: a 24-hour window before 10:00 on the DST day is 23 real hours', () => {
    const start = new Date('2026-03-08T14:00:00Z') // 10:00 EDT, the day clocks went forward
    expect(cancellationDeadline(start, 24, NY).toISOString()).toBe('2026-03-07T15:00:00.000Z') // 10:00 EST
    // 23.5 real hours before the start: more than 24 hours on the wall clock? No: still outside.
    expect(insideCancellationWindow(new Date('2026-03-07T14:30:00Z'), start, 24, NY)).toBe(false)
    expect(insideCancellationWindow(new Date('2026-03-07T15:00:00Z'), start, 24, NY)).toBe(true)
  })
  it('fall back: a 24-hour window before 10:00 on the DST day is 25 real hours', () => {
    const start = new Date('2026-11-01T15:00:00Z') // 10:00 EST, the day clocks went back
    expect(cancellationDeadline(start, 24, NY).toISOString()).toBe('2026-10-31T14:00:00.000Z') // 10:00 EDT
    // 24.5 real hours before: already inside, as the stylist's clock reads it.
    expect(insideCancellationWindow(new Date('2026-10-31T14:30:00Z'), start, 24, NY)).toBe(true)
    expect(insideCancellationWindow(new Date('2026-10-31T13:59:59Z'), start, 24, NY)).toBe(false)
  })
  it('a deadline in the skipped hour moves forward by the gap', () => {
    const start = new Date('2026-03-09T06:30:00Z') // 02:30 EDT on March 9
    expect(cancellationDeadline(start, 24, NY).toISOString()).toBe('2026-03-08T07:30:00.000Z') // 03:30 EDT
  })
  it('a deadline in the repeated hour is its earlier instant', () => {
    const start = new Date('2026-11-02T06:30:00Z') // 01:30 EST on November 2
    expect(cancellationDeadline(start, 24, NY).toISOString()).toBe('2026-11-01T05:30:00.000Z') // 01:30 EDT
  })
  it('windows of several days, and across midnight', () => {
    const start = new Date('2026-03-10T13:00:00Z') // 09:00 EDT, Tuesday
    expect(cancellationDeadline(start, 72, NY).toISOString()).toBe('2026-03-07T14:00:00.000Z') // 09:00 EST Saturday
    expect(cancellationDeadline(start, 10, NY).toISOString()).toBe('2026-03-10T03:00:00.000Z') // 23:00 EDT Monday
  })
  it('a zero window is never inside', () => {
    const start = new Date('2026-03-10T13:00:00Z')
    expect(insideCancellationWindow(new Date('2026-03-10T12:59:00Z'), start, 0, NY)).toBe(false)
  })
  it('UTC has no DST: 24 hours are 24 hours', () => {
    const start = new Date('2026-03-08T14:00:00Z')
    expect(cancellationDeadline(start, 24, 'UTC').toISOString()).toBe('2026-03-07T14:00:00.000Z')
  })
})

describe('settlements in cents', () => {
  const deposit = agreedTerms(
    policy({
      requirement: 'deposit',
      deposit: { kind: 'percent', value: 20 },
      lateCancellationFee: { kind: 'percent', value: 50 },
      noShowFee: { kind: 'percent', value: 100 },
    }),
    3333,
    24,
    NY,
  )
  it('the terms of an uneven price', () => {
    expect(deposit).toMatchObject({ dueAtBookingCents: 667, lateCancellationFeeCents: 1667, noShowFeeCents: 3333 })
  })
  it('outside the window everything back; inside it the fee from the deposit and the rest from the card', () => {
    expect(settleClientCancellation(deposit, 667, false)).toEqual({ refundCents: 667, keptCents: 0, chargeCents: 0 })
    expect(settleClientCancellation(deposit, 667, true)).toEqual({ refundCents: 0, keptCents: 667, chargeCents: 1000 })
  })
  it('a fee smaller than the deposit refunds the difference', () => {
    const t = { ...deposit, lateCancellationFeeCents: 500 }
    expect(settleClientCancellation(t, 667, true)).toEqual({ refundCents: 167, keptCents: 500, chargeCents: 0 })
  })
  it('no-show charged or waived; the stylist cancelling refunds all', () => {
    expect(settleNoShow(deposit, 667, false)).toEqual({ refundCents: 0, keptCents: 667, chargeCents: 2666 })
    expect(settleNoShow(deposit, 667, true)).toEqual({ refundCents: 667, keptCents: 0, chargeCents: 0 })
    expect(settleStylistCancellation(667)).toEqual({ refundCents: 667, keptCents: 0, chargeCents: 0 })
  })
  it('completed: the deposit counts toward the price', () => {
    expect(settleCompleted(deposit, 667)).toEqual({
      refundCents: 0,
      keptCents: 667,
      chargeCents: 0,
      balanceCents: 2666,
    })
  })
})

describe('plain words', () => {
  it('a deposit with fees', () => {
    const terms = agreedTerms(
      policy({
        requirement: 'deposit',
        deposit: { kind: 'fixed', value: 1250 },
        lateCancellationFee: { kind: 'percent', value: 50 },
        noShowFee: { kind: 'fixed', value: 3000 },
      }),
      6000,
      24,
      NY,
    )
    expect(describeTerms(terms)).toBe(
      'A $12.50 deposit is taken when you book; it counts toward the $60 price. ' +
        'Cancel at least 24 hours before the start and it is refunded in full. ' +
        'Cancelling later costs $30, kept from what you paid first. ' +
        'If you miss the appointment, $30 is charged. ' +
        'Times are the stylist’s (Eastern Time). The stylist can always waive a fee.',
    )
  })
  it('a card on file with a no-show fee only', () => {
    const terms = agreedTerms(
      policy({ requirement: 'card_on_file', noShowFee: { kind: 'percent', value: 50 } }),
      4500,
      1,
      NY,
    )
    expect(describeTerms(terms)).toBe(
      'A card is saved when you book; nothing is charged now. If you miss the appointment, $22.50 is charged. ' +
        'Times are the stylist’s (Eastern Time). The stylist can always waive a fee.',
    )
  })
  it('names the stylist’s zone as the rest of the site does, and an unknown one as it is', () => {
    const card = policy({ requirement: 'card_on_file' })
    const zoneOf = (zone: string) =>
      describeTerms(agreedTerms(card, 4500, 1, zone)).match(/Times are the stylist’s \((.*)\)\./)?.[1]
    expect(zoneOf('America/Chicago')).toBe('Central Time')
    expect(zoneOf('America/Phoenix')).toBe('Mountain Standard Time')
    expect(zoneOf('Mars/Olympus_Mons')).toBe('Mars/Olympus_Mons')
  })
  it('scope and minimum', () => {
    expect(describeScope({ scope: 'everyone', minimumBookingCents: 0 })).toBeNull()
    expect(describeScope({ scope: 'new_clients', minimumBookingCents: 5000 })).toBe(
      'This applies to new clients, for bookings of $50 or more.',
    )
  })
})

describe('the policy schema names the field', () => {
  const issues = (input: unknown) =>
    paymentPolicySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message])
  it('a deposit without an amount, a fee without a card, a bad percentage', () => {
    expect(issues({ requirement: 'deposit' })).toEqual([
      ['deposit', 'Choose the deposit: a fixed amount or a percentage'],
    ])
    expect(issues({ requirement: 'none', noShowFee: { kind: 'fixed', value: 100 } })?.[0][0]).toBe('noShowFee')
    expect(issues({ requirement: 'deposit', deposit: { kind: 'percent', value: 101 } })?.[0][0]).toBe('deposit.value')
    expect(issues({ requirement: 'deposit', deposit: { kind: 'percent', value: 12.5 } })?.[0][0]).toBe('deposit.value')
    expect(issues({ requirement: 'card_on_file', minimumBookingCents: -1 })?.[0][0]).toBe('minimumBookingCents')
  })
})

describe('connect status', () => {
  const flags = {
    chargesEnabled: false,
    payoutsEnabled: false,
    detailsSubmitted: false,
    requirementsDue: ['external_account'],
    disabledReason: null,
  }
  it('each status from Stripe’s flags', () => {
    expect(connectStatusOf(null)).toBe('not_connected')
    expect(connectStatusOf(flags)).toBe('requirements_due')
    expect(connectStatusOf({ ...flags, detailsSubmitted: true })).toBe('restricted')
    expect(connectStatusOf({ ...flags, disabledReason: 'requirements.past_due' })).toBe('requirements_due')
    expect(connectStatusOf({ ...flags, detailsSubmitted: true, disabledReason: 'requirements.past_due' })).toBe(
      'restricted',
    )
    expect(connectStatusOf({ ...flags, chargesEnabled: true, detailsSubmitted: true })).toBe('requirements_due')
    expect(
      connectStatusOf({
        ...flags,
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
        requirementsDue: [],
      }),
    ).toBe('enabled')
  })
})
