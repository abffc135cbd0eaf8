import { Box, Button, HStack } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageWindow } from '../utils/search-params'

interface PaginationBarProps {
  page: number
  totalPages: number
  onPage: (page: number) => void
}

/**
 * Previous, up to 5 page buttons centred on the current page, Next (spec sections 2 and 9), on one
 * line at any width: a phone shows Previous and Next as arrows (their names stay).
 */
export function PaginationBar({ page, totalPages, onPage }: PaginationBarProps) {
  if (totalPages <= 1) return null
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" flexWrap="nowrap" mt="8">
      <Button
        size="sm"
        variant="outline"
        aria-label="Previous"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        px={{ base: '2', sm: '3' }}
      >
        <ChevronLeft aria-hidden />
        <Box as="span" hideBelow="sm">
          Previous
        </Box>
      </Button>
      {pageWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          size="sm"
          minW="9"
          flexShrink={0}
          variant={n === page ? 'solid' : 'outline'}
          colorPalette={n === page ? 'brand' : 'gray'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        size="sm"
        variant="outline"
        aria-label="Next"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        px={{ base: '2', sm: '3' }}
      >
        <Box as="span" hideBelow="sm">
          Next
        </Box>
        <ChevronRight aria-hidden />
      </Button>
    </HStack>
  )
}
