import { HStack, Text } from '@chakra-ui/react'
import { Star } from 'lucide-react'

/** Five stars filled to the rounded rating, with the review count. */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const filled = Math.round(rating)
  return (
    <HStack
      gap="1"
      aria-label={`Rated ${rating.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}
      role="img"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={14}
          aria-hidden
          fill={n <= filled ? '#e0a526' : 'none'}
          color={n <= filled ? '#e0a526' : '#b9aab5'}
        />
      ))}
      <Text as="span" fontSize="sm" color="fg.muted" aria-hidden>
        {rating.toFixed(1)} ({count})
      </Text>
    </HStack>
  )
}
