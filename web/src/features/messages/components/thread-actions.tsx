import { Button, HStack, Menu, Portal, IconButton } from '@chakra-ui/react'
import { EllipsisVertical } from 'lucide-react'
import { useState } from 'react'
import type { Conversation } from '@marketplace/domain/contract/messages.ts'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { useSetBlocked } from '../api/block-party'
import { ReportMessageDialog } from './report-message-dialog'

/** Block or unblock the other party, and report the whole conversation, each after a question. */
export function ThreadActions({ conversation }: { conversation: Conversation }) {
  const [dialog, setDialog] = useState<'block' | 'unblock' | 'report' | null>(null)
  const setBlocked = useSetBlocked()
  const name = conversation.otherParty.name
  const blocking = !conversation.blockedByMe

  function changeBlock() {
    setBlocked.mutate(
      { conversationId: conversation.id, blocked: blocking },
      {
        onSuccess: () => {
          toast({ title: blocking ? `${name} is blocked` : `${name} is unblocked`, variant: 'success' })
          setDialog(null)
        },
        onError: (error) =>
          toast({ title: 'Error', description: failureMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    )
  }

  return (
    <HStack gap="1" flexShrink={0}>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={`Options for the conversation with ${name}`}>
            <EllipsisVertical />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="report" onSelect={() => setDialog('report')}>
                Report conversation
              </Menu.Item>
              <Menu.Item
                value="block"
                color={blocking ? 'fg.error' : undefined}
                onSelect={() => setDialog(blocking ? 'block' : 'unblock')}
              >
                {blocking ? `Block ${name}` : `Unblock ${name}`}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={dialog === 'block' || dialog === 'unblock'}
        onClose={() => setDialog(null)}
        title={blocking ? `Block ${name}?` : `Unblock ${name}?`}
        description={
          blocking
            ? conversation.role === 'stylist'
              ? `Neither of you can send messages in this conversation, and ${name} cannot book with you. You can unblock later.`
              : `Neither of you can send messages in this conversation. You can unblock later.`
            : `You can write to each other again${conversation.role === 'stylist' ? `, and ${name} can book with you` : ''}.`
        }
        confirmLabel={blocking ? 'Block' : 'Unblock'}
        pendingLabel={blocking ? 'Blocking…' : 'Unblocking…'}
        pending={setBlocked.isPending}
        onConfirm={changeBlock}
      />
      <ReportMessageDialog
        conversationId={conversation.id}
        messageId={null}
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
      />
      {/* Unblocking is also in plain sight while the block stands. */}
      {conversation.blockedByMe && (
        <Button size="xs" variant="outline" onClick={() => setDialog('unblock')}>
          Unblock
        </Button>
      )}
    </HStack>
  )
}
