import { createFileRoute } from '@tanstack/react-router'
import { LocationField } from '@/features/places/components/location-field'
import { ResultsRoute } from '@/features/search/components/results-route'
import { resultsSearchSchema } from '@/features/search/utils/search-params'

export const Route = createFileRoute('/find-stylists')({
  validateSearch: resultsSearchSchema,
  component: () => <ResultsRoute from="/find-stylists" LocationInput={LocationField} />,
})
