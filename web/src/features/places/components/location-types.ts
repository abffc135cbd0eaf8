/** What a location field holds: the text, and coordinates only when a suggestion was picked. */
export interface LocationValue {
  location: string
  lat?: number
  lng?: number
}

/** A picked suggestion, whichever service supplied it. */
export interface PickedPlace {
  name: string
  formattedAddress: string
  lat: number
  lng: number
}

export interface LocationInputProps {
  id: string
  name?: string
  placeholder?: string
  value: LocationValue
  onChange: (value: LocationValue) => void
  onPlaceSelected?: (place: PickedPlace) => void
}
