import { Input } from '@chakra-ui/react'
import { useState } from 'react'
import { usePlacesWidget } from 'react-google-autocomplete'
import { googleAddressParts, type GoogleAddressComponent } from '../google-address'
import type { LocationInputProps } from './location-types'

// The package's types lean on @types/google.maps, which this project does not carry; this is
// the part of a PlaceResult that is read.
interface GooglePlace {
  name?: string
  formatted_address?: string
  address_components?: GoogleAddressComponent[]
  geometry?: { location?: { lat: () => number; lng: () => number } }
}

/** Google Places autocomplete: US only, geocode results (spec section 5). */
export function GoogleLocationInput({
  apiKey,
  id,
  name,
  placeholder,
  value,
  onChange,
  onPlaceSelected,
}: LocationInputProps & { apiKey: string }) {
  const [text, setText] = useState(value.location)
  // Follows the value when the owner changes it (a pick elsewhere, a reset), keeping typed text otherwise.
  const [synced, setSynced] = useState(value.location)
  if (synced !== value.location) {
    setSynced(value.location)
    setText(value.location)
  }

  const { ref } = usePlacesWidget<HTMLInputElement>({
    apiKey,
    options: {
      types: ['geocode'],
      componentRestrictions: { country: 'us' },
      fields: ['name', 'formatted_address', 'geometry', 'address_components'],
    },
    onPlaceSelected: (raw: unknown) => {
      const place = raw as GooglePlace
      const point = place.geometry?.location
      const address = place.formatted_address ?? place.name ?? ''
      setText(address)
      if (!point) {
        onChange({ location: address })
        return
      }
      const picked = {
        name: place.name ?? address,
        formattedAddress: address,
        lat: point.lat(),
        lng: point.lng(),
        ...googleAddressParts(place.address_components),
      }
      onChange({ location: address, lat: picked.lat, lng: picked.lng })
      onPlaceSelected?.(picked)
    },
  })

  return (
    <Input
      ref={ref}
      id={id}
      name={name}
      placeholder={placeholder}
      autoComplete="off"
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        if (e.target.value === '') onChange({ location: '' })
      }}
      onBlur={() => {
        if (text !== value.location) onChange({ location: text })
      }}
    />
  )
}
