import { Box, Container, Grid, HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react'

/** The profile's shape while it loads: banner, tab bar and the About tab. */
export function ProfileSkeleton() {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" data-testid="profile-skeleton">
      <Box srOnly>Loading stylist profile…</Box>
      <Box bg="plum.100" minH={{ base: '56', md: '72' }} display="flex" alignItems="flex-end">
        <Container maxW="6xl" py={{ base: '6', md: '10' }}>
          <Stack gap="3">
            <Skeleton height={{ base: '8', md: '10' }} width={{ base: '70%', md: '40%' }} />
            <Skeleton height="5" width={{ base: '50%', md: '25%' }} />
            <Skeleton height="4" width={{ base: '60%', md: '30%' }} />
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '4', md: '8' }}>
        <HStack gap="4" borderBottomWidth="1px" pb="3" mb="6">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="6" width="20" />
          ))}
        </HStack>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10">
          <HStack gap="6" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
            <Skeleton boxSize={{ base: '28', md: '36' }} borderRadius="lg" flexShrink={0} />
            <Stack gap="3" flex="1" w="full">
              <Skeleton height="7" width="60%" />
              <SkeletonText noOfLines={5} gap="2" />
            </Stack>
          </HStack>
          <Skeleton height="64" borderRadius="lg" />
        </Grid>
      </Container>
    </Box>
  )
}
