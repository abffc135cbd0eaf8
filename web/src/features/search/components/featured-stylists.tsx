import { Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { StylistCard } from '@/components/stylist/stylist-card'
import { StylistCardSkeleton } from '@/components/stylist/stylist-card-skeleton'
import { useFeaturedStylists } from '../api/get-featured-stylists'

const FEATURED_COUNT = 3

/** 'Featured Stylists': 3 cards, 3 placeholders while they load (spec section 9). */
export function FeaturedStylists() {
  const featured = useFeaturedStylists()
  return (
    <Container as="section" aria-labelledby="featured-heading" maxW="6xl" py={{ base: '12', md: '16' }}>
      <Stack gap="2" mb="8" textAlign="center">
        <Heading as="h2" id="featured-heading" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
          Featured Stylists
        </Heading>
        <Text color="fg.muted">Well-reviewed stylists taking new clients.</Text>
      </Stack>
      {featured.isError ? (
        <Text textAlign="center" color="fg.muted">
          Featured stylists could not be loaded.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" aria-busy={featured.isPending}>
          {featured.isPending
            ? Array.from({ length: FEATURED_COUNT }, (_, i) => <StylistCardSkeleton key={i} />)
            : featured.data.slice(0, FEATURED_COUNT).map((s) => <StylistCard key={s.id} stylist={s} />)}
        </SimpleGrid>
      )}
      <Stack align="center" mt="8">
        <Button asChild colorPalette="brand" variant="outline" size="lg">
          <Link to="/stylist-directory">Browse All Stylists</Link>
        </Button>
      </Stack>
    </Container>
  )
}
