import { Box, Button, Flex, HStack, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { List, Map as MapIcon, SlidersHorizontal } from 'lucide-react'
import type { SearchSort } from '@marketplace/domain/contract/search-options.ts'
import { SortSelect } from './sort-select'

interface PhoneResultsBarProps {
  activeFilters: number
  filtersOpen: boolean
  onToggleFilters: () => void
  sort: SearchSort
  onSort: (sort: SearchSort) => void
  showingMap: boolean
  onToggleMap: () => void
  /** The filters, shown under the bar while open (the bar and they stay on screen together). */
  filters: ReactNode
}

/**
 * A phone's results controls in one bar under the site header that stays on screen while the list
 * scrolls: "Filters (n)", "Sort", and "Map" (or "List" while the map is shown).
 */
export function PhoneResultsBar(props: PhoneResultsBarProps) {
  const { activeFilters, filtersOpen, showingMap } = props
  return (
    <Box
      position="sticky"
      top="16"
      zIndex="docked"
      bg="bg"
      mx={{ base: '-4', md: '-6' }}
      px={{ base: '4', md: '6' }}
      py="2"
      borderBottomWidth="1px"
      borderColor="border"
      data-testid="phone-results-bar"
      hideFrom="lg"
    >
      <Flex gap="2" align="center">
        <Button
          size="sm"
          variant={activeFilters ? 'solid' : 'outline'}
          colorPalette={activeFilters ? 'brand' : 'gray'}
          aria-expanded={filtersOpen}
          aria-controls="results-filters"
          onClick={props.onToggleFilters}
          flexShrink={0}
        >
          <SlidersHorizontal aria-hidden />
          {activeFilters ? `Filters (${activeFilters})` : 'Filters'}
        </Button>
        <HStack gap="1.5" flex="1" minW="0">
          <SortSelect id="results-sort-bar" value={props.sort} onChange={props.onSort} short width="full" />
        </HStack>
        {/* Below sm the button is its icon (named by aria-label), so the sort's choice fits beside it. */}
        <Button
          size="sm"
          variant="outline"
          onClick={props.onToggleMap}
          flexShrink={0}
          aria-label={showingMap ? 'List' : 'Map'}
        >
          {showingMap ? <List aria-hidden /> : <MapIcon aria-hidden />}
          <chakra.span hideBelow="sm">{showingMap ? 'List' : 'Map'}</chakra.span>
        </Button>
      </Flex>
      {filtersOpen && (
        <Box
          id="results-filters"
          mt="2"
          maxH="calc(100dvh - 9rem)"
          overflowY="auto"
          overscrollBehavior="contain"
          borderTopWidth="1px"
          borderColor="border"
          pt="2"
        >
          {props.filters}
        </Box>
      )}
    </Box>
  )
}
