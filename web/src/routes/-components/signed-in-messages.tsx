import { lazy, Suspense, type ComponentProps } from 'react'

// The header's Messages link and the live updates exist only for someone signed in. Fetched when
// first needed, they stay out of the scripts every public page starts with (issue 36's start set):
// imported statically, the bundler grouped them with the threads' screens, which then came along.
const MessagesNavLinkNow = lazy(() =>
  import('@/features/messages/components/messages-nav-link').then((m) => ({ default: m.MessagesNavLink })),
)
const LiveMessagesNow = lazy(() =>
  import('@/features/messages/components/live-messages').then((m) => ({ default: m.LiveMessages })),
)

/** "Messages" with the unread count (features/messages), once its script has arrived. */
export function MessagesNavLink(props: ComponentProps<typeof MessagesNavLinkNow>) {
  return (
    <Suspense fallback={null}>
      <MessagesNavLinkNow {...props} />
    </Suspense>
  )
}

/** New messages heard of while someone is signed in (features/messages); nothing otherwise. */
export function LiveMessages({ userId }: { userId: string | null }) {
  if (!userId) return null
  return (
    <Suspense fallback={null}>
      <LiveMessagesNow userId={userId} />
    </Suspense>
  )
}
