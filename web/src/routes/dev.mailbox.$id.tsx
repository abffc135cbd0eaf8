import { createFileRoute } from '@tanstack/react-router'
import { MailboxMessage } from '@/features/mailbox/components/mailbox-message'

export const Route = createFileRoute('/dev/mailbox/$id')({
  component: MailboxMessagePage,
})

function MailboxMessagePage() {
  const { id } = Route.useParams()
  return <MailboxMessage id={id} />
}
