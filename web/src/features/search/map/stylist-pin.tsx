import { chakra } from '@chakra-ui/react'
import { Marker } from 'react-map-gl/maplibre'
import type { StylistCard } from '@marketplace/domain/contract/stylists.ts'
import { useHighlighted, type HighlightStore } from '@/lib/highlight-store'
import { pinLabel, pinName } from './map-pins'

interface StylistPinProps {
  stylist: StylistCard
  lng: number
  lat: number
  highlight: HighlightStore
  onChoose: (id: number) => void
}

/** A stylist's pin: a button with the starting price, highlighted with its card (and the other way). */
export function StylistPin({ stylist, lng, lat, highlight, onChoose }: StylistPinProps) {
  const on = useHighlighted(highlight, stylist.id)
  return (
    <Marker longitude={lng} latitude={lat} anchor="bottom" style={{ zIndex: on ? 2 : 1 }}>
      <chakra.button
        type="button"
        aria-label={pinName(stylist)}
        aria-pressed={on}
        data-testid="map-pin"
        data-stylist-id={stylist.id}
        onMouseEnter={() => highlight.hover(stylist.id)}
        onMouseLeave={() => highlight.hover(null)}
        onFocus={() => highlight.hover(stylist.id)}
        onBlur={() => highlight.hover(null)}
        onClick={() => onChoose(stylist.id)}
        px="2"
        py="0.5"
        borderRadius="full"
        fontSize="xs"
        fontWeight="bold"
        whiteSpace="nowrap"
        cursor="pointer"
        boxShadow="md"
        borderWidth="1px"
        borderColor={on ? 'brand.700' : 'plum.200'}
        bg={on ? 'brand.600' : 'white'}
        color={on ? 'white' : 'plum.900'}
        transform={on ? 'scale(1.15)' : undefined}
        transition="transform 0.1s"
      >
        {pinLabel(stylist)}
      </chakra.button>
    </Marker>
  )
}
