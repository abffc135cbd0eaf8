import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type PageHeroProps = {
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  children?: ReactNode
}

/** The top band of an information page: the page's h1 and a short introduction. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientVia="cream.100"
      gradientTo="plum.50"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="6xl" py={{ base: '14', md: '20' }}>
        <Stack gap="5" maxW="3xl">
          {eyebrow && (
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wider">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="fg.heading" lineHeight="1.1">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" lineHeight="tall">
              {lead}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  )
}
