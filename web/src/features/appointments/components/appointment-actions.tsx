import { Button, Flex } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { CalendarPlus, RotateCcw } from 'lucide-react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { useDownloadCalendar } from '@/lib/calendar-download'
import { isActive } from '../appointment-display'
import { CancelAppointmentDialog } from './cancel-appointment-dialog'
import { RescheduleDialog } from './reschedule-dialog'
import { profileParams } from './stylist-heading'

type AppointmentActionsProps = { appointment: Appointment; scope: 'upcoming' | 'past' }

/**
 * What the client may do now: Reschedule and Cancel as the server's `actions` allow, Add to
 * calendar while the appointment stands, Book again (the same service) once it is past.
 */
export function AppointmentActions({ appointment, scope }: AppointmentActionsProps) {
  const calendar = useDownloadCalendar()
  const { actions, service, stylist } = appointment
  const bookAgain = scope === 'past' && service.id !== null
  const addToCalendar = scope === 'upcoming' && isActive(appointment.status)
  if (!actions.reschedule && !actions.cancel && !bookAgain && !addToCalendar) return null

  return (
    <Flex gap="2" wrap="wrap" direction={{ base: 'column', sm: 'row' }} borderTopWidth="1px" pt="4">
      {actions.reschedule && <RescheduleDialog appointment={appointment} />}
      {addToCalendar && (
        <Button
          variant="outline"
          size="sm"
          loading={calendar.isPending}
          loadingText="Preparing…"
          onClick={() =>
            calendar.mutate(appointment.id, {
              onError: (error) =>
                toast({
                  title: 'Could not get the calendar file',
                  description: failureMessage(error, 'Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          <CalendarPlus aria-hidden /> Add to calendar
        </Button>
      )}
      {bookAgain && (
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/stylist/$id/$slug" params={profileParams(stylist)} search={{ book: service.id ?? undefined }}>
            <RotateCcw aria-hidden /> Book again
          </Link>
        </Button>
      )}
      {actions.cancel && <CancelAppointmentDialog appointment={appointment} />}
    </Flex>
  )
}
