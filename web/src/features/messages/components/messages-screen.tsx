import { Box, Grid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { ConversationLinkComponent } from './conversation-link'
import { InboxList } from './inbox-list'
import { ThreadView } from './thread-view'

type MessagesScreenProps = {
  userId: string
  /** The open conversation, or null for the inbox alone. */
  conversationId: number | null
  ConversationLink: ConversationLinkComponent
  emptyHint: string
  /** Back to the inbox (shown on a phone, where the thread takes the whole width). */
  backLink: ReactNode
}

/**
 * The inbox beside the open thread (from md up); on a phone one at a time: the inbox, or the
 * thread with a way back. Used by the client's /messages and the stylist's Messages tab.
 */
export function MessagesScreen({ userId, conversationId, ConversationLink, emptyHint, backLink }: MessagesScreenProps) {
  const open = conversationId !== null
  return (
    <Grid
      templateColumns={{ base: '1fr', md: 'minmax(16rem, 20rem) 1fr' }}
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      overflow="hidden"
      // On a phone the inbox alone takes the height it needs; a thread fills the screen.
      h={{ base: open ? 'calc(100dvh - 9rem)' : 'auto', md: 'min(44rem, calc(100dvh - 12rem))' }}
      minH={{ base: open ? '26rem' : undefined, md: '26rem' }}
    >
      <Box
        as="nav"
        aria-label="Your conversations"
        borderEndWidth={{ base: '0', md: '1px' }}
        overflowY="auto"
        display={{ base: open ? 'none' : 'block', md: 'block' }}
      >
        <InboxList
          userId={userId}
          selectedId={conversationId}
          ConversationLink={ConversationLink}
          emptyHint={emptyHint}
        />
      </Box>
      <Box minH="0" minW="0" display={{ base: open ? 'block' : 'none', md: 'block' }}>
        {open ? (
          <ThreadView key={conversationId} userId={userId} conversationId={conversationId} backLink={backLink} />
        ) : (
          <Stack h="full" align="center" justify="center" p="6" textAlign="center">
            <Text color="fg.muted">Choose a conversation to read it.</Text>
          </Stack>
        )}
      </Box>
    </Grid>
  )
}
