import {
  Accordion,
  Box,
  Container,
  Flex,
  Heading,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  chakra,
  useBreakpointValue,
} from '@chakra-ui/react'
import { SEARCH_PAGE_SIZE, type SearchSort } from '@marketplace/domain/contract/search-options.ts'
import { StylistCard } from '@/components/stylist/stylist-card'
import { StylistCardSkeleton } from '@/components/stylist/stylist-card-skeleton'
import { useSearchStylists } from '../api/search-stylists'
import { sortOptions } from '../utils/filter-options'
import { resultsHeading, reachablePages } from '../utils/results-count'
import { NEW_SEARCH_DISTANCE, resetAllFilters, resetEmptyState, type ResultsSearch } from '../utils/search-params'
import { EmptyResults } from './empty-results'
import { FilterSidebar } from './filter-sidebar'
import type { LocationSlot } from './location-slot'
import { PaginationBar } from './pagination-bar'
import { ResultsSearchBar, type NewSearch } from './results-search-bar'

const PLACEHOLDER_COUNT = 6

interface ResultsPageProps {
  search: ResultsSearch
  /** Replaces the page's state (its URL). */
  setSearch: (next: ResultsSearch) => void
  /** A new search from the search bar: /stylists with location, services, point and distance 15. */
  newSearch: (next: ResultsSearch) => void
  LocationInput: LocationSlot
}

/** /stylists and /find-stylists: search bar, filters, count, sort, cards and pages. */
export function ResultsPage({ search, setSearch, newSearch, LocationInput }: ResultsPageProps) {
  const results = useSearchStylists(search)
  const isDesktop = useBreakpointValue({ base: false, lg: true }, { ssr: false })
  const page = search.page ?? 1
  const limit = search.limit ?? SEARCH_PAGE_SIZE

  const changeFilters = (patch: Partial<ResultsSearch>) => setSearch({ ...search, ...patch, page: undefined })
  const goToPage = (n: number) => {
    setSearch({ ...search, page: n > 1 ? n : undefined })
    window.scrollTo({ top: 0 })
  }
  const onSearch = ({ location, lat, lng, services }: NewSearch) =>
    newSearch({
      location: location || undefined,
      lat: location ? lat : undefined,
      lng: location ? lng : undefined,
      services: services.length ? services : undefined,
      distance: NEW_SEARCH_DISTANCE,
    })

  const sidebar = (
    <FilterSidebar search={search} onChange={changeFilters} onResetAll={() => setSearch(resetAllFilters(search))} />
  )
  const totalPages = reachablePages(results.data?.total ?? 0, limit)

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="4" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
          Find Stylists
        </Heading>
        <ResultsSearchBar
          key={[search.location, search.lat, search.lng, ...(search.services ?? [])].join('|')}
          LocationInput={LocationInput}
          initial={{
            location: search.location ?? '',
            lat: search.lat,
            lng: search.lng,
            services: search.services ?? [],
          }}
          onSearch={onSearch}
        />
      </Stack>
      <Flex gap="8" direction={{ base: 'column', lg: 'row' }} align="start">
        <Box w={{ base: 'full', lg: '25%' }} flexShrink={0}>
          {/* lazyMount: on a phone the sidebar renders only once Filters is opened (less start-up work). */}
          {isDesktop ? (
            sidebar
          ) : (
            <Accordion.Root collapsible lazyMount variant="enclosed" size="sm">
              <Accordion.Item value="filters">
                <Accordion.ItemTrigger cursor="pointer">
                  <Text flex="1" fontWeight="semibold">
                    Filters
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>{sidebar}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            </Accordion.Root>
          )}
        </Box>
        <Box flex="1" minW="0" w="full">
          <Flex
            justify="space-between"
            align={{ base: 'stretch', sm: 'center' }}
            gap="3"
            mb="6"
            direction={{ base: 'column', sm: 'row' }}
          >
            <Heading as="h2" size="xl" color="fg.heading" aria-live="polite" data-testid="results-count">
              {results.isPending ? 'Searching…' : resultsHeading(results.data, search.location)}
            </Heading>
            <Flex align="center" gap="2">
              <chakra.label htmlFor="results-sort" fontSize="sm" whiteSpace="nowrap" color="fg.muted">
                Sort by
              </chakra.label>
              <NativeSelect.Root size="sm" w={{ base: 'full', sm: '52' }}>
                <NativeSelect.Field
                  id="results-sort"
                  value={search.sort ?? 'recommended'}
                  onChange={(e) => {
                    const sort = e.target.value as SearchSort
                    setSearch({ ...search, sort: sort === 'recommended' ? undefined : sort, page: undefined })
                  }}
                >
                  {sortOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Flex>
          </Flex>
          {results.isError ? (
            <Text role="alert" color="fg.error">
              The search failed ({results.error.message}). Please try again.
            </Text>
          ) : results.isPending ? (
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="6" aria-busy>
              {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
                <StylistCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          ) : results.data.stylists.length === 0 ? (
            <EmptyResults message={results.data.message} onReset={() => setSearch(resetEmptyState(search))} />
          ) : (
            <>
              <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="6">
                {results.data.stylists.map((s) => (
                  <StylistCard key={s.id} stylist={s} />
                ))}
              </SimpleGrid>
              <PaginationBar page={page} totalPages={totalPages} onPage={goToPage} />
            </>
          )}
        </Box>
      </Flex>
    </Container>
  )
}
