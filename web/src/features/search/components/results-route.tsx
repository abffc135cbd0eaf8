import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { usePageTitle } from '@/hooks/use-page-title'
import type { LocationSlot } from './location-slot'
import { ResultsPage } from './results-page'

/**
 * The results screen of both addresses the spec gives it (/stylists and /find-stylists): the URL
 * is the state, and a new search from its own bar always goes to /stylists.
 */
export function ResultsRoute({
  from,
  LocationInput,
}: {
  from: '/stylists' | '/find-stylists'
  LocationInput: LocationSlot
}) {
  usePageTitle('Find Stylists')
  const search = useSearch({ from })
  const navigate = useNavigate({ from })
  const router = useRouter()
  return (
    <ResultsPage
      search={search}
      setSearch={(next) => void navigate({ search: next })}
      newSearch={(next) => void navigate({ to: '/stylists', search: next })}
      LocationInput={LocationInput}
      pageHref={(page) =>
        router.buildLocation({ to: from, search: { ...search, page: page > 1 ? page : undefined } }).href
      }
      searchHref={(next) => router.buildLocation({ to: from, search: next }).href}
    />
  )
}
