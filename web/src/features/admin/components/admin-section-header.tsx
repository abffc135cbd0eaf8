import { Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type AdminSectionHeaderProps = {
  id: string
  title: string
  description?: string
  action?: ReactNode
  /** h2 for a tab's own heading, h3 for a part of a tab. */
  level?: 'h2' | 'h3'
}

/** A tab's (or a part's) heading, its one-line purpose and its main action. */
export function AdminSectionHeader({ id, title, description, action, level = 'h2' }: AdminSectionHeaderProps) {
  return (
    <HStack
      justify="space-between"
      align={{ base: 'stretch', sm: 'end' }}
      gap="4"
      flexDirection={{ base: 'column', sm: 'row' }}
    >
      <Stack gap="1">
        {/* Focusable from code (not by Tab): where focus goes when the row it was on is gone. */}
        <Heading as={level} id={id} tabIndex={-1} size={level === 'h2' ? 'xl' : 'lg'} color="fg.heading">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {action}
    </HStack>
  )
}
