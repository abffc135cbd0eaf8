import { Box, Card, Container, HStack, Heading, Separator, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { usePageTitle } from '@/hooks/use-page-title'

type AuthCardProps = {
  title: string
  description: string
  /** The email form. */
  children: ReactNode
  /** The Google button, below an "or" rule (none on the password-reset pages). */
  alternative?: ReactNode
  /** The link to the other form ("Don't have an account? …"). */
  footer?: ReactNode
}

/** The frame shared by /login, /signup, /forgot-password and /reset-password. */
export function AuthCard({ title, description, children, alternative, footer }: AuthCardProps) {
  usePageTitle(title)
  return (
    <Box bg="bg.warm" flex="1" py={{ base: '6', md: '16' }} px={{ base: '0', sm: '4' }}>
      <Container maxW="md" px={{ base: '4', sm: '0' }}>
        <Card.Root variant="elevated" size={{ base: 'md', md: 'lg' }}>
          <Card.Header textAlign="center" gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
              {title}
            </Heading>
            <Text color="fg.muted" overflowWrap="anywhere">
              {description}
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="6">
              {children}
              {alternative && (
                <>
                  <HStack gap="3" aria-hidden="true">
                    <Separator flex="1" />
                    <Text fontSize="sm" color="fg.muted">
                      or
                    </Text>
                    <Separator flex="1" />
                  </HStack>
                  {alternative}
                </>
              )}
            </Stack>
          </Card.Body>
          {footer && (
            <Card.Footer justifyContent="center">
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                {footer}
              </Text>
            </Card.Footer>
          )}
        </Card.Root>
      </Container>
    </Box>
  )
}
