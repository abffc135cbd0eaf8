import { Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A list with nothing in it: the spec's sentence, and a hint when there is something to do. */
export function AdminEmpty({ title, hint }: { title: string; hint?: ReactNode }) {
  return (
    <Stack
      role="status"
      align="center"
      textAlign="center"
      gap="1"
      py="10"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="lg"
      bg="bg"
    >
      <Text fontWeight="semibold" color="fg.heading">
        {title}
      </Text>
      {hint && (
        <Text color="fg.muted" fontSize="sm">
          {hint}
        </Text>
      )}
    </Stack>
  )
}
