import { describe, expect, it } from 'vitest'
import { servicePriceLabel } from './service-price'

describe('servicePriceLabel', () => {
  it('rounds dollars and never leaves a price blank', () => {
    expect([45, 12.5, 1200, 0].map(servicePriceLabel)).toEqual(['$45+', '$13+', '$1200+', 'Ask for price'])
  })
})
