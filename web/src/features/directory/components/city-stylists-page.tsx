import { Container, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { stateName } from '@marketplace/domain/catalogue/states.ts'
import { StylistCard } from '@/components/stylist/stylist-card'
import { StylistCardSkeleton } from '@/components/stylist/stylist-card-skeleton'
import { usePageTitle } from '@/hooks/use-page-title'
import { useDirectoryCityStylists } from '../api/get-directory-city-stylists'
import { foundStylistsText } from '../directory-format'
import { DirectoryEmpty } from './directory-empty'
import { DirectoryHeader, type Crumb } from './directory-header'

function useCityHeader(state: string, city: string) {
  const name = stateName(state)
  const title = `Stylists in ${city}, ${name}`
  usePageTitle(title)
  const crumbs: Crumb[] = [
    { label: 'Home', link: { to: '/' } },
    { label: 'Stylist Directory', link: { to: '/stylist-directory' } },
    { label: name, link: { to: '/stylist-directory/$state', params: { state } } },
    { label: city },
  ]
  return { title, crumbs }
}

const grid = { columns: { base: 1, sm: 2, lg: 3 }, gap: '6' } as const

export function CityStylistsPage({ state, city }: { state: string; city: string }) {
  const { title, crumbs } = useCityHeader(state, city)
  const { data: stylists } = useDirectoryCityStylists(state, city)
  return (
    <>
      <DirectoryHeader
        crumbs={crumbs}
        title={title}
        lead={
          <Text as="span" aria-live="polite" data-testid="directory-found">
            {foundStylistsText(stylists.length, city)}
          </Text>
        }
      />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        {stylists.length === 0 ? (
          <DirectoryEmpty message={`No stylists are listed in ${city} yet.`} searchOtherAreas />
        ) : (
          <>
            {/* The cards' names are h3s: this keeps the outline h1 → h2 → h3 for screen readers. */}
            <Heading as="h2" srOnly>
              Stylists listed in {city}
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" {...grid}>
              {stylists.map((stylist) => (
                <li key={stylist.id}>
                  <StylistCard stylist={stylist} />
                </li>
              ))}
            </SimpleGrid>
          </>
        )}
      </Container>
    </>
  )
}

export function CityStylistsPagePending({ state, city }: { state: string; city: string }) {
  const { title, crumbs } = useCityHeader(state, city)
  return (
    <>
      <DirectoryHeader
        crumbs={crumbs}
        title={title}
        lead={<Skeleton as="span" display="inline-block" height="5" width="56" />}
      />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid {...grid} role="status" aria-busy="true" aria-label="Loading stylists">
          {Array.from({ length: 6 }, (_, i) => (
            <StylistCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      </Container>
    </>
  )
}
