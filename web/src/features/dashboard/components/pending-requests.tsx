import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { useDashboardAppointments } from '../api/get-dashboard-appointments'
import { AppointmentActions, type DialogKind } from './appointment-actions'
import { AppointmentCard } from './appointment-card'
import { AppointmentListSkeleton } from './appointment-list-skeleton'
import { EmptyList } from './empty-list'
import { ListLoadError } from './list-load-error'

type PendingRequestsProps = { zone: string; onDialog: (kind: DialogKind, appointment: Appointment) => void }

/** Requests the stylist has not answered yet, soonest first, with Accept and Decline. */
export function PendingRequests({ zone, onDialog }: PendingRequestsProps) {
  const requests = useDashboardAppointments({ status: 'requested' })
  const list = [...(requests.data ?? [])].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))

  return (
    <Stack as="section" aria-labelledby="pending-requests-heading" gap="4">
      <HStack gap="2">
        <Heading as="h3" id="pending-requests-heading" size="lg" color="fg.heading">
          Pending requests
        </Heading>
        {list.length > 0 && (
          <Badge colorPalette="orange" variant="solid" rounded="full">
            {list.length}
            <Text as="span" srOnly>
              waiting
            </Text>
          </Badge>
        )}
      </HStack>
      {requests.isError ? (
        <ListLoadError what="requests" onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : requests.isPending ? (
        <AppointmentListSkeleton count={1} label="Loading requests…" />
      ) : list.length === 0 ? (
        <EmptyList
          title="No pending requests"
          hint="When you review each request, new ones wait here for your answer."
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Pending requests">
          {list.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} zone={zone} showDate>
              <AppointmentActions appointment={appointment} onDialog={onDialog} />
            </AppointmentCard>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
