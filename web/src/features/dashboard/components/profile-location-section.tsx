import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { useState, type KeyboardEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
import { profileControlId } from '../hooks/use-profile-form'
import type { PickedAddress } from '../profile-form'
import type { AddressSearchSlot, AddressSearchValue } from './address-search-slot'
import { FormSection } from './form-section'
import type { ProfileFormBinding } from './profile-form-binding'
import { ProfileTextField } from './profile-text-field'
import { StateSelect } from './state-select'

type ProfileLocationSectionProps = {
  form: ProfileFormBinding
  AddressSearch: AddressSearchSlot
  onPick: (place: PickedAddress) => void
}

/** The address search (US places) filling the address fields, and the fields themselves. */
export function ProfileLocationSection({ form, AddressSearch, onPick }: ProfileLocationSectionProps) {
  const { values, errors, set } = form
  const [search, setSearch] = useState<AddressSearchValue>({ location: '' })
  const located = values.latitude !== null && values.longitude !== null

  // Enter in the search box picks a suggestion (or does nothing): it must not save the profile.
  function keepEnterInSearch(e: KeyboardEvent) {
    if (e.key === 'Enter') e.preventDefault()
  }

  return (
    <FormSection
      id="profile-location-heading"
      title="Location"
      description="Clients find you by distance from this address. Search for your city or ZIP code to fill the fields, or type them."
    >
      <Box onKeyDown={keepEnterInSearch}>
        <AddressSearch
          label="Search for your address"
          name="addressSearch"
          placeholder="City or ZIP code, e.g. Austin, TX 78701"
          value={search}
          onChange={setSearch}
          onPlaceSelected={onPick}
        />
      </Box>
      <ProfileTextField form={form} field="address" label="Street address" required autoComplete="street-address" />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
        <ProfileTextField form={form} field="city" label="City" required autoComplete="address-level2" />
        <FormField id={profileControlId('state')} label="State" required error={errors.state}>
          <StateSelect
            name="state"
            value={values.state}
            onChange={(code) => set('state', code)}
            placeholder="Select a state"
          />
        </FormField>
        <ProfileTextField
          form={form}
          field="zipCode"
          label="ZIP code"
          required
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" data-testid="location-note">
        {located
          ? 'Your map position comes from the place you picked.'
          : 'Your map position will be taken from your ZIP code when you save.'}
      </Text>
    </FormSection>
  )
}
