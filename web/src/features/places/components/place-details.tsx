import { DataList } from '@chakra-ui/react'
import type { PickedPlace } from './location-types'

/** What /test-page shows for a picked place: name, formatted address and coordinates. */
export function PlaceDetails({ place }: { place: PickedPlace }) {
  return (
    <DataList.Root orientation="horizontal" borderWidth="1px" borderRadius="lg" p="4" data-testid="place-details">
      <DataList.Item>
        <DataList.ItemLabel>Name</DataList.ItemLabel>
        <DataList.ItemValue>{place.name}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Formatted address</DataList.ItemLabel>
        <DataList.ItemValue>{place.formattedAddress}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Coordinates</DataList.ItemLabel>
        <DataList.ItemValue>
          {place.lat.toFixed(6)}, {place.lng.toFixed(6)}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  )
}
