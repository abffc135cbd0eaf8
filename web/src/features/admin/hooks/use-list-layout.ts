import { useBreakpointValue } from '@chakra-ui/react'

export type ListLayout = 'cards' | 'table'

/**
 * Tables on wider screens; on a phone each row becomes a card, so a row's actions are not off to
 * the right of a sideways-scrolling table. Measured at once (no server rendering here), so the
 * first paint already has the right layout.
 */
export function useListLayout(): ListLayout {
  return useBreakpointValue<ListLayout>({ base: 'cards', md: 'table' }, { ssr: false }) ?? 'table'
}
