import { createFileRoute } from '@tanstack/react-router'
import { MailboxList } from '@/features/mailbox/components/mailbox-list'

// Embedded mode's mailbox (docs/decisions/014-email-outbox.md): what the server's own SMTP server
// received. Elsewhere the API has no such routes and the page says so.
export const Route = createFileRoute('/dev/mailbox/')({
  component: MailboxList,
})
