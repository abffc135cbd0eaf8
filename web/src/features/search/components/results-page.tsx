import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useState } from 'react'
import {
  DEFAULT_DISTANCE_MILES,
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
} from '@marketplace/domain/contract/search-options.ts'
import { useMediaQuery } from '@/hooks/use-media-query'
import { HydrateLater } from '@/components/hydrate-later'
import { StylistCardSkeleton } from '@/components/stylist/stylist-card-skeleton'
import { StylistRowCard } from '@/components/stylist/stylist-row-card'
import { createHighlightStore } from '@/lib/highlight-store'
import { useSearchStylists } from '../api/search-stylists'
import { activeFilterSections } from '../utils/active-filters'
import { resultsHeading, reachablePages } from '../utils/results-count'
import { NEW_SEARCH_DISTANCE, resetAllFilters, resetEmptyState, type ResultsSearch } from '../utils/search-params'
import { EmptyResults } from './empty-results'
import { FilterSidebar } from './filter-sidebar'
import type { LocationSlot } from './location-slot'
import { PaginationBar } from './pagination-bar'
import { PastLastPage } from './past-last-page'
import { PhoneResultsBar } from './phone-results-bar'
import { ResultsMapSlot } from './results-map-slot'
import { ResultsSearchBar, type NewSearch } from './results-search-bar'
import { SortSelect } from './sort-select'

const PLACEHOLDER_COUNT = 4
/** The cards a phone's first screen can show: the rest of the list hydrates once the page is ready. */
const CARDS_HYDRATED_AT_ONCE = 3
/** Chakra's `lg` breakpoint: filters, list and map side by side from here up (main.tsx's WIDE_SCREEN). */
const DESKTOP_QUERY = '(min-width: 64rem)'

interface ResultsPageProps {
  search: ResultsSearch
  /** Replaces the page's state (its URL). */
  setSearch: (next: ResultsSearch) => void
  /** A new search from the search bar: /stylists with location, services, point and distance 15. */
  newSearch: (next: ResultsSearch) => void
  LocationInput: LocationSlot
  /** The address of this search at another page (the pager's links). */
  pageHref: (page: number) => string
  /** The address of another state of this page (the Map/List link, the sort's plain-HTML form). */
  searchHref: (next: ResultsSearch) => string
}

/**
 * /stylists and /find-stylists: search bar, filters, count, sort, the list and its pages, and the
 * map. Desktop: filters, list and map side by side. Phone: a bar that stays on screen with
 * "Filters (n) · Sort · Map"; the map replaces the list while shown (`view=map` in the URL).
 */
