import { Button, CloseButton, Dialog, IconButton, Portal } from '@chakra-ui/react'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'

type ConfirmDeleteButtonProps = {
  /** What is deleted, for the button's accessible name and the question ('Delete Blowout'). */
  label: string
  title: string
  description: string
  pending: boolean
  /** Deletes; resolves when done (the dialog then closes), rejects to stay open. */
  onConfirm: () => Promise<unknown>
}

/** A delete icon button that asks first: a deleted service or photo cannot be brought back. */
export function ConfirmDeleteButton({ label, title, description, pending, onConfirm }: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" size={{ base: 'xs', sm: 'sm' }}>
      <Dialog.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" colorPalette="red" size="sm">
          <Trash2 />
        </IconButton>
      </Dialog.Trigger>
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
                <Button variant="outline" disabled={pending}>
                  Keep
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={pending}
                loadingText="Deleting…"
                onClick={() => onConfirm().then(() => setOpen(false), () => undefined)}
              >
                Delete
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
