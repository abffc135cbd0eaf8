import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { ChevronLeft } from 'lucide-react'
import type { ConversationLinkComponent } from '@/features/messages/components/conversation-link'
import { MessagesScreen } from '@/features/messages/components/messages-screen'

/** The dashboard's Messages tab: ?tab=messages&conversation=<id> opens a thread inside it. */
const DashboardConversationLink: ConversationLinkComponent = ({ conversationId, children, ...aria }) => (
  <Link
    to="/dashboard"
    search={{ tab: 'messages', conversation: conversationId ?? undefined }}
    replace={conversationId === null}
    {...aria}
  >
    {children}
  </Link>
)

/** The stylist answers clients here (issue 38): the inbox beside the open thread. */
export function DashboardMessages({ userId, conversationId }: { userId: string; conversationId: number | null }) {
  return (
    <MessagesScreen
      userId={userId}
      conversationId={conversationId}
      ConversationLink={DashboardConversationLink}
      emptyHint="When a client writes to you from your profile, the conversation appears here."
      backLink={
        <Button asChild variant="ghost" size="sm" px="1" hideFrom="md" aria-label="Back to messages">
          <DashboardConversationLink conversationId={null}>
            <ChevronLeft aria-hidden />
          </DashboardConversationLink>
        </Button>
      }
    />
  )
}
