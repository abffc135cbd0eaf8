import { createFileRoute } from '@tanstack/react-router'
import { directoryCitiesQueryOptions } from '@/features/directory/api/get-directory-cities'
import { StateCitiesPage, StateCitiesPagePending } from '@/features/directory/components/state-cities-page'

export const Route = createFileRoute('/stylist-directory/$state/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(directoryCitiesQueryOptions(params.state)),
  pendingComponent: PendingStatePage,
  pendingMs: 200,
  component: StatePage,
})

function StatePage() {
  const { state } = Route.useParams()
  return <StateCitiesPage state={state} />
}

function PendingStatePage() {
  const { state } = Route.useParams()
  return <StateCitiesPagePending state={state} />
}
