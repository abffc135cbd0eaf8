import { describe, expect, it } from 'vitest'
import { summaryParts } from './event-summary'

describe('summaryParts', () => {
  it('names the search term, the stylist and the plan', () => {
    expect(summaryParts({ searchTerm: 'balayage' })).toEqual([{ text: 'Search term: "balayage"' }])
    expect(summaryParts({ stylistId: 12, stylistName: 'Maya Brooks' })).toEqual([
      { stylistId: 12, name: 'Maya Brooks' },
    ])
    expect(summaryParts({ planType: 'annual' })).toEqual([{ text: 'Plan: annual' }])
    expect(summaryParts({ searchTerm: 'curly', stylistId: 3, stylistName: 'Jo', planType: 'monthly' })).toEqual([
      { text: 'Search term: "curly"' },
      { stylistId: 3, name: 'Jo' },
      { text: 'Plan: monthly' },
    ])
  })

  it('falls back to the id when the profile is gone', () => {
    expect(summaryParts({ stylistId: 12 })).toEqual([{ text: 'Stylist #12' }])
    expect(summaryParts({ stylistId: 0 })).toEqual([{ text: 'Stylist #0' }])
  })

  it('leaves out other keys and blank terms', () => {
    expect(summaryParts({ searchTerm: '  ', source: 'home' })).toEqual([{ text: 'No details' }])
    expect(summaryParts({})).toEqual([{ text: 'No details' }])
  })
})
