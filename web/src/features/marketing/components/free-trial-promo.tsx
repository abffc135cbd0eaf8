import { Badge, Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { RegistrationButton } from './registration-button'

const freeTrialCode = 'FREETRIAL0125'

export function FreeTrialPromo() {
  return (
    <Box as="section" aria-labelledby="free-trial-heading" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'center' }}
          justify="space-between"
          gap="8"
          bgGradient="to-r"
          gradientFrom="brand.800"
          gradientTo="plum.800"
          color="white"
          rounded="2xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '8', md: '10' }}
          boxShadow="lg"
        >
          <Stack gap="3" maxW="2xl">
            <Badge alignSelf="flex-start" bg="whiteAlpha.200" color="white" size="md" rounded="full" px="3">
              Limited-time offer
            </Badge>
            <Heading as="h2" id="free-trial-heading" size={{ base: '2xl', md: '3xl' }}>
              Try Chairside free for 6 months
            </Heading>
            <Text fontSize="lg" color="brand.100" lineHeight="tall">
              Enter the promotional code{' '}
              <Box as="strong" fontFamily="mono" bg="whiteAlpha.200" px="2" py="0.5" rounded="md" color="white">
                {freeTrialCode}
              </Box>{' '}
              when you register and your first six months are on us.
            </Text>
            <Text fontWeight="semibold">No credit card required.</Text>
          </Stack>
          <RegistrationButton bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} flexShrink={0}>
            Claim Your Free Trial
          </RegistrationButton>
        </Flex>
      </Container>
    </Box>
  )
}
