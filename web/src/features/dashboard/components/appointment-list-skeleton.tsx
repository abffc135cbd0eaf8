import { Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react'

/** The shape of appointment cards (or other cards of a tab) while they load. */
export function AppointmentListSkeleton({ count = 2, label }: { count?: number; label?: string }) {
  return (
    <Stack gap="3" aria-busy="true">
      {label && <Text srOnly>{label}</Text>}
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg">
          <Skeleton h="5" w="48" />
          <SkeletonText noOfLines={2} gap="2" />
        </Stack>
      ))}
    </Stack>
  )
}
