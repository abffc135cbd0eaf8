import { describe, expect, it } from 'vitest'
import { cardOnFileText, formatUsd } from './billing-format'
import { annualSavingsText, planPriceText } from './plans'

describe('plan prices', () => {
  it('reads as the registration page shows them', () => {
    expect(planPriceText('monthly')).toBe('$5.00 per month')
    expect(planPriceText('annual')).toBe('$40.00 per year')
    expect(annualSavingsText()).toBe('Save $20')
  })

  it('formats billing amounts with cents', () => {
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(335)).toBe('$3.35')
    expect(formatUsd(2000, { wholeDollars: true })).toBe('$20')
  })
})

describe('cardOnFileText', () => {
  it('names the brand and masks all but the last four digits', () => {
    expect(cardOnFileText({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242')
    expect(cardOnFileText({ brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005')
    expect(cardOnFileText({ brand: 'unknown', last4: '1234' })).toBe('Card •••• 1234')
  })
})
