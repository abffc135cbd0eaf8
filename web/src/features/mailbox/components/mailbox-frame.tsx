import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** The mailbox pages' frame: a developer tool, labelled as such, in the site's layout. */
export function MailboxFrame({ heading, lead, children }: { heading: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container
      as="section"
      aria-labelledby="mailbox-heading"
      maxW="5xl"
      py={{ base: '6', md: '10' }}
      px={{ base: '4', md: '6' }}
    >
      <Stack gap="2" mb="6">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wider">
          Embedded mailbox
        </Text>
        <Heading
          as="h1"
          id="mailbox-heading"
          size={{ base: 'xl', md: '2xl' }}
          color="fg.heading"
          wordBreak="break-word"
        >
          {heading}
        </Heading>
        {lead && <Text color="fg.muted">{lead}</Text>}
      </Stack>
      {children}
    </Container>
  )
}

/** What the page says when the server sends real email (SMTP_URL) and keeps no mailbox. */
export function NoMailbox() {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg.subtle">
      <Text fontWeight="semibold" mb="1">
        There is no mailbox here
      </Text>
      <Text color="fg.muted">
        The mailbox exists only in embedded mode, when the server keeps the email it sends instead of handing it to an
        SMTP relay (SMTP_URL is not set).
      </Text>
    </Box>
  )
}
