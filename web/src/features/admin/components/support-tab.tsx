import { Badge, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { toast } from '@/components/ui/toaster'
import { useSupportMessages, type SupportInboxItem } from '../api/get-support-messages'
import { useUpdateSupportMessage, type SupportStatus } from '../api/update-support-message'
import { failureDescription } from '../admin-errors'
import { formatAdminDateTime } from '../admin-format'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'

const statusBadges: Record<SupportStatus, { label: string; palette: string }> = {
  new: { label: 'New', palette: 'blue' },
  read: { label: 'Read', palette: 'gray' },
  resolved: { label: 'Resolved', palette: 'green' },
}

/** The Support tab: what visitors sent through /support, newest first, to read and resolve. */
export function SupportTab() {
  const messages = useSupportMessages()
  const unread = messages.data?.filter((m) => m.status === 'new').length ?? 0
  return (
    <Stack as="section" aria-labelledby="admin-support-heading" gap="5">
      <AdminSectionHeader
        id="admin-support-heading"
        title="Support Inbox"
        description={`Messages sent through the Contact Us page.${unread > 0 ? ` ${unread} new.` : ''}`}
      />
      {messages.isError ? (
        <AdminLoadError
          message="We could not load the support messages."
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      ) : messages.isPending ? (
        <Stack gap="3" role="status" aria-label="Loading support messages">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="36" rounded="lg" />
          ))}
        </Stack>
      ) : messages.data.length === 0 ? (
        <AdminEmpty title="No support messages yet" hint="Messages sent through the Contact Us page appear here." />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="admin-support-heading">
          {messages.data.map((message) => (
            <SupportMessageCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function SupportMessageCard({ message }: { message: SupportInboxItem }) {
  const update = useUpdateSupportMessage()
  const badge = statusBadges[message.status]
  const headingId = `support-message-${message.id}`

  function mark(status: SupportStatus, done: string) {
    update.mutate(
      { id: message.id, status },
      {
        onSuccess: () => toast({ title: done, variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Failed to update message', description: failureDescription(error), variant: 'destructive' }),
      },
    )
  }

  return (
    <Stack
      as="li"
      aria-labelledby={headingId}
      gap="3"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      borderInlineStartWidth={message.status === 'new' ? '4px' : '1px'}
      borderInlineStartColor={message.status === 'new' ? 'blue.500' : undefined}
    >
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Text as="h3" id={headingId} fontWeight="semibold" color="fg.heading" wordBreak="break-word">
            {message.subject}
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {message.name} ·{' '}
            <Link
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
              color="brand.fg"
            >
              {message.email}
            </Link>
          </Text>
        </Stack>
        <HStack gap="2">
          <Badge colorPalette={badge.palette}>{badge.label}</Badge>
          <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <time dateTime={message.createdAt}>{formatAdminDateTime(message.createdAt)}</time>
          </Text>
        </HStack>
      </HStack>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {message.message}
      </Text>
      <HStack gap="2" wrap="wrap">
        {message.status === 'new' && (
          <Button
            size="xs"
            variant="outline"
            aria-describedby={headingId}
            loading={update.isPending}
            onClick={() => mark('read', 'Message marked as read')}
          >
            Mark as read
          </Button>
        )}
        {message.status !== 'resolved' ? (
          <Button
            size="xs"
            colorPalette="green"
            aria-describedby={headingId}
            loading={update.isPending}
            onClick={() => mark('resolved', 'Message marked as resolved')}
          >
            Mark as resolved
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            aria-describedby={headingId}
            loading={update.isPending}
            onClick={() => mark('new', 'Message reopened')}
          >
            Reopen
          </Button>
        )}
      </HStack>
    </Stack>
  )
}
