import { useNavigate, useSearch } from '@tanstack/react-router'
import { LocationField } from '@/features/places/components/location-field'
import { usePageTitle } from '@/hooks/use-page-title'
import { ResultsPage } from './results-page'

/**
 * The results screen of both addresses the spec gives it (/stylists and /find-stylists): the URL
 * is the state, and a new search from its own bar always goes to /stylists.
 */
export function ResultsRoute({ from }: { from: '/stylists' | '/find-stylists' }) {
  usePageTitle('Find Stylists')
  const search = useSearch({ from })
  const navigate = useNavigate({ from })
  return (
    <ResultsPage
      search={search}
      setSearch={(next) => void navigate({ search: next })}
      newSearch={(next) => void navigate({ to: '/stylists', search: next })}
      LocationInput={LocationField}
    />
  )
}
