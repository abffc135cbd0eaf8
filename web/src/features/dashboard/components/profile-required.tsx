import { Button, Icon, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { UserRound } from 'lucide-react'

/** Services, Portfolio and Specialties before there is a profile (spec section 2, "Dashboard"). */
export function ProfileRequired() {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="4"
      py={{ base: '10', md: '16' }}
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="lg"
      bg="bg"
    >
      <Icon as={UserRound} boxSize="10" color="brand.fg" aria-hidden />
      <Text fontSize="lg" fontWeight="semibold" color="fg.heading">
        Please complete your profile information first
      </Text>
      <Text color="fg.muted" maxW="md">
        Save your profile on the Profile tab; then you can add services, portfolio photos and specialties.
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/dashboard" search={{ tab: 'profile' }} replace>
          Go to Profile
        </Link>
      </Button>
    </Stack>
  )
}
