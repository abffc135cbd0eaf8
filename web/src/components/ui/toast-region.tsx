import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'

// Spec section 9: one toast at a time, shown for 5000 ms; F8 moves focus to the toast region.
// This module (Chakra's toast machine and its portal) loads with the first toast: see toaster.tsx.
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
})

/** The toast region, rendered once in the root layout after the first toast is asked for. */
export default function ToastRegion() {
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
