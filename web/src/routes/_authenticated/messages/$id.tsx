import { createFileRoute } from '@tanstack/react-router'
import { MessagesPage } from '../-components/messages-page'

// One conversation beside the inbox (issue 38): where "New message from …" emails lead. An id
// that is not one shows the thread's "could not be opened", as someone else's conversation does.
export const Route = createFileRoute('/_authenticated/messages/$id')({
  component: ConversationRoute,
})

function ConversationRoute() {
  const { userId } = Route.useRouteContext()
  const { id } = Route.useParams()
  const n = Number(id)
  return <MessagesPage userId={userId} conversationId={Number.isSafeInteger(n) && n > 0 ? n : -1} />
}
