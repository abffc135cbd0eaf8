import { Box, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '@/hooks/use-page-title'
import { isNoMailbox, useMailbox } from '../api/get-mailbox'
import { MailboxFrame, NoMailbox } from './mailbox-frame'
import { formatReceivedAt } from './received-at'

/** /dev/mailbox: every message the embedded SMTP server received, newest first. */
export function MailboxList() {
  usePageTitle('Mailbox')
  const mailbox = useMailbox()
  return (
    <MailboxFrame
      heading="Mailbox"
      lead="Every email this server sent, exactly as a client or stylist would receive it. Nothing here left this machine."
    >
      {mailbox.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading messages">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="16" borderRadius="md" />
          ))}
        </Stack>
      ) : mailbox.isError ? (
        isNoMailbox(mailbox.error) ? (
          <NoMailbox />
        ) : (
          <Text role="alert">The messages could not be loaded: {mailbox.error.message}</Text>
        )
      ) : mailbox.data.messages.length === 0 ? (
        <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg.subtle">
          <Text fontWeight="semibold">No messages yet</Text>
          <Text color="fg.muted">Book an appointment and its confirmation appears here within a few seconds.</Text>
        </Box>
      ) : (
        <Box as="ul" listStyleType="none" borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg">
          {mailbox.data.messages.map((m) => (
            <Box as="li" key={m.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <Link to="/dev/mailbox/$id" params={{ id: m.id }} style={{ display: 'block' }}>
                <Box px={{ base: '4', md: '5' }} py="3" _hover={{ bg: 'brand.subtle' }}>
                  <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap={{ base: '0', md: '4' }}>
                    <Text fontWeight="semibold" color="fg" lineClamp={2}>
                      {m.subject || '(no subject)'}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                      <time dateTime={m.receivedAt}>{formatReceivedAt(m.receivedAt)}</time>
                    </Text>
                  </Stack>
                  {/* The address in full, broken anywhere on a phone: it is how one finds one's own mail. */}
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    To {m.to}
                  </Text>
                </Box>
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </MailboxFrame>
  )
}
