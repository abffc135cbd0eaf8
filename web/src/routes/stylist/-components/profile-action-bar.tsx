import { Box, Button, HStack, Link } from '@chakra-ui/react'
import { Global } from '@emotion/react'
import { Phone } from 'lucide-react'
import { phoneDigits } from '@marketplace/domain/phone.ts'
import { useBookingInfo } from '@/features/booking/api/get-booking-info'
import { BookStylistButton } from '@/features/booking/components/book-stylist-button'

type ProfileActionBarProps = {
  stylistId: number
  stylistName: string
  phone: string
  /** Opens the booking panel (on the first service; the panel lets the visitor pick another). */
  onBook: (() => void) | null
}

/** Below Chakra's md breakpoint (48rem): where the bar is shown and the page keeps room for it. */
const phoneOnly = '@media (max-width: 47.99rem)'

/**
 * On a phone, Book and Call stay at the bottom of the screen while the visitor scrolls the
 * profile (wider screens have both in reach already). Book shows only when the stylist takes
 * online bookings; Call only with a phone number.
 */
export function ProfileActionBar({ stylistId, stylistName, phone, onBook }: ProfileActionBarProps) {
  const { data: info } = useBookingInfo(stylistId)
  const canBook = onBook !== null && info?.acceptsBookings === true
  const digits = phoneDigits(phone)
  if (!canBook && !digits) return null
  return (
    <>
      <Global styles={{ [phoneOnly]: { body: { paddingBottom: '4.5rem' } } }} />
      <Box
        as="nav"
        aria-label={`Contact ${stylistName}`}
        display={{ base: 'block', md: 'none' }}
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        shadow="md"
        px="4"
        py="3"
        pb="calc(0.75rem + env(safe-area-inset-bottom))"
        data-testid="profile-action-bar"
      >
        <HStack gap="3">
          {digits && (
            <Button asChild variant="outline" colorPalette="brand" flex="1" size="lg">
              <Link href={`tel:${digits}`} aria-label={`Call ${stylistName}`} textDecoration="none">
                <Phone aria-hidden />
                Call
              </Link>
            </Button>
          )}
          {canBook && onBook && (
            <BookStylistButton stylistId={stylistId} stylistName={stylistName} onBook={onBook} flex="1" size="lg" />
          )}
        </HStack>
      </Box>
    </>
  )
}
