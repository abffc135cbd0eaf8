import { Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A dashboard list with nothing in it yet: the spec's sentence and what to do about it. */
export function EmptyList({ title, hint }: { title: string; hint: ReactNode }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="1"
      py="12"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="lg"
      bg="bg"
    >
      <Text fontWeight="semibold" color="fg.heading">
        {title}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {hint}
      </Text>
    </Stack>
  )
}
