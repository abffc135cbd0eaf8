import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** The message of a tab with nothing to show. */
export function EmptyTabState({ children }: { children: ReactNode }) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="lg"
      py="10"
      px="6"
      textAlign="center"
      color="fg.muted"
    >
      {children}
    </Box>
  )
}
