import { Button, type ButtonProps } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { MessageCircle } from 'lucide-react'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import type { StartConversationInput } from '@marketplace/domain/contract/messages.ts'

type MessageButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  stylistId: number
  stylistName: string
  /** The appointment the question is about, when asked from one. */
  appointmentId?: number
  viewerStatus: 'loading' | 'signedOut' | 'signedIn'
}

/**
 * "Message": opens (or finds) the conversation with the stylist and goes to it. A signed-out
 * visitor signs in first and comes back to the page they asked from.
 */
export function MessageButton({
  stylistId,
  stylistName,
  appointmentId,
  viewerStatus,
  ...buttonProps
}: MessageButtonProps) {
  const navigate = useNavigate()
  // The address is read when the button is used: a subscription would render it again at every
  // change of address (on a profile, each choice in the booking panel).
  const router = useRouter()
  const queryClient = useQueryClient()
  // Fetched when used: the button sits on public pages (a profile), whose first scripts must not
  // carry the messages' code and contract (issue 36's start set; the bundler groups what the
  // conversation and this would share with the thread's screens).
  const start = useMutation({
    mutationFn: async (input: StartConversationInput) =>
      (await import('../api/start-conversation')).openConversation(queryClient, input),
  })
  function open() {
    if (viewerStatus !== 'signedIn') {
      void navigate({ to: '/login', search: { redirect: router.state.location.href } })
      return
    }
    start.mutate(
      { stylistId, ...(appointmentId ? { appointmentId } : {}) },
      {
        onSuccess: (conversation) => void navigate({ to: '/messages/$id', params: { id: String(conversation.id) } }),
        onError: (error) =>
          toast({
            title: 'Could not open the conversation',
            description: failureMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    )
  }
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      aria-label={`Message ${stylistName}`}
      loading={start.isPending}
      loadingText="Opening…"
      disabled={viewerStatus === 'loading'}
      onClick={open}
      {...buttonProps}
    >
      <MessageCircle aria-hidden />
      Message
    </Button>
  )
}
