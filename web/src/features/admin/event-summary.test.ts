import { describe, expect, it } from 'vitest'
import { summarizeMetadata } from './event-summary'

describe('summarizeMetadata', () => {
  it('names the search term, the stylist and the plan', () => {
    expect(summarizeMetadata({ searchTerm: 'balayage' })).toBe('Search term: "balayage"')
    expect(summarizeMetadata({ stylistId: 12 })).toBe('Stylist #12')
    expect(summarizeMetadata({ planType: 'annual' })).toBe('Plan: annual')
    expect(summarizeMetadata({ searchTerm: 'curly', stylistId: 3, planType: 'monthly' })).toBe(
      'Search term: "curly" · Stylist #3 · Plan: monthly',
    )
  })

  it('leaves out other keys and blank terms', () => {
    expect(summarizeMetadata({ searchTerm: '  ', source: 'home' })).toBe('No details')
    expect(summarizeMetadata({})).toBe('No details')
  })

  it('shows stylist 0 (an id is an id)', () => {
    expect(summarizeMetadata({ stylistId: 0 })).toBe('Stylist #0')
  })
})
