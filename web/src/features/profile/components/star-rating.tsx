import { HStack } from '@chakra-ui/react'
import { Star } from 'lucide-react'

/** A read-only rating out of 5, announced as "4 out of 5 stars". */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating)
  return (
    <HStack gap="0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden
          fill={n <= filled ? '#e0a526' : 'none'}
          color={n <= filled ? '#e0a526' : '#b9aab5'}
        />
      ))}
    </HStack>
  )
}
