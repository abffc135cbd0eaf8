import { describe, expect, it } from 'vitest'
import { licenseText } from './verification-display'

describe('licenseText', () => {
  it('shows the number with its state, the number alone, or a dash', () => {
    expect(licenseText({ licenseNumber: 'COS38345429', licenseState: 'NY' })).toBe('COS38345429 (NY)')
    expect(licenseText({ licenseNumber: 'BA775', licenseState: null })).toBe('BA775')
    expect(licenseText({ licenseNumber: null, licenseState: 'CA' })).toBe('—')
  })
})
