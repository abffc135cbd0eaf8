import { Box, Button, HStack } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageLink } from '../utils/page-link'
import { pageWindow } from '../utils/search-params'

interface PaginationBarProps {
  page: number
  totalPages: number
  onPage: (page: number) => void
  /** The address of a page: each control is a real link, so paging works before the script runs. */
  pageHref: (page: number) => string
}

/**
 * Previous, up to 5 page links centred on the current page, Next (spec sections 2 and 9), on one
 * line at any width: a phone shows Previous and Next as arrows (their names stay).
 */
export function PaginationBar({ page, totalPages, onPage, pageHref }: PaginationBarProps) {
  if (totalPages <= 1) return null
  const link = (n: number) => pageLink(n, pageHref, onPage)
  const previous = (
    <>
      <ChevronLeft aria-hidden />
      <Box as="span" hideBelow="sm">
        Previous
      </Box>
    </>
  )
  const next = (
    <>
      <Box as="span" hideBelow="sm">
        Next
      </Box>
      <ChevronRight aria-hidden />
    </>
  )
  const edge = { size: 'sm', variant: 'outline', flexShrink: 0, px: { base: '2', sm: '3' } } as const
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" flexWrap="nowrap" mt="8">
      {page <= 1 ? (
        <Button {...edge} aria-label="Previous" disabled>
          {previous}
        </Button>
      ) : (
        <Button {...edge} asChild>
          <a {...link(page - 1)} aria-label="Previous">
            {previous}
          </a>
        </Button>
      )}
      {pageWindow(page, totalPages).map((n) => (
        <Button
          asChild
          key={n}
          size="sm"
          minW="9"
          flexShrink={0}
          variant={n === page ? 'solid' : 'outline'}
          colorPalette={n === page ? 'brand' : 'gray'}
        >
          <a {...link(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
            {n}
          </a>
        </Button>
      ))}
      {page >= totalPages ? (
        <Button {...edge} aria-label="Next" disabled>
          {next}
        </Button>
      ) : (
        <Button {...edge} asChild>
          <a {...link(page + 1)} aria-label="Next">
            {next}
          </a>
        </Button>
      )}
    </HStack>
  )
}
