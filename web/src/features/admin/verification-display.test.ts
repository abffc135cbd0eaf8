import { describe, expect, it } from 'vitest'
import { licenseText, sortPending, waitingText } from './verification-display'

describe('licenseText', () => {
  it('shows the number with its state, the number alone, or a dash', () => {
    expect(licenseText({ licenseNumber: 'COS38345429', licenseState: 'NY' })).toBe('COS38345429 (NY)')
    expect(licenseText({ licenseNumber: 'BA775', licenseState: null })).toBe('BA775')
    expect(licenseText({ licenseNumber: null, licenseState: 'CA' })).toBe('—')
  })
})

describe('waiting and order', () => {
  it('says how long an application has waited', () => {
    expect([0, 1, 9].map(waitingText)).toEqual(['Today', '1 day', '9 days'])
  })

  it('sorts oldest or newest first, by application time then id', () => {
    const list = [
      { id: 3, createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 1, createdAt: '2026-11-01T10:00:00.000Z' },
      { id: 2, createdAt: '2026-11-20T10:00:00.000Z' },
    ]
    expect(sortPending(list, 'oldest').map((s) => s.id)).toEqual([1, 2, 3])
    expect(sortPending(list, 'newest').map((s) => s.id)).toEqual([3, 2, 1])
    expect(list.map((s) => s.id)).toEqual([3, 1, 2])
  })
})
