import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { LocationField } from '@/features/places/components/location-field'
import { BrandsList } from '@/features/search/components/brands-list'
import { featuredStylistsQueryOptions } from '@/features/search/api/get-featured-stylists'
import { FeaturedStylists } from '@/features/search/components/featured-stylists'
import { HomeSearchForm } from '@/features/search/components/home-search-form'
import { usePageTitle } from '@/hooks/use-page-title'
import { prefetchOnServer } from '@/lib/prefetch-on-server'

export const Route = createFileRoute('/')({
  // Rendered on the server with the featured cards (entry-server.tsx); in the browser the cards
  // load while the page shows, as before (the loader does not wait for them there).
  loader: ({ context }) => prefetchOnServer(context.queryClient, featuredStylistsQueryOptions),
  component: HomePage,
})

function HomePage() {
  usePageTitle()
  return (
    <>
      <Box
        bgGradient="to-br"
        gradientFrom="brand.50"
        gradientVia="cream.100"
        gradientTo="plum.50"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Stack gap="4" textAlign="center" mb={{ base: '6', md: '10' }} maxW="3xl" mx="auto">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="fg.heading" lineHeight="1.1">
              Find Your Perfect Hairstylist
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              Search stylists near you by the services you want, the price you want to pay and real distance.
            </Text>
          </Stack>
          <HomeSearchForm LocationInput={LocationField} />
        </Container>
      </Box>
      <FeaturedStylists />
      <BrandsList />
    </>
  )
}
