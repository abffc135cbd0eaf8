import { Button, HStack } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { MouseEvent } from 'react'
import { pageWindow } from '../utils/search-params'

interface PaginationBarProps {
  page: number
  totalPages: number
  onPage: (page: number) => void
  /** The address of a page: each control is a real link, so paging works before the script runs. */
  pageHref: (page: number) => string
}

/** Previous, up to 5 page links centred on the current page, Next (spec sections 2 and 9). */
export function PaginationBar({ page, totalPages, onPage, pageHref }: PaginationBarProps) {
  if (totalPages <= 1) return null
  // With the script, a click stays in the app (onPage); without it, the browser follows the href.
  const link = (n: number) => ({
    href: pageHref(n),
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
      e.preventDefault()
      onPage(n)
    },
  })
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" flexWrap="wrap" mt="8">
      {page <= 1 ? (
        <Button size="sm" variant="outline" disabled>
          <ChevronLeft aria-hidden /> Previous
        </Button>
      ) : (
        <Button asChild size="sm" variant="outline">
          <a {...link(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </a>
        </Button>
      )}
      {pageWindow(page, totalPages).map((n) => (
        <Button
          asChild
          key={n}
          size="sm"
          minW="9"
          variant={n === page ? 'solid' : 'outline'}
          colorPalette={n === page ? 'brand' : 'gray'}
        >
          <a {...link(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
            {n}
          </a>
        </Button>
      ))}
      {page >= totalPages ? (
        <Button size="sm" variant="outline" disabled>
          Next <ChevronRight aria-hidden />
        </Button>
      ) : (
        <Button asChild size="sm" variant="outline">
          <a {...link(page + 1)}>
            Next <ChevronRight aria-hidden />
          </a>
        </Button>
      )}
    </HStack>
  )
}
