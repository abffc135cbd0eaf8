import { Button, HStack } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageWindow } from '../utils/search-params'

interface PaginationBarProps {
  page: number
  totalPages: number
  onPage: (page: number) => void
}

/** Previous, up to 5 page buttons centred on the current page, Next (spec sections 2 and 9). */
export function PaginationBar({ page, totalPages, onPage }: PaginationBarProps) {
  if (totalPages <= 1) return null
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" flexWrap="wrap" mt="8">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      {pageWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          size="sm"
          minW="9"
          variant={n === page ? 'solid' : 'outline'}
          colorPalette={n === page ? 'brand' : 'gray'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden />
      </Button>
    </HStack>
  )
}
