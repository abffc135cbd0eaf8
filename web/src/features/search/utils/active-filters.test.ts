import { describe, expect, it } from 'vitest'
import { activeFilterSections } from './active-filters'

describe('activeFilterSections', () => {
  it('names each section with a filter set, defaults left out', () => {
    expect(activeFilterSections({})).toEqual([])
    expect(activeFilterSections({ distance: 10, location: 'Austin, TX', page: 2 })).toEqual([])
    expect(
      activeFilterSections({ priceRange: ['$'], distance: 25, availableToday: true, homeVisits: true, rating: 4 }),
    ).toEqual(['price', 'rating', 'distance', 'availability'])
  })
})
