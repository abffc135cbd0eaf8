import { Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type TabHeaderProps = { id: string; title: string; description: string; action?: ReactNode }

/** A dashboard tab's heading, its one-line purpose and its main action. */
export function TabHeader({ id, title, description, action }: TabHeaderProps) {
  return (
    <HStack
      justify="space-between"
      align={{ base: 'stretch', sm: 'end' }}
      gap="4"
      flexDirection={{ base: 'column', sm: 'row' }}
    >
      <Stack gap="1">
        <Heading as="h2" id={id} size="xl" color="fg.heading">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Stack>
      {action}
    </HStack>
  )
}
