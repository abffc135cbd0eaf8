import { describe, expect, it } from 'vitest'
import { googleAddressParts } from './google-address'

const c = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types })

describe('Google address parts', () => {
  it('reads street, city, short state and ZIP code of a street address', () => {
    expect(
      googleAddressParts([
        c('500', '500', 'street_number'),
        c('Congress Avenue', 'Congress Ave', 'route'),
        c('Austin', 'Austin', 'locality', 'political'),
        c('Travis County', 'Travis County', 'administrative_area_level_2', 'political'),
        c('Texas', 'TX', 'administrative_area_level_1', 'political'),
        c('United States', 'US', 'country', 'political'),
        c('78701', '78701', 'postal_code'),
      ]),
    ).toEqual({ street: '500 Congress Avenue', city: 'Austin', state: 'TX', zipCode: '78701' })
  })

  it('leaves out what a city pick does not have', () => {
    expect(
      googleAddressParts([
        c('Brooklyn', 'Brooklyn', 'sublocality', 'political'),
        c('New York', 'NY', 'administrative_area_level_1'),
      ]),
    ).toEqual({
      street: undefined,
      city: 'Brooklyn',
      state: 'NY',
      zipCode: undefined,
    })
    expect(googleAddressParts(undefined)).toEqual({
      street: undefined,
      city: undefined,
      state: undefined,
      zipCode: undefined,
    })
  })
})
