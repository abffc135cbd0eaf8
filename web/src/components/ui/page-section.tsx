import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type PageSectionProps = {
  id?: string
  eyebrow?: string
  heading: string
  intro?: ReactNode
  children: ReactNode
  bg?: BoxProps['bg']
  align?: 'start' | 'center'
}

/** A band of an information page with its own h2; the section is labelled by that heading. */
export function PageSection({ id, eyebrow, heading, intro, children, bg, align = 'start' }: PageSectionProps) {
  const headingId = `${id ?? slugify(heading)}-heading`
  return (
    <Box as="section" id={id} aria-labelledby={headingId} bg={bg} py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <Stack
          gap="4"
          mb={{ base: '8', md: '12' }}
          maxW="3xl"
          mx={align === 'center' ? 'auto' : undefined}
          textAlign={align}
        >
          {eyebrow && (
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wider">
              {eyebrow}
            </Text>
          )}
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="fg.heading">
            {heading}
          </Heading>
          {intro && (
            <Text fontSize="lg" color="fg.muted" lineHeight="tall">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  )
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
