import { Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { appointmentQueryOptions } from '@/features/booking/api/get-appointment'
import { BookingConfirmation } from '@/features/booking/components/booking-confirmation'
import { ApiError } from '@/lib/api-client'

// The confirmation screen after booking (issue 19): /booked/<appointment id>. The booking panel
// leaves the new appointment in the query cache, so this opens without another request.
export const Route = createFileRoute('/_authenticated/booked/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const id = Number(params.id)
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error('Not an appointment')
    await queryClient.ensureQueryData(appointmentQueryOptions(id))
    return { id }
  },
  pendingComponent: BookedPending,
  pendingMs: 200,
  errorComponent: BookedError,
  component: BookedRoute,
})

function BookedRoute() {
  const { id } = Route.useLoaderData()
  return (
    <BookingConfirmation
      id={id}
      myAppointmentsLink={
        <Button asChild variant="outline" size="lg">
          <Link to="/appointments">My appointments</Link>
        </Button>
      }
    />
  )
}

function BookedPending() {
  return (
    <Container maxW="2xl" py={{ base: '6', md: '12' }} aria-busy="true" role="status">
      <Text srOnly>Loading your appointment…</Text>
      <Stack gap="4" align="center">
        <Skeleton h="10" w="60%" />
        <Skeleton h="48" w="full" rounded="lg" />
      </Stack>
    </Container>
  )
}

function BookedError({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 403)
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl" color="fg.heading">
          {missing ? 'Appointment not found' : 'Could not load this appointment'}
        </Heading>
        <Text color="fg.muted">
          {missing ? 'It does not exist or is not yours to see.' : 'Please try again in a moment.'}
        </Text>
        <Button asChild colorPalette="brand">
          <Link to="/appointments">My appointments</Link>
        </Button>
      </Stack>
    </Container>
  )
}
