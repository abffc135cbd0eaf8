import { Alert, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { type AppointmentScope, useMyAppointments } from '../api/get-my-appointments'
import { groupByMonth } from '../appointment-display'
import { AppointmentCard } from './appointment-card'
import { AppointmentsPager } from './appointments-pager'
import { AppointmentsSkeleton } from './appointments-skeleton'

type AppointmentsPanelProps = {
  userId: string
  scope: AppointmentScope
  page: number
  onPage: (page: number) => void
  /** An extra action on each card (the route's "Message" to the stylist, issue 38). */
  cardAction?: (appointment: Appointment) => ReactNode
}

/** One tab of "My appointments": a page of cards under month headings, or why there are none. */
export function AppointmentsPanel({ userId, scope, page, onPage, cardAction }: AppointmentsPanelProps) {
  const query = useMyAppointments(userId, scope, page)
  const list = query.data
  // A page emptied by a cancellation (or an old link) goes back to the first page.
  const pastTheEnd = list !== undefined && list.appointments.length === 0 && page > 1
  useEffect(() => {
    if (pastTheEnd) onPage(1)
  }, [pastTheEnd, onPage])

  if (query.isError && !list) {
    return (
      <Alert.Root status="error" variant="subtle" rounded="lg" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>We could not load your appointments.</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </Alert.Root>
    )
  }
  if (!list || pastTheEnd) return <AppointmentsSkeleton />
  if (list.total === 0) return <EmptyAppointments scope={scope} />

  // Whether a change window has closed is judged at the time the server judged `actions`.
  const now = new Date(query.dataUpdatedAt)
  const groups = groupByMonth(list.appointments)
  return (
    <Stack gap="6" aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.6 : 1}>
      {groups.map((group) => (
        <Stack as="section" key={group.key} gap="3" aria-labelledby={`${scope}-${group.key}`}>
          <Heading as="h2" id={`${scope}-${group.key}`} size="md" color="fg.heading">
            {group.label}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="4">
            {group.appointments.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} scope={scope} now={now} action={cardAction?.(appointment)} />
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
      <AppointmentsPager
        label={scope === 'upcoming' ? 'Upcoming appointment pages' : 'Past appointment pages'}
        page={list.page}
        pageSize={list.pageSize}
        shown={list.appointments.length}
        total={list.total}
        onPage={onPage}
      />
    </Stack>
  )
}

function EmptyAppointments({ scope }: { scope: AppointmentScope }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="1"
      py="12"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="lg"
      bg="bg"
    >
      <Text fontWeight="semibold" color="fg.heading">
        {scope === 'upcoming' ? 'No upcoming appointments.' : 'No past appointments.'}
      </Text>
      {scope === 'upcoming' ? (
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/stylists">Find a stylist</Link>
        </ChakraLink>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          Appointments you have had, or that were cancelled, show here.
        </Text>
      )}
    </Stack>
  )
}
