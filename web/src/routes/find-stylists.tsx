import { createFileRoute } from '@tanstack/react-router'
import { searchStylistsQueryOptions } from '@/features/search/api/search-stylists'
import { LocationField } from '@/features/places/components/location-field'
import { ResultsRoute } from '@/features/search/components/results-route'
import { resultsSearchSchema } from '@/features/search/utils/search-params'
import { prefetchOnServer } from '@/lib/prefetch-on-server'

export const Route = createFileRoute('/find-stylists')({
  validateSearch: resultsSearchSchema,
  // On the server the results are in the page (entry-server.tsx); in the browser they load while
  // the page shows its placeholders, as before.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchOnServer(context.queryClient, searchStylistsQueryOptions(deps)),
  component: () => <ResultsRoute from="/find-stylists" LocationInput={LocationField} />,
})
