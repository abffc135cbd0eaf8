import type { ComponentType } from 'react'

// The location field lives in the places feature; routes hand it to the search forms, so the
// two features do not import each other (CONVENTIONS.md).
export interface LocationSlotValue {
  location: string
  lat?: number
  lng?: number
}

export interface LocationSlotProps {
  label: string
  name: string
  placeholder?: string
  value: LocationSlotValue
  onChange: (value: LocationSlotValue) => void
}

export type LocationSlot = ComponentType<LocationSlotProps>

/** The location to search: the typed text wins over a stale pick (the field may not have blurred yet). */
export function typedLocation(form: HTMLFormElement, name: string, value: LocationSlotValue): LocationSlotValue {
  const typed = String(new FormData(form).get(name) ?? '').trim()
  return typed === value.location.trim() ? value : { location: typed }
}
