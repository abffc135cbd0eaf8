import { Box, Card, Skeleton, SkeletonText } from '@chakra-ui/react'

/** A placeholder with the stylist card's shape, shown while results load. */
export function StylistCardSkeleton() {
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
