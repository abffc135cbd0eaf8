import { Box, Input, Spinner, Text } from '@chakra-ui/react'
import { useState, type KeyboardEvent } from 'react'
import type { PlaceSuggestion } from '@marketplace/domain/contract/stylists.ts'
import { MIN_PLACE_QUERY, usePlaceSuggestions } from '../api/get-place-suggestions'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import type { LocationInputProps } from './location-types'

/** An ARIA 1.2 combobox over the embedded places service: arrows, Enter and Escape work. */
export function EmbeddedLocationInput({ id, name, placeholder, value, onChange, onPlaceSelected }: LocationInputProps) {
  const [text, setText] = useState(value.location)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // Follows the value when the owner changes it (a pick elsewhere, a reset), keeping typed text otherwise.
  const [synced, setSynced] = useState(value.location)
  if (synced !== value.location) {
    setSynced(value.location)
    setText(value.location)
  }

  const query = useDebouncedValue(text.trim(), 200)
  const suggestions = usePlaceSuggestions(query)
  const items = suggestions.data ?? []
  const listId = `${id}-listbox`
  const showList = open && query.length >= MIN_PLACE_QUERY && (items.length > 0 || suggestions.isFetching)

  const [activeQuery, setActiveQuery] = useState(query)
  if (activeQuery !== query) {
    setActiveQuery(query)
    setActive(-1)
  }

  function pick(place: PlaceSuggestion) {
    const { lat, lng } = place.geometry.location
    setText(place.formatted_address)
    setOpen(false)
    onChange({ location: place.formatted_address, lat, lng })
    onPlaceSelected?.({
      name: place.name,
      formattedAddress: place.formatted_address,
      lat,
      lng,
      city: place.city,
      state: place.state,
      zipCode: place.zipCode ?? undefined,
    })
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      if (items.length === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + items.length) % items.length)
    } else if (e.key === 'Enter' && showList && active >= 0 && items[active]) {
      // Picking a suggestion must not also submit the surrounding search form.
      e.preventDefault()
      pick(items[active])
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      setOpen(false)
    }
  }

  return (
    <Box position="relative" w="full">
      <Input
        id={id}
        name={name}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
          // Empty text forgets the place and its coordinates (spec section 2).
          if (e.target.value === '') onChange({ location: '' })
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          // Text typed but not picked: a location without coordinates, geocoded by the API.
          if (text !== value.location) onChange({ location: text })
        }}
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label="Suggested places"
        hidden={!showList}
        position="absolute"
        zIndex="dropdown"
        top="calc(100% + 4px)"
        left="0"
        right="0"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        py="1"
        maxH="72"
        overflowY="auto"
        listStyleType="none"
      >
        {items.length === 0 && suggestions.isFetching && (
          <Box as="li" px="3" py="2" role="presentation">
            <Spinner size="xs" me="2" />
            <Text as="span" fontSize="sm" color="fg.muted">
              Searching…
            </Text>
          </Box>
        )}
        {items.map((place, i) => (
          <Box
            as="li"
            key={`${place.formatted_address}-${i}`}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={i === active ? 'brand.50' : undefined}
            _hover={{ bg: 'brand.50' }}
            // Keeps the focus in the input, so blur does not commit the half-typed text first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(place)}
            onMouseEnter={() => setActive(i)}
          >
            <Text fontSize="sm">{place.formatted_address}</Text>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
