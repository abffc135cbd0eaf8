import { Button, Spinner, type ButtonProps } from '@chakra-ui/react'
import { CalendarPlus } from 'lucide-react'
import { createContext, useContext } from 'react'
import { useBookingInfo } from '../api/get-booking-info'
import { opensBookingPreview } from './booking-preview'

/**
 * Whether the booking panel is on its way after a Book (the profile renders it deferred): the Book
 * buttons say so. A context, so the profile's page around them need not render again for it. It
 * lives here, not in a module of its own: a new module shared by the profile and the panel once
 * regrouped the bundler's shared chunks, and public start sets took in the charts' libraries, the
 * sign-in forms and the results page (api/test/web-start-set.test.ts).
 */
export const BookingOpening = createContext(false)

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
  // The panel is on its way: the button says so (busy, a spinner in place of its icon) until it shows.
  const opening = useContext(BookingOpening)
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
        // Not disabled while the panel comes: the focus stays here, and returns here when it closes.
        aria-busy={opening || undefined}
      >
        {opening ? <Spinner size="sm" aria-hidden /> : <CalendarPlus aria-hidden />}
        Book
      </button>
    </Button>
  )
}
