import { Box, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { MailboxMessage as Message } from '@marketplace/domain/contract/mailbox.ts'
import { usePageTitle } from '@/hooks/use-page-title'
import { attachmentUrl, isNoMailbox, useMailboxMessage } from '../api/get-mailbox'
import { MailboxFrame, NoMailbox } from './mailbox-frame'
import { formatReceivedAt } from './received-at'

/**
 * The HTML part as the recipient's mail client would show it, isolated: a sandbox with no
 * scripts and no access to this page (an opaque origin); links open in a new tab.
 */
function HtmlPart({ html }: { html: string }) {
  const doc = html.includes('<head>')
    ? html.replace('<head>', '<head><base target="_blank">')
    : `<base target="_blank">${html}`
  return (
    <Box
      as="iframe"
      title="The message's HTML part"
      // @ts-expect-error: Box renders an iframe here, which takes these attributes.
      srcDoc={doc}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      width="100%"
      height={{ base: '880px', md: '720px' }}
      borderWidth="1px"
      borderRadius="md"
      bg="white"
    />
  )
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mt="8">
      <Heading as="h2" id={id} size="md" color="fg.heading" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

function MessageView({ id, message }: { id: string; message: Message }) {
  const meta: [string, string][] = [
    ['From', message.from],
    ['To', message.to],
    ['Received', formatReceivedAt(message.receivedAt)],
    ...message.headers
      .filter((h) => h.name.toLowerCase().startsWith('list-'))
      .map((h): [string, string] => [h.name, h.value]),
  ]
  return (
    <>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="4" rowGap="1">
        {meta.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" fontWeight="semibold" color="fg.muted" fontSize="sm">
              {label}
            </Text>
            <Text as="dd" fontSize="sm" wordBreak="break-all" mb={{ base: '2', md: '0' }}>
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      <Section id="html-part" title="HTML">
        {message.html ? <HtmlPart html={message.html} /> : <Text color="fg.muted">This message has no HTML part.</Text>}
      </Section>
      <Section id="text-part" title="Plain text">
        {message.text ? (
          <Box
            as="pre"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            fontSize="sm"
            p="4"
            bg="bg.subtle"
            borderRadius="md"
            borderWidth="1px"
          >
            {message.text}
          </Box>
        ) : (
          <Text color="fg.muted">This message has no plain-text part.</Text>
        )}
      </Section>
      <Section id="attachments" title="Attachments">
        {message.attachments.length === 0 ? (
          <Text color="fg.muted">No attachments.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {message.attachments.map((a) => (
              <li key={a.index}>
                <ChakraLink
                  href={attachmentUrl(id, a.index)}
                  download={a.filename}
                  color="brand.fg"
                  fontWeight="semibold"
                >
                  {a.filename}
                </ChakraLink>{' '}
                <Text as="span" fontSize="sm" color="fg.muted">
                  {a.contentType}, {a.size.toLocaleString('en-US')} bytes
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </>
  )
}

/** /dev/mailbox/$id: one received message, its HTML and text parts and its attachments. */
export function MailboxMessage({ id }: { id: string }) {
  const message = useMailboxMessage(id)
  usePageTitle(message.data?.subject ? `${message.data.subject} · Mailbox` : 'Mailbox')
  return (
    <MailboxFrame heading={message.data?.subject || (message.isPending ? 'Opening message…' : 'Message')}>
      <ChakraLink asChild color="brand.fg" mb="6" display="inline-block">
        <Link to="/dev/mailbox">← All messages</Link>
      </ChakraLink>
      {message.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading the message">
          <Skeleton height="5" width="60%" />
          <Skeleton height="5" width="40%" />
          <Skeleton height="96" borderRadius="md" />
        </Stack>
      ) : message.isError ? (
        isNoMailbox(message.error) && message.error.body?.message === 'No such message' ? (
          <Text role="alert">This message is not in the mailbox.</Text>
        ) : isNoMailbox(message.error) ? (
          <NoMailbox />
        ) : (
          <Text role="alert">The message could not be loaded: {message.error.message}</Text>
        )
      ) : (
        <MessageView id={id} message={message.data} />
      )}
    </MailboxFrame>
  )
}
