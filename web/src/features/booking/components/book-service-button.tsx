import { Button } from '@chakra-ui/react'
import { CalendarPlus } from 'lucide-react'
import { useBookingInfo } from '../api/get-booking-info'
import { opensBookingPreview } from './booking-preview'

type BookServiceButtonProps = {
  stylistId: number
  service: { id: number; name: string }
  onBook: (serviceId: number) => void
}

/**
 * A service's "Book" button; nothing while unknown or when the stylist takes no online bookings.
 * Before the app runs it opens the booking preview, which the app then turns into the panel on
 * this service.
 */
export function BookServiceButton({ stylistId, service, onBook }: BookServiceButtonProps) {
  const { data } = useBookingInfo(stylistId)
  if (!data?.acceptsBookings) return null
  return (
    // A plain <button> inside: Chakra's Button drops attributes it does not know (commandfor, command).
    <Button size="sm" colorPalette="brand" alignSelf="start" asChild>
      <button
        type="button"
        aria-label={`Book ${service.name}`}
        {...opensBookingPreview(service.id)}
        onClick={(event) => {
          event.preventDefault()
          onBook(service.id)
        }}
      >
        <CalendarPlus aria-hidden />
        Book
      </button>
    </Button>
  )
}
