import { Box, Button, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Flag } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import type { Conversation, Message } from '@marketplace/domain/contract/messages.ts'
import { formatMessageTime } from '../message-format'
import { MessagePhotos } from '@/components/ui/message-photos'
import { MessageText } from './message-text'
import { ReportMessageDialog } from './report-message-dialog'

type MessageListProps = {
  conversation: Conversation
  /** Oldest first. */
  messages: Message[]
  pending: boolean
  failed: boolean
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
}

/**
 * The thread's messages, oldest at the top. It opens at the latest; scrolling to the top (or
 * "Load older messages") brings the page before, and the view stays on the message it showed.
 * A new message scrolls into view when the reader was already at the bottom.
 */
export function MessageList({
  conversation,
  messages,
  pending,
  failed,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const shape = useRef({ firstId: 0, lastId: 0, height: 0, top: 0, atBottom: true })
  const [reporting, setReporting] = useState<number | null>(null)
  const firstId = messages[0]?.id ?? 0
  const lastId = messages.at(-1)?.id ?? 0

  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    const before = shape.current
    if (before.lastId === 0 || (lastId !== before.lastId && (before.atBottom || messages.at(-1)?.fromMe))) {
      // First view, or a new message while the reader was at the bottom (or wrote it): the latest.
      el.scrollTop = el.scrollHeight
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      // Older messages came in above: keep the same message in view.
      el.scrollTop = before.top + (el.scrollHeight - before.height)
    }
    shape.current = { firstId, lastId, height: el.scrollHeight, top: el.scrollTop, atBottom: isAtBottom(el) }
  }, [firstId, lastId, messages])

  function onScroll() {
    const el = scroller.current
    if (!el) return
    shape.current = { ...shape.current, height: el.scrollHeight, top: el.scrollTop, atBottom: isAtBottom(el) }
    if (el.scrollTop < 40 && hasOlder && !loadingOlder) onLoadOlder()
  }

  const seenId = conversation.seenMessageId
  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      flex="1"
      minH="0"
      overflowY="auto"
      px={{ base: '3', md: '4' }}
      py="3"
      bg="bg.warm"
      tabIndex={0}
      role="log"
      aria-label={`Messages with ${conversation.otherParty.name}`}
      data-testid="message-list"
    >
      {pending ? (
        <Stack gap="3" role="status" aria-label="Loading messages">
          <Skeleton h="10" w="60%" rounded="lg" />
          <Skeleton h="10" w="50%" rounded="lg" alignSelf="end" />
        </Stack>
      ) : failed ? (
        <Text role="alert">We could not load the messages.</Text>
      ) : messages.length === 0 ? (
        <Stack align="center" textAlign="center" py="10" gap="1" role="status">
          <Text fontWeight="semibold" color="fg.heading">
            No messages yet
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {conversation.role === 'client'
              ? 'Ask a question, describe the look you want or the hair you have.'
              : 'Say hello: your client will see it here.'}
          </Text>
        </Stack>
      ) : (
        <Stack gap="2">
          {hasOlder && (
            <Button
              size="xs"
              variant="outline"
              alignSelf="center"
              loading={loadingOlder}
              loadingText="Loading…"
              onClick={onLoadOlder}
            >
              Load older messages
            </Button>
          )}
          <Stack as="ol" listStyleType="none" gap="2">
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                otherName={conversation.otherParty.name}
                seen={m.id === seenId}
                onReport={() => setReporting(m.id)}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <ReportMessageDialog
        conversationId={conversation.id}
        messageId={reporting}
        open={reporting !== null}
        onClose={() => setReporting(null)}
      />
    </Box>
  )
}

const isAtBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < 48

function MessageItem({
  message: m,
  otherName,
  seen,
  onReport,
}: {
  message: Message
  otherName: string
  seen: boolean
  onReport: () => void
}) {
  const time = formatMessageTime(m.createdAt)
  return (
    <Stack as="li" gap="0.5" align={m.fromMe ? 'end' : 'start'} data-testid="message" data-from-me={m.fromMe}>
      <HStack gap="1" align="end" maxW={{ base: '88%', md: '75%' }} flexDirection={m.fromMe ? 'row-reverse' : 'row'}>
        <Box
          px="3"
          py="2"
          rounded="xl"
          bg={m.fromMe ? 'brand.solid' : 'bg'}
          color={m.fromMe ? 'brand.contrast' : 'fg'}
          borderWidth={m.fromMe ? '0' : '1px'}
          minW="0"
        >
          <Text srOnly>{m.fromMe ? 'You' : otherName}:</Text>
          <MessageText body={m.body} />
          {m.photos.length > 0 && (
            <Box mt="2">
              <MessagePhotos photos={m.photos} from={m.fromMe ? 'you' : otherName} />
            </Box>
          )}
        </Box>
        {!m.fromMe && (
          <IconButton
            size="2xs"
            variant="ghost"
            color="fg.muted"
            aria-label={`Report this message from ${otherName}, ${time}`}
            onClick={onReport}
          >
            <Flag />
          </IconButton>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        <time dateTime={m.createdAt}>{time}</time>
        {seen && (
          <Text as="span" fontWeight="semibold" data-testid="seen">
            {' · Seen'}
          </Text>
        )}
      </Text>
    </Stack>
  )
}
