import { Field } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Suspense, lazy, useId } from 'react'
import { runtimeConfigQueryOptions } from '@/lib/runtime-config'
import { EmbeddedLocationInput } from './embedded-location-input'
import type { LocationInputProps } from './location-types'

// react-google-autocomplete loads only when the server hands out a Maps key, never with the page.
const GoogleLocationInput = lazy(() =>
  import('./google-location-input').then((module) => ({ default: module.GoogleLocationInput })),
)

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
      {apiKey ? (
        // The embedded input stands in for the instant the Google one takes to load.
        <Suspense fallback={<EmbeddedLocationInput id={inputId} {...props} />}>
          <GoogleLocationInput apiKey={apiKey} id={inputId} {...props} />
        </Suspense>
      ) : (
        <EmbeddedLocationInput id={inputId} {...props} />
      )}
    </Field.Root>
  )
}
