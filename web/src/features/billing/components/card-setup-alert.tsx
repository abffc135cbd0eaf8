import { Alert } from '@chakra-ui/react'

/** The card form's inline failure: the provider's message, or 'Payment setup failed'. */
export function CardSetupAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" variant="subtle" rounded="lg" role="alert" data-testid="card-setup-error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  )
}
