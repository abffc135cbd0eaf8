import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { TabbedPage } from '@/components/ui/tabbed-page'
import { AppointmentsPanel } from '@/features/appointments/components/appointments-panel'
import { MyCalendarFeed } from '@/features/appointments/components/my-calendar-feed'
import {
  appointmentsHeading,
  appointmentsSearchSchema,
  appointmentsTabs,
} from '@/features/appointments/appointments-search'
import { MessageButton } from '@/features/messages/components/message-button'

// "My appointments" (issue 19): the signed-in client's upcoming and past appointments.
export const Route = createFileRoute('/_authenticated/appointments/')({
  validateSearch: appointmentsSearchSchema,
  component: AppointmentsRoute,
})

function AppointmentsRoute() {
  const { userId } = Route.useRouteContext()
  const { tab = appointmentsTabs[0].value, page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onPage = useCallback(
    (next: number) =>
      void navigate({ search: (s) => ({ ...s, page: next > 1 ? next : undefined }), replace: next === 1 }),
    [navigate],
  )
  // A question about a visit goes to the stylist with the appointment named (issue 38).
  const messageStylist = useCallback(
    (appointment: Appointment) => (
      <MessageButton
        stylistId={appointment.stylist.id}
        stylistName={appointment.stylist.name}
        appointmentId={appointment.id}
        viewerStatus="signedIn"
        size="sm"
        alignSelf="start"
      />
    ),
    [],
  )
  return (
    <TabbedPage
      {...appointmentsHeading}
      tabsLabel="Appointments"
      tabs={appointmentsTabs}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      maxW="3xl"
      panels={{
        // The feed address sits under the upcoming ones: what a subscribed calendar would show.
        upcoming: (
          <Stack gap="8">
            <AppointmentsPanel
              userId={userId}
              scope="upcoming"
              page={tab === 'upcoming' ? page : 1}
              onPage={onPage}
              cardAction={messageStylist}
            />
            <MyCalendarFeed userId={userId} />
          </Stack>
        ),
        past: (
          <AppointmentsPanel
            userId={userId}
            scope="past"
            page={tab === 'past' ? page : 1}
            onPage={onPage}
            cardAction={messageStylist}
          />
        ),
      }}
    />
  )
}
