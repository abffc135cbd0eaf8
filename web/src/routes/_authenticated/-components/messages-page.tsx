import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { ChevronLeft } from 'lucide-react'
import type { ConversationLinkComponent } from '@/features/messages/components/conversation-link'
import { MessagesScreen } from '@/features/messages/components/messages-screen'
import { usePageTitle } from '@/hooks/use-page-title'

/** /messages/:id, or /messages for none: the client's own conversation links. */
const ClientConversationLink: ConversationLinkComponent = ({ conversationId, children, ...aria }) =>
  conversationId === null ? (
    <Link to="/messages" {...aria}>
      {children}
    </Link>
  ) : (
    <Link to="/messages/$id" params={{ id: String(conversationId) }} {...aria}>
      {children}
    </Link>
  )

/** "Messages" (issue 38): the signed-in user's inbox, and the open thread beside it. */
export function MessagesPage({ userId, conversationId }: { userId: string; conversationId: number | null }) {
  usePageTitle('Messages')
  return (
    <Box bg="bg.warm" flex="1" py={{ base: '4', md: '8' }}>
      <Container maxW="6xl" px={{ base: '3', md: '6' }}>
        <Stack gap={{ base: '3', md: '5' }}>
          <Stack gap="1" display={{ base: conversationId === null ? 'flex' : 'none', md: 'flex' }}>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
              Messages
            </Heading>
            <Text color="fg.muted" hideBelow="md">
              Ask stylists before you book, and keep every answer in one place.
            </Text>
          </Stack>
          {conversationId !== null && (
            <Heading as="h1" srOnly hideFrom="md">
              Messages
            </Heading>
          )}
          <MessagesScreen
            userId={userId}
            conversationId={conversationId}
            ConversationLink={ClientConversationLink}
            emptyHint="Open a stylist's profile and choose Message to ask a question before you book."
            backLink={
              <Button asChild variant="ghost" size="sm" px="1" hideFrom="md" aria-label="Back to messages">
                <Link to="/messages">
                  <ChevronLeft aria-hidden />
                </Link>
              </Button>
            }
          />
        </Stack>
      </Container>
    </Box>
  )
}
