import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type DialogFrameProps = {
  open: boolean
  /** Called when the visitor closes it (Escape, the backdrop, the close button), unless `busy`. */
  onClose: () => void
  title: ReactNode
  /** 'alertdialog' for a question before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog'
  /** Its width from the sm breakpoint up. */
  size?: 'sm' | 'md' | 'lg'
  /** A form or record that needs the room: full screen on a phone, a centred card above. */
  fullScreenOnPhone?: boolean
  /** While something is being saved it cannot be closed: the outcome would land nowhere. */
  busy?: boolean
  /**
   * The button that opens it, when it has one: it gets the dialog's ARIA state and the focus back.
   * It opens the dialog with its own onClick (`open` is the caller's state).
   */
  trigger?: ReactNode
  initialFocusEl?: () => HTMLElement | null
  /** Where focus goes on closing; by default back to what opened it. */
  finalFocusEl?: () => HTMLElement | null
  /** `DialogBody` and `DialogActions`, or a component that renders them. */
  children: ReactNode
}

/** The frame every dialog of the app shares: centred, a title, a close button, a body that scrolls. */
export function DialogFrame({
  open,
  onClose,
  title,
  role = 'dialog',
  size = 'md',
  fullScreenOnPhone = false,
  busy = false,
  trigger,
  initialFocusEl,
  finalFocusEl,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size={{ base: fullScreenOnPhone ? 'full' : 'xs', sm: size }}
      scrollBehavior="inside"
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on a phone; from sm up the 'full' size's height and square corners go. */}
          <Dialog.Content {...(fullScreenOnPhone ? { minH: { sm: 'auto' }, rounded: { sm: 'l3' } } : { mx: '4' })}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** What the dialog says or asks for. */
export const DialogBody = Dialog.Body
/** Also read out as the dialog's description. */
export const DialogDescription = Dialog.Description

/** The dialog's buttons: side by side, the main one last; stacked on a phone, the main one on top. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
      {children}
    </Dialog.Footer>
  )
}
