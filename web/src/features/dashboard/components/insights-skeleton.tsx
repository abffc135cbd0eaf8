import { SimpleGrid, Skeleton } from '@chakra-ui/react'

/** The Insights tab while its charts or numbers load. */
export function InsightsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" role="status" aria-label="Loading insights">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} h="64" rounded="lg" />
      ))}
    </SimpleGrid>
  )
}
