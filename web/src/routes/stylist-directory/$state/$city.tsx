import { createFileRoute } from '@tanstack/react-router'
import { directoryCityStylistsQueryOptions } from '@/features/directory/api/get-directory-city-stylists'
import { CityStylistsPage, CityStylistsPagePending } from '@/features/directory/components/city-stylists-page'

export const Route = createFileRoute('/stylist-directory/$state/$city')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(directoryCityStylistsQueryOptions(params.state, params.city)),
  pendingComponent: PendingCityPage,
  pendingMs: 200,
  component: CityPage,
})

function CityPage() {
  const { state, city } = Route.useParams()
  return <CityStylistsPage state={state} city={city} />
}

function PendingCityPage() {
  const { state, city } = Route.useParams()
  return <CityStylistsPagePending state={state} city={city} />
}
