import { IconButton } from '@chakra-ui/react'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

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
    <ConfirmDialog
      open={open}
      onClose={() => setOpen(false)}
      title={title}
      description={description}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      cancelLabel="Keep"
      pending={pending}
      onConfirm={() =>
        void onConfirm().then(
          () => setOpen(false),
          () => undefined,
        )
      }
      trigger={
        <IconButton aria-label={label} variant="ghost" colorPalette="red" size="sm" onClick={() => setOpen(true)}>
          <Trash2 />
        </IconButton>
      }
    />
  )
}
