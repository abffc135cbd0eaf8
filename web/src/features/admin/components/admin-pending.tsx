import { Center, Spinner, Text, VStack } from '@chakra-ui/react'

/** Shown until the server has said whether the visitor is an admin (spec section 2). */
export function AdminPending() {
  return (
    <Center py="24" role="status">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">Checking permissions...</Text>
      </VStack>
    </Center>
  )
}
