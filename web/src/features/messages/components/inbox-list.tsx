import { Badge, Box, Button, HStack, Icon, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Image as ImageIcon } from 'lucide-react'
import type { ConversationSummary } from '@marketplace/domain/contract/messages.ts'
import { useInbox } from '../api/get-inbox'
import { formatMessageTime, inboxPreview, photoCountLabel } from '../message-format'
import { AppointmentLine } from './appointment-line'
import type { ConversationLinkComponent } from './conversation-link'
import { PartyAvatar } from './party-avatar'

type InboxListProps = {
  userId: string
  selectedId: number | null
  ConversationLink: ConversationLinkComponent
  /** Where to look for someone to write to, said when the inbox is empty. */
  emptyHint: string
}

/** The inbox: newest activity first, a page at a time ("Load more conversations"). */
export function InboxList({ userId, selectedId, ConversationLink, emptyHint }: InboxListProps) {
  const inbox = useInbox(userId)
  if (inbox.isPending)
    return (
      <Stack gap="2" p="3" role="status" aria-label="Loading conversations">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="16" rounded="md" />
        ))}
      </Stack>
    )
  if (inbox.isError)
    return (
      <Stack p="4" gap="3" role="alert">
        <Text>We could not load your messages.</Text>
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void inbox.refetch()}>
          Try again
        </Button>
      </Stack>
    )
  if (inbox.conversations.length === 0)
    return (
      <Stack role="status" align="center" textAlign="center" gap="1" py="10" px="4">
        <Text fontWeight="semibold" color="fg.heading">
          No messages yet
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {emptyHint}
        </Text>
      </Stack>
    )
  return (
    <Stack gap="0">
      <Box as="ul" listStyleType="none" aria-label="Conversations" data-testid="inbox">
        {inbox.conversations.map((c) => (
          <li key={c.id}>
            <ConversationRow conversation={c} selected={c.id === selectedId} ConversationLink={ConversationLink} />
          </li>
        ))}
      </Box>
      {inbox.hasNextPage && (
        <Button
          m="3"
          size="sm"
          variant="outline"
          loading={inbox.isFetchingNextPage}
          loadingText="Loading…"
          onClick={() => void inbox.fetchNextPage()}
        >
          Load more conversations
        </Button>
      )}
    </Stack>
  )
}

function ConversationRow({
  conversation: c,
  selected,
  ConversationLink,
}: {
  conversation: ConversationSummary
  selected: boolean
  ConversationLink: ConversationLinkComponent
}) {
  const preview = inboxPreview(c.lastMessage)
  const photos = photoCountLabel(c.lastMessage?.photoCount ?? 0)
  return (
    <ConversationLink
      conversationId={c.id}
      aria-current={selected ? 'page' : undefined}
      aria-label={`${c.otherParty.name}${c.unread ? `, ${c.unread} unread` : ''}: ${preview.slice(0, 80)}`}
    >
      <HStack
        gap="3"
        px="3"
        py="3"
        align="start"
        borderBottomWidth="1px"
        bg={selected ? 'brand.subtle' : undefined}
        _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
        data-testid="conversation-row"
      >
        <PartyAvatar party={c.otherParty} />
        <Stack gap="0.5" minW="0" flex="1">
          <HStack justify="space-between" gap="2">
            <Text fontWeight={c.unread ? 'bold' : 'semibold'} color="fg.heading" lineClamp={1}>
              {c.otherParty.name}
            </Text>
            {c.lastMessage && (
              <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                {formatMessageTime(c.lastMessage.createdAt)}
              </Text>
            )}
          </HStack>
          <AppointmentLine appointment={c.appointment} />
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" color={c.unread ? 'fg' : 'fg.muted'} lineClamp={1} wordBreak="break-word">
              {c.lastMessage?.fromMe && 'You: '}
              {photos && (
                <Text as="span" data-testid="preview-photos" whiteSpace="nowrap">
                  <Icon as={ImageIcon} boxSize="3.5" aria-hidden="true" verticalAlign="-2px" me="1" />
                  {photos}
                  {' · '}
                </Text>
              )}
              {c.lastMessage ? c.lastMessage.body : preview}
            </Text>
            {c.unread > 0 && (
              <Badge colorPalette="red" variant="solid" rounded="full" flexShrink={0}>
                {c.unread}
              </Badge>
            )}
          </HStack>
        </Stack>
      </HStack>
    </ConversationLink>
  )
}
