import { describe, expect, it } from 'vitest'
import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { PAYMENT_FAILED_TEXT, paymentMethodDisplay } from './payment-method-display'

const visa = { brand: 'visa', last4: '4242' }
const base: SubscriptionView = {
  subscriptionActive: true,
  subscriptionType: 'monthly',
  status: 'active',
  subscriptionExpiry: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  priceCents: 500,
  card: visa,
  canReactivate: false,
}
const trial: SubscriptionView = {
  ...base,
  subscriptionType: 'annual',
  status: 'trialing',
  trialEnd: '2027-05-22T10:00:00.000Z',
  subscriptionExpiry: '2027-05-22T10:00:00.000Z',
  card: null,
}

describe('paymentMethodDisplay', () => {
  it('shows the card a running subscription renews with', () => {
    expect(paymentMethodDisplay(base)).toEqual({
      card: 'Visa •••• 4242',
      action: 'Update Card',
      alert: null,
      note: 'Your plan renews on December 22, 2026 and is charged to this card.',
    })
  })

  it('says what a trial without a card comes to, and what the card added to it is for', () => {
    expect(paymentMethodDisplay(trial)).toEqual({
      card: null,
      action: 'Add Card',
      alert: {
        status: 'info',
        text: 'Add a card to keep your profile listed after your free trial ends on May 22, 2027.',
      },
      note: null,
    })
    expect(paymentMethodDisplay({ ...trial, card: visa })).toMatchObject({
      card: 'Visa •••• 4242',
      action: 'Update Card',
      alert: null,
      note: 'Your plan is charged to this card when your free trial ends on May 22, 2027.',
    })
  })

  it('warns about a failed payment, with or without a card on file', () => {
    const pastDue = { ...base, subscriptionActive: false, status: 'past_due' as const, canReactivate: true }
    expect(paymentMethodDisplay(pastDue)).toEqual({
      card: 'Visa •••• 4242',
      action: 'Update Card',
      alert: { status: 'warning', text: PAYMENT_FAILED_TEXT },
      note: null,
    })
    expect(paymentMethodDisplay({ ...pastDue, card: null })).toMatchObject({
      card: null,
      action: 'Add Card',
      alert: { status: 'warning' },
    })
  })

  it('does not promise a charge once cancelled, nor ask for a card a cancelled trial will not use', () => {
    expect(paymentMethodDisplay({ ...base, cancelAtPeriodEnd: true, canReactivate: true })).toMatchObject({
      alert: null,
      note: 'This card is not charged again unless you reactivate.',
    })
    expect(paymentMethodDisplay({ ...trial, cancelAtPeriodEnd: true, canReactivate: true })).toMatchObject({
      card: null,
      alert: null,
      note: null,
    })
  })

  it('leaves an ended subscription without a card to the reactivate card', () => {
    const ended = { ...base, subscriptionActive: false, status: 'canceled' as const }
    expect(paymentMethodDisplay({ ...ended, card: null })).toBeNull()
    expect(paymentMethodDisplay({ ...ended, canReactivate: true })).toMatchObject({
      card: 'Visa •••• 4242',
      note: 'Reactivating charges your plan to this card.',
    })
  })

  it('asks for a card when a paid period will renew without one', () => {
    expect(paymentMethodDisplay({ ...base, card: null })).toMatchObject({
      alert: { status: 'info', text: 'Add a card to keep your profile listed after December 22, 2026.' },
    })
  })
})
