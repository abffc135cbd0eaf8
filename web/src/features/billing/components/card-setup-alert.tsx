import { Alert } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'

/**
 * The card form's inline failure: the provider's message, or 'Payment setup failed'. It takes
 * focus when it appears: the busy submit button had it, and keyboard users would be left nowhere.
 */
export function CardSetupAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <Alert.Root
      ref={ref}
      status="error"
      variant="subtle"
      rounded="lg"
      role="alert"
      tabIndex={-1}
      scrollMarginTop="24"
      _focusVisible={{ outline: '2px solid', outlineColor: 'border.error', outlineOffset: '2px' }}
      data-testid="card-setup-error"
    >
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  )
}
