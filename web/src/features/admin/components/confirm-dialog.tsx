import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { useRef, type ReactNode } from 'react'

type ConfirmDialogProps = {
  open: boolean
  onClose: () => void
  title: string
  description: ReactNode
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  onConfirm: () => void
  /** Where focus goes on closing; by default back to what opened the dialog. */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * Asks before something that cannot be undone. Focus starts on the safe choice, so Enter does not
 * delete by accident; Escape and the backdrop keep things as they are.
 */
export function ConfirmDialog({ open, onClose, title, description, confirmLabel, pendingLabel, pending, onConfirm, finalFocusEl }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && !pending && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
      initialFocusEl={() => cancel.current}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
              <Dialog.ActionTrigger asChild>
                <Button ref={cancel} variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={pending} loadingText={pendingLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
