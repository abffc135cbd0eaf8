import { Button, Card, Text } from '@chakra-ui/react'

/**
 * For now always the signed-out state: writing reviews arrives with the identity issue. The spec
 * sends the browser to /api/login (a defect); sign-in is the /login page, which returns here.
 */
export function LeaveReviewCard({ profilePath }: { profilePath: string }) {
  return (
    <Card.Root as="aside" aria-labelledby="leave-review-heading" variant="outline" bg="bg.accent">
      <Card.Header>
        <Card.Title as="h2" id="leave-review-heading" fontFamily="heading" fontSize="xl" color="fg.heading">
          Leave a Review
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">Please sign in to leave a review</Text>
        <Button asChild colorPalette="brand" alignSelf="start">
          <a href={`/login?redirect=${encodeURIComponent(profilePath)}`}>Sign In</a>
        </Button>
      </Card.Body>
    </Card.Root>
  )
}
