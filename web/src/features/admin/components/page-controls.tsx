import { Button, HStack, Text } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageCount, pageSummary } from '../user-display'

type PageControlsProps = {
  page: number
  pageSize: number
  shown: number
  total: number
  onPage: (page: number) => void
}

/** 'Showing 21-40 of 57' with Previous and Next. */
export function PageControls({ page, pageSize, shown, total, onPage }: PageControlsProps) {
  const pages = pageCount(total, pageSize)
  return (
    <HStack as="nav" aria-label="User pages" justify="space-between" gap="3" wrap="wrap">
      <Text role="status" color="fg.muted" fontSize="sm">
        {pageSummary(page, pageSize, shown, total)}
      </Text>
      {pages > 1 && (
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft /> Previous
          </Button>
          <Text fontSize="sm" aria-current="page">
            Page {page} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next <ChevronRight />
          </Button>
        </HStack>
      )}
    </HStack>
  )
}
