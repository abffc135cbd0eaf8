import { Badge, Box, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { BadgeCheck, CircleAlert, CircleDashed, Clock } from 'lucide-react'
import type { DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'
import { verificationDisplay } from '../verification-display'

const icons = { orange: Clock, green: BadgeCheck, red: CircleAlert, gray: CircleDashed }

/** The Profile tab's verification status: badge and sentence in the spec's four states. */
export function VerificationBanner({ status }: { status: DashboardProfile['verificationStatus'] | undefined }) {
  const display = verificationDisplay(status)
  return (
    <Box
      as="section"
      aria-labelledby="verification-heading"
      borderWidth="1px"
      borderColor={`${display.palette}.200`}
      bg={`${display.palette}.50`}
      rounded="lg"
      px={{ base: '4', md: '5' }}
      py="4"
      data-testid="verification-banner"
    >
      <HStack gap="3" align="start">
        <Icon as={icons[display.palette]} boxSize="6" color={`${display.palette}.600`} mt="0.5" aria-hidden />
        <Stack gap="1" flex="1">
          <HStack gap="3" flexWrap="wrap">
            <Text as="h2" id="verification-heading" fontWeight="semibold" color="fg.heading">
              Verification status
            </Text>
            <Badge
              colorPalette={display.palette}
              variant="solid"
              rounded="full"
              size="md"
              data-testid="verification-badge"
            >
              {display.badge}
            </Badge>
          </HStack>
          <Text color="fg">{display.text}</Text>
        </Stack>
      </HStack>
    </Box>
  )
}
