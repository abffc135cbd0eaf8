import { Button, Grid, chakra } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { typedLocation, type LocationSlot, type LocationSlotValue } from './location-slot'
import { ServicesPicker } from './services-picker'

export interface NewSearch extends LocationSlotValue {
  services: string[]
}

interface ResultsSearchBarProps {
  LocationInput: LocationSlot
  initial: NewSearch
  onSearch: (next: NewSearch) => void
}

/** The results page's own search bar (remounted by its owner when the URL's search changes): a new search (location, services and the point only). */
export function ResultsSearchBar({ LocationInput, initial, onSearch }: ResultsSearchBarProps) {
  const [place, setPlace] = useState<LocationSlotValue>(initial)
  const [services, setServices] = useState(initial.services)

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    onSearch({ ...typedLocation(e.currentTarget, 'location', place), services })
  }

  return (
    <chakra.form onSubmit={submit} role="search" aria-label="New search">
      <Grid templateColumns={{ base: '1fr', md: '2fr 2fr auto' }} gap="3" alignItems="end">
        <LocationInput
          label="Location"
          name="location"
          placeholder="City, state or ZIP code"
          value={place}
          onChange={setPlace}
        />
        <ServicesPicker value={services} onChange={setServices} />
        <Button type="submit" colorPalette="brand">
          <Search aria-hidden /> Search
        </Button>
      </Grid>
    </chakra.form>
  )
}
