import { Button, HStack, Text } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageCount, pageSummary } from '../appointment-display'

type AppointmentsPagerProps = {
  label: string
  page: number
  pageSize: number
  shown: number
  total: number
  onPage: (page: number) => void
}

/** 'Showing 21–40 of 57' with Previous and Next when there is more than one page. */
export function AppointmentsPager({ label, page, pageSize, shown, total, onPage }: AppointmentsPagerProps) {
  const pages = pageCount(total, pageSize)
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="3" wrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        {pageSummary(page, pageSize, shown, total)}
      </Text>
      {pages > 1 && (
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <Text fontSize="sm" aria-current="page">
            Page {page} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next <ChevronRight aria-hidden />
          </Button>
        </HStack>
      )}
    </HStack>
  )
}
