import { Container, SimpleGrid } from '@chakra-ui/react'
import { stateName } from '@marketplace/domain/catalogue/states.ts'
import { usePageTitle } from '@/hooks/use-page-title'
import { useDirectoryStates } from '../api/get-directory-states'
import { DirectoryEmpty } from './directory-empty'
import { DirectoryGridSkeleton } from './directory-grid-skeleton'
import { DirectoryHeader, type Crumb } from './directory-header'
import { DirectoryLinkCard } from './directory-link-card'

const TITLE = 'Browse Stylists by State'
const crumbs: Crumb[] = [{ label: 'Home', link: { to: '/' } }, { label: 'Stylist Directory' }]
const lead = 'Pick a state to see the cities where Chairside stylists work.'

export function StatesPage() {
  usePageTitle(TITLE)
  const { data: states } = useDirectoryStates()
  return (
    <>
      <DirectoryHeader crumbs={crumbs} title={TITLE} lead={lead} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        {states.length === 0 ? (
          <DirectoryEmpty message="No stylists are listed yet." />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '4' }}>
            {states.map((s) => (
              <li key={s.state}>
                <DirectoryLinkCard
                  name={stateName(s.state)}
                  count={s.count}
                  link={{ to: '/stylist-directory/$state', params: { state: s.state } }}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  )
}

export function StatesPagePending() {
  usePageTitle(TITLE)
  return (
    <>
      <DirectoryHeader crumbs={crumbs} title={TITLE} lead={lead} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <DirectoryGridSkeleton />
      </Container>
    </>
  )
}
