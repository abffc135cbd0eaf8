import { Card, SimpleGrid, Skeleton } from '@chakra-ui/react'

/** Placeholder cards while a list of states or cities loads. */
export function DirectoryGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <SimpleGrid
      columns={{ base: 2, md: 3, lg: 4 }}
      gap={{ base: '3', md: '4' }}
      role="status"
      aria-busy="true"
      aria-label="Loading"
    >
      {Array.from({ length: count }, (_, i) => (
        <Card.Root key={i} variant="outline" data-testid="directory-skeleton">
          <Card.Body p="4" gap="2">
            <Skeleton height="5" width="65%" />
            <Skeleton height="4" width="35%" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
