import { Card, HStack, SkeletonCircle, SkeletonText, Skeleton, Stack } from '@chakra-ui/react'

/** The shape of a page of appointment cards while it loads. */
export function AppointmentsSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-live="polite">
      <Stack srOnly>Loading your appointments…</Stack>
      <Skeleton h="5" w="32" />
      {[0, 1, 2].map((i) => (
        <Card.Root key={i} variant="outline" size="sm" aria-hidden="true">
          <Card.Body gap="4">
            <HStack gap="3">
              <SkeletonCircle size="12" />
              <SkeletonText noOfLines={2} w="40" />
            </HStack>
            <SkeletonText noOfLines={4} />
            <HStack gap="2">
              <Skeleton h="8" w="28" />
              <Skeleton h="8" w="20" />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  )
}
