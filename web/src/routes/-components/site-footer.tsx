import { Box, Container, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { siteName } from '@/lib/site'
import { BrandLogo } from './brand-logo'
import { footerNavGroups } from './nav-items'

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <Box as="footer" bg="plum.950" color="plum.100" mt="auto">
      <Container maxW="7xl" py={{ base: '12', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap={{ base: '10', md: '16' }}>
          <Stack gap="4" maxW="sm">
            <BrandLogo tone="light" />
            <Text fontSize="sm" color="plum.200" lineHeight="tall">
              Find a hairstylist near you by real distance, compare services and prices, and read reviews from real
              clients. Stylists list their work for one flat monthly or yearly price.
            </Text>
          </Stack>
          <nav aria-label="Footer">
            <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="8">
              {footerNavGroups.map((group) => (
                <Stack key={group.heading} gap="3">
                  <Heading as="h2" fontSize="sm" fontFamily="body" fontWeight="semibold" color="white">
                    {group.heading}
                  </Heading>
                  <Stack as="ul" listStyle="none" gap="2">
                    {group.items.map((item) => (
                      <li key={item.to}>
                        <ChakraLink asChild fontSize="sm" color="plum.200" _hover={{ color: 'white' }}>
                          <Link to={item.to}>{item.label}</Link>
                        </ChakraLink>
                      </li>
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Grid>
          </nav>
        </Grid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt="12" pt="6">
          <Text fontSize="sm" color="plum.300">
            © {year} {siteName}. All rights reserved.
          </Text>
        </Box>
      </Container>
    </Box>
  )
}
