import { Box, Skeleton, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Component, Suspense, lazy, type ReactNode } from 'react'
import { runtimeConfigQueryOptions } from '@/lib/runtime-config'
import type { ResultsMapProps } from '../map/results-map'

// MapLibre, react-map-gl and supercluster (310 KB gzip) load only when a map is shown, so no page's first
// load grows: the results page mounts this after its list has painted, a phone when "Map" is opened.
const ResultsMap = lazy(() => import('../map/results-map'))

/** A map that cannot start (no WebGL, a failed download) leaves the list as it is, and says so. */
class MapFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Box h="full" display="flex" alignItems="center" justifyContent="center" p="6" bg="bg.muted">
        <Text color="fg.muted" textAlign="center" role="status">
          The map cannot be shown on this device. The list has every result.
        </Text>
      </Box>
    )
  }
}

/** The results map in its labelled region, with a placeholder while its code and style load. */
export function ResultsMapSlot(props: Omit<ResultsMapProps, 'styleUrl'>) {
  const config = useQuery(runtimeConfigQueryOptions)
  const placeholder = <Skeleton h="full" w="full" borderRadius="0" data-testid="results-map-loading" />
  return (
    <Box as="section" aria-label="Map of the results" h="full" w="full" borderRadius="l2" overflow="hidden">
      <MapFailure>
        {config.data ? (
          <Suspense fallback={placeholder}>
            <ResultsMap {...props} styleUrl={config.data.mapStyleUrl} />
          </Suspense>
        ) : (
          placeholder
        )}
      </MapFailure>
    </Box>
  )
}
