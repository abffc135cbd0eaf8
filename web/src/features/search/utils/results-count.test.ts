import { describe, expect, it } from 'vitest'
import { reachablePages, resultsHeading } from './results-count'

describe('results heading and pages under the capped count (ADR 007)', () => {
  it('reads "1,000+ stylists near <place>" when the count stopped at the cap', () => {
    expect(resultsHeading({ total: 1000, totalIsLowerBound: true }, 'Brooklyn, NY')).toBe(
      '1,000+ stylists near Brooklyn, NY',
    )
    expect(resultsHeading({ total: 1000, totalIsLowerBound: true }, undefined)).toBe('1,000+ stylists')
  })

  it('keeps the exact count otherwise, 1,000 included', () => {
    expect(resultsHeading({ total: 1000, totalIsLowerBound: false }, 'Austin, TX')).toBe('1000 stylists in Austin, TX')
    expect(resultsHeading({ total: 7, totalIsLowerBound: false }, 'Austin, TX')).toBe('7 stylists in Austin, TX')
    expect(resultsHeading(undefined, undefined)).toBe('0 stylists')
  })

  it('pages stop at the first 1,000 matches', () => {
    expect(reachablePages(1000, 12)).toBe(84)
    expect(reachablePages(999, 12)).toBe(84)
    expect(reachablePages(25, 12)).toBe(3)
    expect(reachablePages(0, 12)).toBe(1)
    expect(reachablePages(1000, 50)).toBe(20)
  })
})
