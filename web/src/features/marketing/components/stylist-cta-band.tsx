import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import { RegistrationButton } from './registration-button'

export function StylistCtaBand() {
  return (
    <Stack as="section" aria-labelledby="cta-heading" bg="plum.900" color="white" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" textAlign="center">
        <Stack gap="5" align="center">
          <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }}>
            Ready to fill your chair?
          </Heading>
          <Text fontSize="lg" color="plum.100" lineHeight="tall">
            Set up your profile in minutes and start showing up when clients nearby search for a stylist.
          </Text>
          <RegistrationButton bg="white" color="plum.900" _hover={{ bg: 'plum.50' }}>
            Create Your Stylist Profile
          </RegistrationButton>
        </Stack>
      </Container>
    </Stack>
  )
}
