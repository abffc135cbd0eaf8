import { Button, Container, HStack, Heading, Text, VStack } from '@chakra-ui/react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { usePageTitle } from '@/hooks/use-page-title'

export function RouteError({ error }: ErrorComponentProps) {
  usePageTitle('Something went wrong')
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  const message = error instanceof Error ? error.message : String(error)

  // Let queries that threw into this boundary run again when the route is retried.
  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <VStack gap="5" textAlign="center" role="alert">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
          Something went wrong
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          This page could not be shown. Please try again in a moment.
        </Text>
        {message && (
          <Text fontSize="sm" color="fg.muted" fontFamily="mono" wordBreak="break-word">
            {message}
          </Text>
        )}
        <HStack gap="3" mt="2">
          <Button colorPalette="brand" onClick={() => router.invalidate()}>
            Try again
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Go to the home page</Link>
          </Button>
        </HStack>
      </VStack>
    </Container>
  )
}
