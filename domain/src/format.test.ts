import { describe, expect, it } from 'vitest'
import { stateName } from './catalogue/states.ts'
import { serviceCodes } from './catalogue/services.ts'
import { formatCents, priceTier, priceTierCents, priceTiers } from './money.ts'
import { formatPhone, phoneDigits, telHref } from './phone.ts'
import { stylistSlug } from './slug.ts'

describe('domain rules', () => {
  it('builds the profile slug as the spec says', () => {
    expect(stylistSlug({ stylistName: 'Zoë  O’Brien', salonName: '', city: 'St. Louis', state: 'MO' })).toBe(
      'zo-o-brien-st-louis-mo',
    )
    expect(stylistSlug({ stylistName: '--Ana--', salonName: null, city: 'Austin', state: 'TX' })).toBe('ana-austin-tx')
  })

  it("puts prices in the spec's tiers", () => {
    expect([4999, 5000, 10000, 10001, 20000, 20001].map(priceTier)).toEqual(['$', '$$', '$$', '$$$', '$$$', '$$$$'])
    // Each tier's span holds exactly the prices priceTier puts in it, at and around every threshold.
    for (const cents of [100, 4998, 4999, 5000, 5001, 9999, 10000, 10001, 19999, 20000, 20001, 1_000_000])
      for (const tier of priceTiers) {
        const { min, max } = priceTierCents(tier)
        expect((min === null || cents >= min) && (max === null || cents <= max), `${cents} ${tier}`).toBe(
          priceTier(cents) === tier,
        )
      }
    expect(formatCents(4000)).toBe('$40')
    expect(formatCents(1250)).toBe('$12.50')
  })

  it('dials US numbers with their country code', () => {
    expect(['5125550100', '15125550100', '+44 20 7946 0958'].map(telHref)).toEqual([
      'tel:+15125550100',
      'tel:+15125550100',
      'tel:+442079460958',
    ])
  })

  it('stores phones as digits and shows 10 digits as (xxx) xxx-xxxx', () => {
    expect(phoneDigits('(512) 555-0100')).toBe('5125550100')
    expect(formatPhone('5125550100')).toBe('(512) 555-0100')
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
  })

  it('has the catalogue and state names of the spec', () => {
    expect(serviceCodes).toHaveLength(52)
    expect(new Set(serviceCodes).size).toBe(serviceCodes.length)
    expect(stateName('dc')).toBe('District of Columbia')
    expect(stateName('ZZ')).toBe('ZZ')
  })
})
