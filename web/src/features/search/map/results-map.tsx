import 'maplibre-gl/dist/maplibre-gl.css'
import { Box, Button, chakra } from '@chakra-ui/react'
import * as maplibregl from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Layer, Map, Marker, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre'
import type { StylistCard } from '@marketplace/domain/contract/stylists.ts'
import type { HighlightStore } from '@/lib/highlight-store'
import { circleBounds, circleRing, pointsBounds, radiusForView, urlCoordinate, type Point } from './map-geometry'
import { pinIndex } from './map-pins'
import { StylistPin } from './stylist-pin'

// The worker is one of our own files (the Content-Security-Policy allows no blob: workers).
maplibregl.setWorkerUrl(workerUrl)

const USA: [[number, number], [number, number]] = [
  [-125, 24],
  [-66, 50],
]
const FIT = { padding: 24, maxZoom: 13, duration: 0 }

export interface ResultsMapProps {
  styleUrl: string
  stylists: StylistCard[]
  /** The searched point and radius: the circle drawn, and the view the map opens on. */
  center: Point | null
  radiusMiles: number
  /** Shared with the list: a pin highlights with its card, and pointing at a pin highlights the card. */
  highlight: HighlightStore
  /** A pin was clicked or pressed: the page shows its card. */
  onChoose: (id: number) => void
  onSearchArea: (area: { lat: number; lng: number; distance: number }) => void
}

/**
 * The results map (MapLibre GL through react-map-gl), loaded only when a map is shown: the search
 * circle, a pin per stylist of the page (grouped when they would overlap), and "Search this area"
 * once the visitor has moved the map. Pins are buttons, so a keyboard reaches them after the list.
 */
export default function ResultsMap(props: ResultsMapProps) {
  const { stylists, center, radiusMiles, highlight, onChoose, onSearchArea } = props
  const map = useRef<MapRef>(null)
  const [zoom, setZoom] = useState<number | null>(null)
  const [moved, setMoved] = useState(false)
  const index = useMemo(() => pinIndex(stylists), [stylists])
  // The camera is set from the first view when the map is made: the pins go up at once, before the
  // style and its tiles arrive (a slow device or network still shows where the stylists are).
  const attach = useCallback((ref: MapRef | null) => {
    map.current = ref
    if (ref) setZoom(ref.getZoom())
  }, [])

  const view = center
    ? circleBounds(center, radiusMiles)
    : (pointsBounds(stylists.map((s) => ({ lat: s.latitude, lng: s.longitude }))) ?? USA)
  const viewKey = JSON.stringify(view)
  // A new search (or page) refits the view to its circle or its pins, and forgets a move.
  const [fitted, setFitted] = useState(viewKey)
  if (fitted !== viewKey) {
    setFitted(viewKey)
    setMoved(false)
  }
  useEffect(() => {
    map.current?.fitBounds(JSON.parse(viewKey), FIT)
  }, [viewKey])

  const circle = useMemo(
    () =>
      center && {
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Polygon' as const, coordinates: [circleRing(center, radiusMiles)] },
      },
    [center, radiusMiles],
  )

  const searchArea = () => {
    const m = map.current
    if (!m) return
    const c = m.getCenter()
    const point = { lat: urlCoordinate(c.lat), lng: urlCoordinate(c.lng) }
    const bounds = m.getBounds()
    onSearchArea({ ...point, distance: radiusForView(point, { north: bounds.getNorth(), east: bounds.getEast() }) })
    setMoved(false)
  }

  return (
    <Box position="relative" h="full" w="full" data-testid="results-map">
      <Map
        ref={attach}
        mapLib={maplibregl}
        mapStyle={props.styleUrl}
        initialViewState={{ bounds: view, fitBoundsOptions: FIT }}
        style={{ width: '100%', height: '100%' }}
        attributionControl={{ compact: true }}
        cooperativeGestures={false}
        // Labels appear at once: no 300 ms of fade frames after each tile (a phone's CPU, and the
        // software WebGL of headless tests, draw every one of them).
        fadeDuration={0}
        onZoomEnd={(e) => setZoom(e.viewState.zoom)}
        // Only a move the visitor made offers a new search (fitting the view to a search does not).
        onMoveEnd={(e) => e.originalEvent && setMoved(true)}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {circle && (
          <Source id="search-circle" type="geojson" data={circle}>
            <Layer id="search-circle-fill" type="fill" paint={{ 'fill-color': '#b8345f', 'fill-opacity': 0.07 }} />
            <Layer
              id="search-circle-line"
              type="line"
              paint={{ 'line-color': '#b8345f', 'line-width': 2, 'line-opacity': 0.8 }}
            />
          </Source>
        )}
        {zoom !== null &&
          index.pins(zoom).map((pin) =>
            pin.kind === 'cluster' ? (
              <Marker key={`c${pin.id}`} longitude={pin.lng} latitude={pin.lat}>
                <chakra.button
                  type="button"
                  aria-label={`${pin.count} stylists here: zoom in`}
                  onClick={() => map.current?.easeTo({ center: [pin.lng, pin.lat], zoom: index.expansionZoom(pin.id) })}
                  w="10"
                  h="10"
                  borderRadius="full"
                  bg="plum.800"
                  color="white"
                  fontWeight="bold"
                  fontSize="sm"
                  borderWidth="3px"
                  borderColor="white"
                  boxShadow="md"
                  cursor="pointer"
                  data-testid="map-cluster"
                >
                  {pin.count}
                </chakra.button>
              </Marker>
            ) : (
              <StylistPin
                key={pin.stylist.id}
                stylist={pin.stylist}
                lng={pin.lng}
                lat={pin.lat}
                highlight={highlight}
                onChoose={onChoose}
              />
            ),
          )}
      </Map>
      {moved && (
        <Button
          position="absolute"
          top="3"
          left="50%"
          transform="translateX(-50%)"
          size="sm"
          colorPalette="brand"
          boxShadow="lg"
          onClick={searchArea}
        >
          Search this area
        </Button>
      )}
    </Box>
  )
}