export function ResultsPage({ search, setSearch, newSearch, LocationInput, pageHref, searchHref }: ResultsPageProps) {
  const results = useSearchStylists(search)
  // Unknown (undefined) on the server and while hydrating: both layouts are drawn, CSS shows one.
  const isDesktop = useMediaQuery(DESKTOP_QUERY)
  const [highlight] = useState(createHighlightStore)
  const [chosen, setChosen] = useState<number | null>(null)
  // Desktop: the map's code is asked for only once the list has painted.
  const [listPainted, setListPainted] = useState(false)
  const page = search.page ?? 1
  const limit = search.limit ?? SEARCH_PAGE_SIZE

  useEffect(() => {
    if (!results.data || listPainted) return
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setListPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [results.data, listPainted])

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
  const choose = (id: number) => {
    setChosen(id)
    highlight.choose(id)
    if (isDesktop) document.getElementById(`stylist-${id}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }

  const sidebar = (
    <FilterSidebar search={search} onChange={changeFilters} onResetAll={() => setSearch(resetAllFilters(search))} />
  )
  const totalPages = reachablePages(results.data?.total ?? 0, limit)
  const stylists = results.data?.stylists ?? []
  const hasPoint = search.lat !== undefined && search.lng !== undefined
  const searched = results.data?.searchedLocation ?? null
  // One object per point, so the map redraws its circle only when the search moves.
  const center = useMemo(
    () => (search.lat !== undefined && search.lng !== undefined ? { lat: search.lat, lng: search.lng } : searched),
    [search.lat, search.lng, searched],
  )
  const place = search.location ?? (hasPoint ? 'this map area' : undefined)
  const sort = search.sort ?? 'recommended'
  const onSort = (next: typeof sort) =>
    setSearch({ ...search, sort: next === 'recommended' ? undefined : next, page: undefined })
  // Before the app runs, the sort is a GET form to this address with the other choices kept.
  const sortAction = searchHref({ ...search, sort: undefined, page: undefined })
  const otherView = { ...search, view: search.view === 'map' ? undefined : ('map' as const) }

  const map = (
    <ResultsMapSlot
      stylists={stylists}
      center={center}
      radiusMiles={search.distance ?? DEFAULT_DISTANCE_MILES}
      highlight={highlight}
      onChoose={choose}
      onSearchArea={({ lat, lng, distance }) =>
        setSearch({ ...search, location: undefined, lat, lng, distance, page: undefined })
      }
    />
  )
  const chosenStylist = stylists.find((s) => s.id === chosen)

  const list = results.isError ? (
    <Text role="alert" color="fg.error">
      The search failed ({results.error.message}). Please try again.
    </Text>
  ) : results.isPending ? (
    <Stack gap="4" aria-busy>
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
        <StylistCardSkeleton key={i} layout="row" />
      ))}
    </Stack>
  ) : stylists.length === 0 && results.data.total > 0 && page > totalPages ? (
    <PastLastPage
      page={page}
      total={Math.min(results.data.total, SEARCH_COUNT_CAP)}
      totalPages={totalPages}
      onPage={goToPage}
      pageHref={pageHref}
    />
  ) : stylists.length === 0 ? (
    <EmptyResults message={results.data.message} onReset={() => setSearch(resetEmptyState(search))} />
  ) : (
    <>
      <Stack as="ul" listStyleType="none" gap="4" aria-label="Stylists">
        {stylists.map((s, i) => (
          <li key={s.id}>
            {/* Past the first cards (below a phone's first screen), the list hydrates once the page is ready. */}
            {i < CARDS_HYDRATED_AT_ONCE ? (
              <StylistRowCard stylist={s} highlight={highlight} />
            ) : (
              <HydrateLater watch={[s, highlight]}>
                <StylistRowCard stylist={s} highlight={highlight} />
              </HydrateLater>
            )}
          </li>
        ))}
      </Stack>
      <HydrateLater watch={[page, totalPages, search]}>
        <PaginationBar page={page} totalPages={totalPages} onPage={goToPage} pageHref={pageHref} />
      </HydrateLater>
    </>
  )

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Stack gap="4" mb={{ base: '4', lg: '8' }}>
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
      {isDesktop !== true && (
        <PhoneResultsBar
          activeFilters={activeFilterSections(search).length}
          sort={sort}
          onSort={onSort}
          sortAction={sortAction}
          showingMap={search.view === 'map'}
          mapHref={searchHref(otherView)}
          onToggleMap={() => setSearch(otherView)}
          filters={sidebar}
        />
      )}
      <Flex gap={{ base: '4', xl: '6' }} align="start" mt={{ base: '4', lg: '0' }}>
        {isDesktop !== false && (
          <Box w="22%" flexShrink={0} hideBelow="lg">
            {sidebar}
          </Box>
        )}
        <Box flex="1" minW="0">
          <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
            <Heading
              as="h2"
              size={{ base: 'md', md: 'lg' }}
              color="fg.heading"
              aria-live="polite"
              data-testid="results-count"
            >
              {results.isPending ? 'Searching…' : resultsHeading(results.data, place)}
            </Heading>
            {isDesktop !== false && (
              <Flex align="center" gap="2" hideBelow="lg">
                <SortSelect value={sort} onChange={onSort} action={sortAction} width="44" />
              </Flex>
            )}
          </Flex>
          {isDesktop === false && search.view === 'map' ? (
            <Stack gap="3">
              <Box h="calc(100dvh - 15rem)" minH="72">
                {map}
              </Box>
              {chosenStylist && <StylistRowCard stylist={chosenStylist} highlight={highlight} highlighted />}
            </Stack>
          ) : (
            list
          )}
        </Box>
        {isDesktop !== false && (
          <Box w="40%" flexShrink={0} position="sticky" top="20" h="calc(100vh - 6rem)" hideBelow="lg">
            {listPainted ? map : <Box h="full" bg="bg.muted" borderRadius="l2" />}
          </Box>
        )}
      </Flex>
    </Container>
  )
}
