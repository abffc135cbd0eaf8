import { createFileRoute } from '@tanstack/react-router'
import { MessagesPage } from '../-components/messages-page'

// The signed-in user's inbox (issue 38). Stylists also have it as their dashboard's Messages tab.
export const Route = createFileRoute('/_authenticated/messages/')({
  component: MessagesRoute,
})

function MessagesRoute() {
  const { userId } = Route.useRouteContext()
  return <MessagesPage userId={userId} conversationId={null} />
}
