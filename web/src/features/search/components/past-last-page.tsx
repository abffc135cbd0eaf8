import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { SearchX } from 'lucide-react'
import { pageLink } from '../utils/page-link'

interface PastLastPageProps {
  page: number
  total: number
  totalPages: number
  onPage: (page: number) => void
  pageHref: (page: number) => string
}

/**
 * A page past the search's last one (an old link, or a page typed into the address): the search
 * has results, so "No stylists found" would be wrong. Says where they are and links to the last
 * page, a real link (it works before the script runs).
 */
export function PastLastPage({ page, total, totalPages, onPage, pageHref }: PastLastPageProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg" borderStyle="dashed" data-testid="past-last-page">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h3">Page {page} is past the last results</EmptyState.Title>
          <EmptyState.Description>
            This search has {total.toLocaleString('en-US')} {total === 1 ? 'stylist' : 'stylists'} on{' '}
            {totalPages === 1 ? 'one page' : `${totalPages} pages`}.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <a {...pageLink(totalPages, pageHref, onPage)}>
            {totalPages === 1 ? 'See the results' : `Go to page ${totalPages}`}
          </a>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
