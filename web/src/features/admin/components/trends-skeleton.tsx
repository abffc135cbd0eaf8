import { SimpleGrid, Skeleton } from '@chakra-ui/react'

/** The trends while their charts or numbers load. */
export function TrendsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" role="status" aria-label="Loading trends">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h="64" rounded="lg" />
      ))}
    </SimpleGrid>
  )
}
