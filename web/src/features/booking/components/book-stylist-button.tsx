import { Button, type ButtonProps } from '@chakra-ui/react'
import { CalendarPlus } from 'lucide-react'
import { useBookingInfo } from '../api/get-booking-info'
import { opensBookingPreview } from './booking-preview'

type BookStylistButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  stylistId: number
  stylistName: string
  onBook: () => void
}

/**
 * The profile's own Book (its header, the phone's bottom bar): opens the booking panel, where the
 * visitor picks the service. Nothing while unknown or when the stylist takes no online bookings
 * (the server renders the profile with the answer, so the button is in its HTML). Before the app
 * runs it opens the booking preview (booking-preview.tsx).
 */
export function BookStylistButton({ stylistId, stylistName, onBook, ...buttonProps }: BookStylistButtonProps) {
  const { data } = useBookingInfo(stylistId)
  if (!data?.acceptsBookings) return null
  return (
    // A plain <button> inside: Chakra's Button drops attributes it does not know (commandfor, command).
    <Button colorPalette="brand" {...buttonProps} asChild>
      <button
        type="button"
        {...opensBookingPreview()}
        onClick={(event) => {
          // The app answers: the preview (opened by the command before it ran) stays shut.
          event.preventDefault()
          onBook()
        }}
        aria-label={`Book with ${stylistName}`}
      >
        <CalendarPlus aria-hidden />
        Book
      </button>
    </Button>
  )
}
