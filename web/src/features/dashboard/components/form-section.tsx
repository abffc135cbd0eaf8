import { Card, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type FormSectionProps = { id: string; title: string; description?: string; children: ReactNode }

/** One titled part of a dashboard form (a card with a heading that names its region). */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg">
      <Card.Header pb="0" px={{ base: '4', md: '6' }}>
        <Card.Title as="h3" id={id} fontFamily="heading" fontSize="lg" color="fg.heading">
          {title}
        </Card.Title>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }}>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  )
}
