/** What a location field holds: the text, and coordinates only when a suggestion was picked. */
export interface LocationValue {
  location: string
  lat?: number
  lng?: number
}

/** A picked suggestion, whichever service supplied it, with the address parts it knew. */
export interface PickedPlace {
  name: string
  formattedAddress: string
  lat: number
  lng: number
  /** House number and street (Google only: the embedded gazetteer knows cities and ZIP codes). */
  street?: string
  city?: string
  /** Two-letter state code. */
  state?: string
  zipCode?: string
}

export interface LocationInputProps {
  id: string
  name?: string
  placeholder?: string
  value: LocationValue
  onChange: (value: LocationValue) => void
  onPlaceSelected?: (place: PickedPlace) => void
}
