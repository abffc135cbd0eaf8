import { Box, Button, Flex, chakra } from '@chakra-ui/react'
import type { MouseEvent, ReactNode } from 'react'
import { List, Map as MapIcon, SlidersHorizontal } from 'lucide-react'
import type { SearchSort } from '@marketplace/domain/contract/search-options.ts'
import { SortSelect } from './sort-select'

interface PhoneResultsBarProps {
  activeFilters: number
  sort: SearchSort
  onSort: (sort: SearchSort) => void
  /** The sort's plain-HTML form address (sort-select.tsx). */
  sortAction: string
  showingMap: boolean
  /** The address of the other view (the map, or the list again): a link before the app runs. */
  mapHref: string
  onToggleMap: () => void
  /** The filters, shown under the bar while open (the bar and they stay on screen together). */
  filters: ReactNode
}

/**
 * A phone's results controls in one bar under the site header that stays on screen while the list
 * scrolls: "Filters (n)", "Sort", and "Map" (or "List" while the map is shown). Each answers from
 * the server's HTML before the app runs (issue 36): Filters is a `<details>` disclosure (its open
 * state is the element's own, so the app keeps what the visitor opened), Sort a GET form, Map a link.
 */
export function PhoneResultsBar(props: PhoneResultsBarProps) {
  const { activeFilters, showingMap } = props
  const followMap = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    props.onToggleMap()
  }
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
        <chakra.details flexShrink={0}>
          <Button
            asChild
            size="sm"
            variant={activeFilters ? 'solid' : 'outline'}
            colorPalette={activeFilters ? 'brand' : 'gray'}
            listStyle="none"
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            <summary aria-controls="results-filters">
              <SlidersHorizontal aria-hidden />
              {activeFilters ? `Filters (${activeFilters})` : 'Filters'}
            </summary>
          </Button>
          <Box
            id="results-filters"
            position="absolute"
            top="100%"
            insetX="0"
            px={{ base: '4', md: '6' }}
            pt="2"
            bg="bg"
            maxH="calc(100dvh - 9rem)"
            overflowY="auto"
            overscrollBehavior="contain"
            borderBottomWidth="1px"
            borderColor="border"
            boxShadow="md"
          >
            {props.filters}
          </Box>
        </chakra.details>
        <SortSelect
          id="results-sort-bar"
          value={props.sort}
          onChange={props.onSort}
          action={props.sortAction}
          short
          width="full"
        />
        {/* Below sm the link is its icon (named by aria-label), so the sort's choice fits beside it. */}
        <Button asChild size="sm" variant="outline" flexShrink={0}>
          <a href={props.mapHref} onClick={followMap} aria-label={showingMap ? 'List' : 'Map'}>
            {showingMap ? <List aria-hidden /> : <MapIcon aria-hidden />}
            <chakra.span hideBelow="sm">{showingMap ? 'List' : 'Map'}</chakra.span>
          </a>
        </Button>
      </Flex>
    </Box>
  )
}
