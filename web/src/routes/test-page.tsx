import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { LocationField } from '@/features/places/components/location-field'
import type { LocationValue, PickedPlace } from '@/features/places/components/location-types'
import { PlaceDetails } from '@/features/places/components/place-details'
import { usePageTitle } from '@/hooks/use-page-title'

export const Route = createFileRoute('/test-page')({
  component: TestPage,
})

function TestPage() {
  usePageTitle('Location Search Test')
  const [value, setValue] = useState<LocationValue>({ location: '' })
  const [place, setPlace] = useState<PickedPlace | null>(null)
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <Heading as="h1" size="3xl" color="fg.heading">
          Location Search Test
        </Heading>
        <LocationField
          label="Enter a location:"
          placeholder="Type an address, city, or ZIP code"
          value={value}
          onChange={setValue}
          onPlaceSelected={setPlace}
        />
        {place ? <PlaceDetails place={place} /> : <Text color="fg.muted">Pick a suggestion to see its details.</Text>}
      </Stack>
    </Container>
  )
}
