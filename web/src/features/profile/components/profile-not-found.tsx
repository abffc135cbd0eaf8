import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '@/hooks/use-page-title'

export function ProfileNotFound() {
  usePageTitle('Stylist Not Found')
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <VStack gap="5" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="fg.heading">
          Stylist Not Found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The stylist you&apos;re looking for doesn&apos;t exist or may have been removed.
        </Text>
        <Button asChild colorPalette="brand" size="lg" mt="2">
          <Link to="/stylists">Back to Search</Link>
        </Button>
      </VStack>
    </Container>
  )
}
