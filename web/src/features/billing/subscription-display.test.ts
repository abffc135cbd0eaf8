import { describe, expect, it } from 'vitest'
import type { SubscriptionView } from '@marketplace/domain/contract/billing.ts'
import { subscriptionDisplay } from './subscription-display'

const base: SubscriptionView = {
  subscriptionActive: true,
  subscriptionType: 'monthly',
  status: 'active',
  subscriptionExpiry: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  priceCents: 500,
  card: { brand: 'visa', last4: '4242' },
  canReactivate: false,
}

describe('subscriptionDisplay', () => {
  it('shows an active subscription as visible, renewing, changeable and cancellable', () => {
    expect(subscriptionDisplay(base)).toEqual({
      active: true,
      badge: 'Active',
      visibility: 'Your profile is visible to clients',
      dateText: 'Renews on December 22, 2026',
      trialText: null,
      canChangePlan: true,
      canCancel: true,
      reactivate: null,
      paymentFailed: false,
    })
  })

  it('shows a subscription cancelled at period end as expiring, with the reactivate card', () => {
    const d = subscriptionDisplay({ ...base, cancelAtPeriodEnd: true, canReactivate: true })
    expect(d).toMatchObject({
      badge: 'Active',
      dateText: 'Expires on December 22, 2026',
      canCancel: false,
      canChangePlan: false,
      reactivate: 'button',
    })
  })

  it('shows the trial end, and an expiry when no card will be charged', () => {
    const trial = {
      ...base,
      status: 'trialing' as const,
      trialEnd: '2027-05-22T10:00:00.000Z',
      subscriptionExpiry: '2027-05-22T10:00:00.000Z',
    }
    expect(subscriptionDisplay(trial)).toMatchObject({
      trialText: 'Free trial until May 22, 2027',
      dateText: 'Renews on May 22, 2027',
    })
    expect(subscriptionDisplay({ ...trial, card: null })).toMatchObject({
      dateText: 'Expires on May 22, 2027',
      canCancel: true,
    })
  })

  it('shows a lapsed subscription as hidden, with reactivation or a way back to registration', () => {
    const lapsed = { ...base, subscriptionActive: false, status: 'canceled' as const }
    expect(subscriptionDisplay({ ...lapsed, canReactivate: true })).toEqual({
      active: false,
      badge: 'Inactive',
      visibility: 'Your profile is hidden from search',
      dateText: 'Expired on December 22, 2026',
      trialText: null,
      canChangePlan: false,
      canCancel: false,
      reactivate: 'button',
      paymentFailed: false,
    })
    expect(subscriptionDisplay(lapsed).reactivate).toBe('resubscribe')
  })

  it('shows a past-due subscription as hidden and overdue, paid by a new card rather than reactivated', () => {
    // The API offers reactivation for the declining card on file; it would refuse with a 409.
    const pastDue = { ...base, subscriptionActive: false, status: 'past_due' as const, canReactivate: true }
    expect(subscriptionDisplay(pastDue)).toEqual({
      active: false,
      badge: 'Inactive',
      visibility: 'Your profile is hidden from search',
      dateText: 'Payment overdue',
      trialText: null,
      canChangePlan: false,
      canCancel: false,
      reactivate: null,
      paymentFailed: true,
    })
  })
})
