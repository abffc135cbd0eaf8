import { Container, SimpleGrid } from '@chakra-ui/react'
import { stateName } from '@marketplace/domain/catalogue/states.ts'
import { usePageTitle } from '@/hooks/use-page-title'
import { useDirectoryCities } from '../api/get-directory-cities'
import { DirectoryEmpty } from './directory-empty'
import { DirectoryGridSkeleton } from './directory-grid-skeleton'
import { DirectoryHeader, type Crumb } from './directory-header'
import { DirectoryLinkCard } from './directory-link-card'

function useStateHeader(state: string) {
  const name = stateName(state)
  const title = `Stylists in ${name}`
  usePageTitle(title)
  const crumbs: Crumb[] = [
    { label: 'Home', link: { to: '/' } },
    { label: 'Stylist Directory', link: { to: '/stylist-directory' } },
    { label: name },
  ]
  return { name, title, crumbs }
}

export function StateCitiesPage({ state }: { state: string }) {
  const { name, title, crumbs } = useStateHeader(state)
  const { data: cities } = useDirectoryCities(state)
  return (
    <>
      <DirectoryHeader crumbs={crumbs} title={title} lead={`Choose a city in ${name} to meet its stylists.`} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        {cities.length === 0 ? (
          <DirectoryEmpty message={`No stylists are listed in ${name} yet.`} />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '4' }}>
            {cities.map((c) => (
              <li key={c.city}>
                <DirectoryLinkCard
                  name={c.city}
                  count={c.count}
                  link={{ to: '/stylist-directory/$state/$city', params: { state, city: c.city } }}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  )
}

export function StateCitiesPagePending({ state }: { state: string }) {
  const { title, crumbs } = useStateHeader(state)
  return (
    <>
      <DirectoryHeader crumbs={crumbs} title={title} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <DirectoryGridSkeleton />
      </Container>
    </>
  )
}
