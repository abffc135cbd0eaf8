import { Box, Card, Skeleton, SkeletonText } from '@chakra-ui/react'

/** A placeholder with the stylist card's shape (the grid card, or the results list's row card). */
export function StylistCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'row' }) {
  if (layout === 'row')
    return (
      <Card.Root
        variant="outline"
        overflow="hidden"
        flexDirection="row"
        aria-hidden
        data-testid="stylist-card-skeleton"
      >
        <Skeleton w={{ base: '24', sm: '32' }} minH="40" flexShrink={0} borderRadius="0" />
        <Card.Body gap="2" p="3">
          <Skeleton height="4" width="60%" />
          <SkeletonText noOfLines={4} gap="2" />
        </Card.Body>
      </Card.Root>
    )
  return (
    <Card.Root variant="outline" overflow="hidden" height="full" aria-hidden data-testid="stylist-card-skeleton">
      <Skeleton aspectRatio={4 / 3} borderRadius="0" />
      <Card.Body gap="3" p="4">
        <Skeleton height="5" width="70%" />
        <SkeletonText noOfLines={3} gap="2" />
        <Box>
          <SkeletonText noOfLines={2} gap="2" />
        </Box>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Skeleton height="10" width="full" />
      </Card.Footer>
    </Card.Root>
  )
}
