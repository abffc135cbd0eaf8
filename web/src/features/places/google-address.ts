/** One entry of a Google PlaceResult's `address_components`. */
export interface GoogleAddressComponent {
  long_name: string
  short_name: string
  types: string[]
}

export interface AddressParts {
  street?: string
  city?: string
  state?: string
  zipCode?: string
}

/**
 * The street, city, two-letter state and ZIP code of a Google place (spec section 7: on the
 * dashboard the address search also fills street, city, short state and zip). Missing parts stay
 * undefined, so a city pick does not blank a street typed by hand.
 */
export function googleAddressParts(components: readonly GoogleAddressComponent[] | undefined): AddressParts {
  const find = (type: string) => components?.find((c) => c.types.includes(type))
  const number = find('street_number')?.long_name
  const route = find('route')?.long_name
  const street = [number, route].filter(Boolean).join(' ') || undefined
  const city = (find('locality') ?? find('postal_town') ?? find('sublocality') ?? find('administrative_area_level_3'))
    ?.long_name
  return {
    street: route ? street : undefined,
    city,
    state: find('administrative_area_level_1')?.short_name,
    zipCode: find('postal_code')?.long_name,
  }
}
