import { describe, expect, it } from 'vitest'
import { pageCount, pageSummary, userFullName, userTypeBadges, verificationLabel } from './user-display'

describe('userFullName', () => {
  it('joins the names it has', () => {
    expect(userFullName({ firstName: 'Maya', lastName: 'Brooks' })).toBe('Maya Brooks')
    expect(userFullName({ firstName: 'Maya', lastName: null })).toBe('Maya')
    expect(userFullName({ firstName: ' ', lastName: null })).toBeNull()
  })
})

describe('userTypeBadges', () => {
  it('shows Admin and Stylist, or User for everyone else', () => {
    expect(userTypeBadges({ isAdmin: true, isStylist: true }).map((b) => b.label)).toEqual(['Admin', 'Stylist'])
    expect(userTypeBadges({ isAdmin: false, isStylist: true }).map((b) => b.label)).toEqual(['Stylist'])
    expect(userTypeBadges({ isAdmin: false, isStylist: false }).map((b) => b.label)).toEqual(['User'])
  })
})

describe('verificationLabel', () => {
  it('names each status, and a missing one', () => {
    expect(verificationLabel('pending')).toBe('Pending')
    expect(verificationLabel('approved')).toBe('Approved')
    expect(verificationLabel('rejected')).toBe('Rejected')
    expect(verificationLabel(null)).toBe('Not submitted')
  })
})

describe('pages', () => {
  it('summarises the rows shown', () => {
    expect(pageSummary(1, 20, 20, 57)).toBe('Showing 1-20 of 57')
    expect(pageSummary(3, 20, 17, 57)).toBe('Showing 41-57 of 57')
    expect(pageSummary(1, 20, 0, 0)).toBe('Showing 0 of 0')
    expect(pageSummary(120, 20, 20, 2400)).toBe('Showing 2,381-2,400 of 2,400')
  })

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(40, 20)).toBe(2)
    expect(pageCount(41, 20)).toBe(3)
  })
})
