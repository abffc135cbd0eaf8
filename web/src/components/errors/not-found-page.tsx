import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '@/hooks/use-page-title'

export function NotFoundPage() {
  usePageTitle('Page Not Found')
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <VStack gap="5" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="fg.heading">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Did you forget to add the page to the router?
        </Text>
        <Button asChild colorPalette="brand" size="lg" mt="2">
          <Link to="/">Back to the home page</Link>
        </Button>
      </VStack>
    </Container>
  )
}
