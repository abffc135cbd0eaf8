import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { invoiceStateFromStripe, planOfPrice } from './stripe-objects.ts'

const prices = { monthly: 'price_monthly', annual: 'price_annual' }
const price = (id: string, interval: 'month' | 'year' | null) =>
  ({ id, object: 'price', recurring: interval ? { interval, interval_count: 1 } : null }) as Stripe.Price

describe('planOfPrice', () => {
  it('names the plan of the configured prices, and of a replaced price by its interval', () => {
    expect(planOfPrice(price('price_monthly', 'year'), prices)).toBe('monthly')
    expect(planOfPrice(price('price_annual', 'month'), prices)).toBe('annual')
    expect(planOfPrice(price('price_2025_annual', 'year'), prices)).toBe('annual')
    expect(planOfPrice(price('price_2025_monthly', 'month'), prices)).toBe('monthly')
    expect(() => planOfPrice(price('price_one_off', null), prices)).toThrow(
      "Stripe price price_one_off is not a plan's price",
    )
  })
})

describe('invoiceStateFromStripe', () => {
  it('mirrors only the invoices a subscription produced', () => {
    const oneOff = {
      id: 'in_1',
      object: 'invoice',
      status: 'paid',
      parent: null,
      lines: { data: [] },
    } as unknown as Stripe.Invoice
    expect(invoiceStateFromStripe(oneOff)).toBeNull()
    const preview = {
      id: 'in_2',
      status: null,
      parent: { subscription_details: { subscription: 'sub_1' } },
    } as unknown as Stripe.Invoice
    expect(invoiceStateFromStripe(preview)).toBeNull()
  })
})
