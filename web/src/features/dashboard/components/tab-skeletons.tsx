import { Grid, HStack, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** The shapes of the dashboard's tabs while their data loads. */

function CardSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <Stack gap="4" p="6" borderWidth="1px" rounded="lg" bg="bg">
      <Skeleton h="6" w="40" />
      <SkeletonText noOfLines={lines} gap="3" />
    </Stack>
  )
}

export function ProfileTabSkeleton() {
  return (
    <Stack gap="6">
      <Skeleton h="20" rounded="lg" />
      <Grid templateColumns={{ base: '1fr', lg: '20rem 1fr' }} gap="6" alignItems="start">
        <Stack gap="4" p="6" borderWidth="1px" rounded="lg" bg="bg">
          <Skeleton h="6" w="32" />
          <HStack gap="4">
            <SkeletonCircle size="24" />
            <Skeleton h="8" w="32" />
          </HStack>
        </Stack>
        <Stack gap="6">
          <CardSkeleton lines={6} />
          <CardSkeleton lines={4} />
        </Stack>
      </Grid>
    </Stack>
  )
}

export function ServicesListSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {[0, 1, 2, 3].map((i) => (
        <CardSkeleton key={i} lines={2} />
      ))}
    </SimpleGrid>
  )
}

export function PortfolioGridSkeleton() {
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap={{ base: '3', md: '4' }}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} aspectRatio={1} rounded="lg" />
      ))}
    </SimpleGrid>
  )
}

export function SpecialtiesSkeleton() {
  return (
    <Stack gap="5">
      <Skeleton h="4" w="32" />
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="3">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <Skeleton key={i} h="12" rounded="md" />
        ))}
      </SimpleGrid>
      <Skeleton h="10" w="40" />
    </Stack>
  )
}

/** A list tab as a whole (heading, action, content), for the dashboard's loading screen. */
export function ListTabSkeleton({ children }: { children: ReactNode }) {
  return (
    <Stack gap="5">
      <HStack
        justify="space-between"
        align={{ base: 'stretch', sm: 'end' }}
        flexDirection={{ base: 'column', sm: 'row' }}
        gap="4"
      >
        <Stack gap="2">
          <Skeleton h="8" w="36" />
          <Skeleton h="4" w={{ base: 'full', sm: '64' }} />
        </Stack>
        <Skeleton h="10" w={{ base: 'full', sm: '32' }} />
      </HStack>
      {children}
    </Stack>
  )
}
