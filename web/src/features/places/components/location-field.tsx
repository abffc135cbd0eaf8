import { Field } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { runtimeConfigQueryOptions } from '@/lib/runtime-config'
import { EmbeddedLocationInput } from './embedded-location-input'
import { GoogleLocationInput } from './google-location-input'
import type { LocationInputProps } from './location-types'

export type LocationFieldProps = Omit<LocationInputProps, 'id'> & { label: string; id?: string }

/**
 * The location field of the search forms and the test page: Google Places when the server hands
 * out a Maps key, otherwise the embedded gazetteer (`GET /api/places/autocomplete`).
 */
export function LocationField({ label, id, ...props }: LocationFieldProps) {
  const fallbackId = useId()
  const inputId = id ?? `location-${fallbackId}`
  const config = useQuery(runtimeConfigQueryOptions)
  const apiKey = config.data?.googleMapsApiKey ?? null
  return (
    <Field.Root>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      {apiKey ? <GoogleLocationInput apiKey={apiKey} id={inputId} {...props} /> : <EmbeddedLocationInput id={inputId} {...props} />}
    </Field.Root>
  )
}
