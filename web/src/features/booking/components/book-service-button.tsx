import { Button } from '@chakra-ui/react'
import { CalendarPlus } from 'lucide-react'
import { useBookingInfo } from '../api/get-booking-info'

type BookServiceButtonProps = {
  stylistId: number
  service: { id: number; name: string }
  onBook: (serviceId: number) => void
}

/** A service's "Book" button; nothing while unknown or when the stylist takes no online bookings. */
export function BookServiceButton({ stylistId, service, onBook }: BookServiceButtonProps) {
  const { data } = useBookingInfo(stylistId)
  if (!data?.acceptsBookings) return null
  return (
    <Button
      size="sm"
      colorPalette="brand"
      alignSelf="start"
      aria-label={`Book ${service.name}`}
      onClick={() => onBook(service.id)}
    >
      <CalendarPlus aria-hidden />
      Book
    </Button>
  )
}
