import { Box, Button, Card, Container, HStack, Heading, Icon, List, Stack, Text } from '@chakra-ui/react'
import { CalendarCheck, CalendarPlus, Clock, MapPin, Scissors } from 'lucide-react'
import type { ReactNode } from 'react'
import { serviceLengthText } from '@marketplace/domain/catalogue/service-length.ts'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { toast } from '@/components/ui/toaster'
import { usePageTitle } from '@/hooks/use-page-title'
import { failureMessage } from '@/lib/api-errors'
import { useAppointment } from '../api/get-appointment'
import { useDownloadCalendar } from '@/lib/calendar-download'
import { bookedPrice, confirmationHeading, policyLines } from '../booking-labels'
import { appointmentWhen } from '../slot-times'

type BookingConfirmationProps = {
  id: number
  /** "My appointments" and the stylist's profile, as links the route builds. */
  myAppointmentsLink: ReactNode
}

/** After booking: what was booked, on the stylist's clock, with "Add to calendar". */
export function BookingConfirmation({ id, myAppointmentsLink }: BookingConfirmationProps) {
  const { data: appointment } = useAppointment(id)
  const heading = confirmationHeading(appointment.status)
  usePageTitle(heading)
  const calendar = useDownloadCalendar()
  const requested = appointment.status === 'requested'
  return (
    <Box bg="bg.warm" flex="1" py={{ base: '6', md: '12' }}>
      <Container maxW="2xl">
        <Stack gap="6">
          <Stack gap="2" align="center" textAlign="center">
            <Icon as={CalendarCheck} boxSize="12" color="brand.fg" aria-hidden />
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg.heading">
              {heading}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {requested
                ? `${appointment.stylist.name} will confirm your request; My appointments shows when they do.`
                : `Your appointment with ${appointment.stylist.name} is confirmed.`}
            </Text>
          </Stack>
          <AppointmentCard appointment={appointment} />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
            <Button
              colorPalette="brand"
              size="lg"
              loading={calendar.isPending}
              loadingText="Preparing…"
              onClick={() =>
                calendar.mutate(appointment.id, {
                  onError: (error) =>
                    toast({
                      title: 'Could not add to calendar',
                      description: failureMessage(error, 'Please try again.'),
                      variant: 'destructive',
                    }),
                })
              }
            >
              <CalendarPlus aria-hidden />
              Add to calendar
            </Button>
            {myAppointmentsLink}
          </Stack>
        </Stack>
      </Container>
    </Box>
  )
}

function AppointmentCard({ appointment }: { appointment: Appointment }) {
  const when = appointmentWhen(appointment.startsAt, appointment.endsAt, appointment.timeZone)
  const { stylist, service } = appointment
  const price = bookedPrice(service.price)
  const place = [stylist.salonName, stylist.address, [stylist.city, stylist.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ')
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body gap="4">
        <Detail icon={Scissors} label={service.services.length > 1 ? 'Services' : 'Service'}>
          {service.services.length > 1 ? (
            // A visit of several services (issue 39): each one, then the visit's total.
            <List.Root ps="4" gap="0.5" data-testid="appointment-services">
              {service.services.map((s, i) => (
                <List.Item key={s.id ?? `${i}-${s.name}`}>
                  <Text as="span" fontWeight="semibold">
                    {s.name}
                  </Text>{' '}
                  <Text as="span" color="fg.muted" fontSize="sm">
                    · {serviceLengthText({ ...s, duration: s.durationMinutes })}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          ) : (
            <Text fontWeight="semibold">{service.name}</Text>
          )}
          <Text color="fg.muted" fontSize="sm">
            {[`${service.services.length > 1 ? 'In all ' : ''}${service.durationMinutes} minutes`, price]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Detail>
        <Detail icon={Clock} label="When">
          <Text fontWeight="semibold" data-testid="appointment-date">
            {when.date}
          </Text>
          <Text data-testid="appointment-time">
            {when.time}{' '}
            <Text as="span" color="fg.muted">
              · {when.zone}
            </Text>
          </Text>
        </Detail>
        <Detail icon={MapPin} label="With">
          <Text fontWeight="semibold">{stylist.name}</Text>
          {place && (
            <Text color="fg.muted" fontSize="sm">
              {place}
            </Text>
          )}
        </Detail>
        {appointment.notes && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
            Your note: {appointment.notes}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="3">
          {policyLines(appointment.policy).cancellation}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}

function Detail({ icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <HStack align="start" gap="3">
      <Icon as={icon} boxSize="5" color="brand.fg" mt="0.5" aria-hidden />
      <Stack gap="0.5" flex="1" minW="0">
        <Text srOnly>{label}</Text>
        {children}
      </Stack>
    </HStack>
  )
}
