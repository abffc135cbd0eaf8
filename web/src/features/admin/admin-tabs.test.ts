import { describe, expect, it } from 'vitest'
import { adminSearchSchema, adminTabs } from './admin-tabs'

describe('adminSearchSchema', () => {
  it('reads the tab, the search and the page from the address', () => {
    expect(adminSearchSchema.parse({ tab: 'users', q: 'maya', page: '2' })).toEqual({
      tab: 'users',
      q: 'maya',
      page: 2,
    })
  })

  it('falls back to the defaults for anything it cannot read', () => {
    expect(adminSearchSchema.parse({ tab: 'billing', page: 'x' })).toEqual({
      tab: undefined,
      q: undefined,
      page: undefined,
    })
    expect(adminSearchSchema.parse({ page: '0' }).page).toBeUndefined()
  })

  it('lists the spec six first, then payments, the support inbox, the reported reviews and messages and the audit log', () => {
    expect(adminTabs.map((t) => t.label)).toEqual([
      'Overview',
      'Verifications',
      'Discount Codes',
      'Users',
      'Analytics',
      'Insights',
      'Payments',
      'Support',
      'Reported Reviews',
      'Reported Messages',
      'Audit Log',
    ])
  })
})
