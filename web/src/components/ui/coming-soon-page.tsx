import { Container, Heading, Text, VStack } from '@chakra-ui/react'
import { usePageTitle } from '@/hooks/use-page-title'

type ComingSoonPageProps = {
  heading: string
  /** The document title; defaults to the heading. */
  title?: string
}

/** A stand-in for a screen whose issue has not landed yet. */
export function ComingSoonPage({ heading, title = heading }: ComingSoonPageProps) {
  usePageTitle(title)
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="fg.heading">
          {heading}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Coming soon: this page is being built.
        </Text>
      </VStack>
    </Container>
  )
}
