import { Box, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Conversation } from '@marketplace/domain/contract/messages.ts'
import { useConversation } from '../api/get-conversation'
import { useThread } from '../api/get-thread'
import { useMarkRead } from '../api/mark-read'
import { useReadWhileShown } from '../hooks/use-read-while-shown'
import { AppointmentLine } from './appointment-line'
import { Composer } from './composer'
import { MessageList } from './message-list'
import { PartyAvatar } from './party-avatar'
import { ThreadActions } from './thread-actions'

type ThreadViewProps = {
  userId: string
  conversationId: number
  /** "Back to messages" on a phone, where the inbox and the thread are not side by side. */
  backLink: ReactNode
}

/** One conversation: who it is with, its messages (latest at the bottom), and the composer. */
export function ThreadView({ userId, conversationId, backLink }: ThreadViewProps) {
  const conversation = useConversation(userId, conversationId)
  if (conversation.isPending)
    return (
      <Stack gap="3" p="4" role="status" aria-label="Loading the conversation">
        <Skeleton h="12" rounded="md" />
        <Skeleton h="48" rounded="md" />
      </Stack>
    )
  if (conversation.isError)
    return (
      <Stack gap="3" p="4" role="alert">
        {backLink}
        <Text>This conversation could not be opened. It may not exist, or it is not yours.</Text>
      </Stack>
    )
  return <LoadedThread userId={userId} conversation={conversation.data} backLink={backLink} />
}

function LoadedThread({
  userId,
  conversation,
  backLink,
}: { userId: string; conversation: Conversation } & Pick<ThreadViewProps, 'backLink'>) {
  const thread = useThread(userId, conversation.id)
  const markRead = useMarkRead(userId)
  const [announcement, setAnnouncement] = useState('')
  const latest = thread.messages.at(-1)
  const announcedFrom = useRef<number | null>(null)
  const other = conversation.otherParty

  // Read while shown: the other side's "Seen" and both sides' counts follow.
  const section = useRef<HTMLDivElement>(null)
  useReadWhileShown(section, latest, conversation.unread, (messageId) =>
    markRead.mutate({ conversationId: conversation.id, messageId }),
  )

  // Screen readers hear of a message that arrives while the thread is open (not of the first load).
  useEffect(() => {
    if (!latest) return
    if (announcedFrom.current === null) {
      announcedFrom.current = latest.id
      return
    }
    if (latest.id > announcedFrom.current) {
      announcedFrom.current = latest.id
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the live region says what just arrived
      if (!latest.fromMe) setAnnouncement(`New message from ${other.name}: ${latest.body.slice(0, 200)}`)
    }
  }, [latest, other.name])

  const headingId = `conversation-${conversation.id}-heading`
  return (
    <Stack ref={section} as="section" aria-labelledby={headingId} gap="0" h="full" minH="0">
      <HStack gap="3" px={{ base: '3', md: '4' }} py="3" borderBottomWidth="1px" align="center" justify="space-between">
        <HStack gap="3" minW="0">
          {backLink}
          <PartyAvatar party={other} />
          <Stack gap="0" minW="0">
            <Text as="h2" id={headingId} fontWeight="semibold" color="fg.heading" lineClamp={1}>
              {conversation.role === 'client' ? (
                <ChakraLink asChild color="inherit">
                  <Link to="/stylist/$id" params={{ id: String(other.stylistId) }}>
                    {other.name}
                  </Link>
                </ChakraLink>
              ) : (
                other.name
              )}
            </Text>
            <AppointmentLine appointment={conversation.appointment} />
          </Stack>
        </HStack>
        <ThreadActions conversation={conversation} />
      </HStack>
      <MessageList
        conversation={conversation}
        messages={thread.messages}
        pending={thread.isPending}
        failed={thread.isError}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
      />
      <Box px={{ base: '3', md: '4' }} py="3" borderTopWidth="1px" bg="bg.subtle">
        {conversation.mayWrite ? (
          <Composer conversationId={conversation.id} otherName={other.name} />
        ) : (
          <Text role="status" color="fg.muted" fontSize="sm" data-testid="write-refusal">
            {conversation.refusal ?? 'You cannot write in this conversation.'}
          </Text>
        )}
      </Box>
      <Box srOnly aria-live="polite" aria-atomic="true" data-testid="message-announcer">
        {announcement}
      </Box>
    </Stack>
  )
}
