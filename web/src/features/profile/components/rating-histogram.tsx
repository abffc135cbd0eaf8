import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { Star } from 'lucide-react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { ratingRows } from '../profile-format'

type RatingHistogramProps = Pick<StylistProfile, 'rating' | 'ratingCounts'>

/** The average and how many reviews give each number of stars, five stars first. */
export function RatingHistogram({ rating, ratingCounts }: RatingHistogramProps) {
  const rows = ratingRows(ratingCounts)
  return (
    <HStack gap={{ base: '4', sm: '6' }} align="center" data-testid="rating-histogram" flexWrap="wrap">
      {rating !== null && (
        <Stack gap="0" align="center" minW="16">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1" color="fg.heading">
            {rating.toFixed(1)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            out of 5
          </Text>
        </Stack>
      )}
      <Stack as="ul" listStyleType="none" gap="1" flex="1" minW="48" maxW="sm" aria-label="Reviews by rating">
        {rows.map((row) => (
          <HStack as="li" key={row.stars} gap="2" fontSize="sm">
            <HStack gap="0.5" w="8" flexShrink={0} aria-hidden>
              <Text as="span">{row.stars}</Text>
              <Star size={12} fill="#f3c24d" color="#f3c24d" />
            </HStack>
            <Box flex="1" h="2" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden>
              <Box h="full" w={`${row.percent}%`} bg="yellow.400" rounded="full" />
            </Box>
            <Text as="span" w="8" textAlign="end" color="fg.muted" fontVariantNumeric="tabular-nums" aria-hidden>
              {row.count}
            </Text>
            <Text as="span" srOnly>
              {row.label}
            </Text>
          </HStack>
        ))}
      </Stack>
    </HStack>
  )
}
