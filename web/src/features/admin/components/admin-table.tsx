import { Skeleton, Stack, Table } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type AdminTableProps = {
  /** Names the table for screen readers (its caption) and the scrolling region around it. */
  caption: string
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minW: string
  children: ReactNode
}

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is a named region that
 * takes keyboard focus, so it can be scrolled with the arrow keys too.
 */
export function AdminTable({ caption, minW, children }: AdminTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" minW={minW}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** The shape of a table while its rows load. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="0" borderWidth="1px" rounded="lg" overflow="hidden" bg="bg" role="status" aria-label={label}>
      <Skeleton h="10" rounded="none" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h="12" rounded="none" mt="1px" opacity={1 - i * 0.12} />
      ))}
    </Stack>
  )
}
