import {
  Toaster as ChakraToaster,
  Portal,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react'

// Spec section 9: one toast at a time, shown for 5000 ms; F8 moves focus to the toast region.
const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
})

export type ToastVariant = 'default' | 'destructive' | 'success'

export type ToastOptions = {
  title: string
  description?: string
  variant?: ToastVariant
}

const toastType = {
  default: 'info',
  destructive: 'error',
  success: 'success',
} as const satisfies Record<ToastVariant, string>

/** The one way to show a toast. A new toast replaces the one on screen (spec section 4). */
export function toast({ title, description, variant = 'default' }: ToastOptions): string {
  // With max 1 the store would queue the new toast behind the old one; replace it instead.
  toaster.remove()
  return toaster.create({ title, description, type: toastType[variant], closable: true })
}

export function dismissToast(id?: string) {
  toaster.dismiss(id)
}

/** Rendered once, in the root layout. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            {item.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
