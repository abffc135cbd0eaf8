import { Button, type ButtonProps } from '@chakra-ui/react'
import { CalendarPlus } from 'lucide-react'
import { useBookingInfo } from '../api/get-booking-info'

type BookStylistButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  stylistId: number
  stylistName: string
  onBook: () => void
}

/**
 * The profile's own Book (its header, the phone's bottom bar): opens the booking panel, where the
 * visitor picks the service. Nothing while unknown or when the stylist takes no online bookings
 * (the server renders the profile with the answer, so the button is in its HTML).
 */
export function BookStylistButton({ stylistId, stylistName, onBook, ...buttonProps }: BookStylistButtonProps) {
  const { data } = useBookingInfo(stylistId)
  if (!data?.acceptsBookings) return null
  return (
    <Button colorPalette="brand" {...buttonProps} onClick={onBook} aria-label={`Book with ${stylistName}`}>
      <CalendarPlus aria-hidden />
      Book
    </Button>
  )
}
