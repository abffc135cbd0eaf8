import { Button, Grid, Stack, Text, chakra } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Disclosure } from '@/components/ui/disclosure'
import { DEFAULT_DISTANCE_MILES } from '@marketplace/domain/contract/search-options.ts'
import { priceTiers } from '@marketplace/domain/money.ts'
import { genderOptions, ratingOptions } from '../utils/filter-options'
import { homeSearchQuery, type HomeSearchForm as FormState } from '../utils/search-params'
import { CheckOption } from './check-option'
import { ChoiceGroup } from './choice-group'
import { DistanceSlider } from './distance-slider'
import { typedLocation, type LocationSlot } from './location-slot'
import { PriceRangeFilter } from './price-range-filter'
import { ServicesPicker } from './services-picker'
import { SpecialtyFilter } from './specialty-filter'

const initialForm: FormState = {
  location: '',
  services: [],
  priceRange: [...priceTiers],
  rating: 0,
  distance: DEFAULT_DISTANCE_MILES,
  availableToday: false,
  homeVisits: false,
}

/** The home page's search: a full page load to /find-stylists with only non-default values. */
export function HomeSearchForm({ LocationInput }: { LocationInput: LocationSlot }) {
  const [form, setForm] = useState<FormState>(initialForm)
  const update = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }))

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const place = typedLocation(e.currentTarget, 'location', form)
    const query = homeSearchQuery({ ...form, ...place, lat: place.lat, lng: place.lng })
    window.location.assign(`/find-stylists${query ? `?${query}` : ''}`)
  }

  return (
    // A real GET form: before the script runs (or without it) the browser sends the typed location
    // to the same results page; with it, only the non-default filters go along.
    <chakra.form
      method="get"
      action="/find-stylists"
      onSubmit={submit}
      role="search"
      aria-label="Find a stylist"
      bg="bg.panel"
      borderRadius="xl"
      boxShadow="lg"
      p={{ base: '4', md: '6' }}
      textAlign="start"
      color="fg"
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr auto' }} gap="4" alignItems="end">
        <LocationInput
          label="Location"
          name="location"
          placeholder="City, state or ZIP code"
          value={form}
          onChange={(v) => update({ location: v.location, lat: v.lat, lng: v.lng })}
        />
        <ServicesPicker value={form.services} onChange={(services) => update({ services })} />
        <Button type="submit" colorPalette="brand" size="md">
          <Search aria-hidden /> Find Stylists
        </Button>
      </Grid>
      <Disclosure label="Advanced Filters" defaultOpen mt="4">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="6" pt="4">
          <FilterBlock title="Price range">
            <PriceRangeFilter value={form.priceRange} onChange={(priceRange) => update({ priceRange })} />
          </FilterBlock>
          <FilterBlock title="Rating">
            <ChoiceGroup
              label="Rating"
              value={String(form.rating)}
              options={ratingOptions}
              onChange={(v) => update({ rating: Number(v) })}
            />
          </FilterBlock>
          <FilterBlock title="Specialty">
            <SpecialtyFilter value={form.specialty} onChange={(specialty) => update({ specialty })} />
          </FilterBlock>
          <Stack gap="6">
            <FilterBlock title="Distance">
              <DistanceSlider value={form.distance} onChange={(distance) => update({ distance })} />
            </FilterBlock>
            <FilterBlock title="Gender">
              <ChoiceGroup
                label="Gender"
                value={form.gender ?? 'any'}
                options={genderOptions}
                onChange={(v) => update({ gender: v === 'any' ? undefined : v })}
              />
            </FilterBlock>
            <Stack gap="2">
              <CheckOption
                label="Available today"
                checked={form.availableToday}
                onChange={(availableToday) => update({ availableToday })}
              />
              <CheckOption
                label="Home visits"
                checked={form.homeVisits}
                onChange={(homeVisits) => update({ homeVisits })}
              />
            </Stack>
          </Stack>
        </Grid>
      </Disclosure>
    </chakra.form>
  )
}

function FilterBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack align="stretch" gap="0">
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        {title}
      </Text>
      {children}
    </Stack>
  )
}
