import { Center, Spinner, Text, VStack } from '@chakra-ui/react'

export function RoutePending() {
  return (
    <Center py="24" role="status">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">Loading…</Text>
      </VStack>
    </Center>
  )
}
