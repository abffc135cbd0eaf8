import { Grid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react'

/** The Subscription tab's shape while the subscription loads. */
export function SubscriptionTabSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '6', lg: '8' }} alignItems="start">
      <Stack gap="6">
        <Stack gap="4" p="6" borderWidth="1px" rounded="lg">
          <Skeleton h="7" w="48" />
          <SkeletonText noOfLines={4} gap="3" />
        </Stack>
        <Stack gap="4" p="6" borderWidth="1px" rounded="lg">
          <Skeleton h="7" w="40" />
          <Skeleton h="10" />
        </Stack>
        <Skeleton h="48" rounded="lg" />
      </Stack>
      <Stack gap="3">
        <Skeleton h="7" w="40" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h="12" rounded="md" />
        ))}
      </Stack>
    </Grid>
  )
}
