import type { ComponentType } from 'react'
import type { PickedAddress } from '../profile-form'

// The address search lives in the places feature (Google Places with a key, else the embedded
// gazetteer); the dashboard route hands it in, so the two features do not import each other.
export interface AddressSearchValue {
  location: string
  lat?: number
  lng?: number
}

export interface AddressSearchProps {
  label: string
  id?: string
  name?: string
  placeholder?: string
  value: AddressSearchValue
  onChange: (value: AddressSearchValue) => void
  onPlaceSelected?: (place: PickedAddress) => void
}

export type AddressSearchSlot = ComponentType<AddressSearchProps>
