import { Alert, Button } from '@chakra-ui/react'

type AdminLoadErrorProps = { message: string; onRetry: () => void; retrying: boolean }

/** A list that could not be loaded, with a way to ask again. */
export function AdminLoadError({ message, onRetry, retrying }: AdminLoadErrorProps) {
  return (
    <Alert.Root status="error" variant="subtle" rounded="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert.Root>
  )
}
