import { Button, Stack } from '@chakra-ui/react'
import { useRef, type ReactNode } from 'react'
import { DialogActions, DialogBody, DialogDescription, DialogFrame } from './dialog-frame'

type ConfirmDialogProps = {
  open: boolean
  onClose: () => void
  title: string
  description: ReactNode
  /** More to read under the description (what happens after, what is not refunded). */
  children?: ReactNode
  confirmLabel: string
  pendingLabel: string
  /** The safe choice's words ('Cancel', 'Keep Subscription'). */
  cancelLabel?: string
  pending: boolean
  onConfirm: () => void
  /** The button that opens it, when the dialog owns its open state's trigger. */
  trigger?: ReactNode
  /** Where focus goes on closing; by default back to what opened the dialog. */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * Asks before something that cannot be undone. Focus starts on the safe choice, so Enter does not
 * delete by accident; Escape and the backdrop keep things as they are, and nothing closes it
 * while the action is under way.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending,
  onConfirm,
  trigger,
  finalFocusEl,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onClose}
      title={title}
      busy={pending}
      trigger={trigger}
      initialFocusEl={() => cancel.current}
      finalFocusEl={finalFocusEl}
    >
      <DialogBody>
        <Stack gap="3">
          <DialogDescription>{description}</DialogDescription>
          {children}
        </Stack>
      </DialogBody>
      <DialogActions>
        <Button ref={cancel} variant="outline" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button colorPalette="red" loading={pending} loadingText={pendingLabel} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogFrame>
  )
}
