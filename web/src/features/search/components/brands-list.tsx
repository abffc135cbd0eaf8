import { Box, Container, Heading, Wrap, WrapItem, Text } from '@chakra-ui/react'
import { homePageBrands } from '@marketplace/domain/catalogue/brands.ts'

/** The product brands the home page names (spec section 2). */
export function BrandsList() {
  return (
    <Box as="section" aria-labelledby="brands-heading" bg="cream.100" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl" textAlign="center">
        <Heading as="h2" id="brands-heading" size="xl" color="fg.heading" mb="6">
          Stylists who work with the brands you love
        </Heading>
        <Wrap as="ul" justify="center" gap={{ base: '3', md: '6' }} listStyleType="none">
          {homePageBrands.map((brand) => (
            <WrapItem as="li" key={brand}>
              <Text fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} color="plum.700" px="3">
                {brand}
              </Text>
            </WrapItem>
          ))}
        </Wrap>
      </Container>
    </Box>
  )
}
