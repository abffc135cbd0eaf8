import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { LocationField } from '@/features/places/components/location-field'
import { ResultsPage } from '@/features/search/components/results-page'
import { resultsSearchSchema } from '@/features/search/utils/search-params'
import { usePageTitle } from '@/hooks/use-page-title'

export const Route = createFileRoute('/find-stylists')({
  validateSearch: resultsSearchSchema,
  component: RouteComponent,
})

function RouteComponent() {
  usePageTitle('Find Stylists')
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <ResultsPage
      search={search}
      setSearch={(next) => void navigate({ search: next })}
      newSearch={(next) => void navigate({ to: '/stylists', search: next })}
      LocationInput={LocationField}
    />
  )
}
