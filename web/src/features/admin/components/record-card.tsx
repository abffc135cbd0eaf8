import { DataList, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A list of rows shown as cards on a phone; named like the table it replaces. */
export function RecordCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={label}>
      {children}
    </Stack>
  )
}

/** One row as a card: a heading line, facts, and the row's actions at the bottom. */
export function RecordCard({
  labelledBy,
  header,
  facts,
  actions,
}: {
  labelledBy: string
  header: ReactNode
  facts: ReactNode
  actions?: ReactNode
}) {
  return (
    <Stack as="li" aria-labelledby={labelledBy} gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg">
      {header}
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {facts}
      </DataList.Root>
      {actions}
    </Stack>
  )
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  )
}
