import { Alert, Button } from '@chakra-ui/react'

/** A list that could not be loaded: shown as empty (spec section 8), with a way to try again. */
export function ListLoadError({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert.Root status="warning" variant="subtle" rounded="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>We could not load your {what}.</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert.Root>
  )
}
