import { Badge, Card, Grid, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { dollarsToCents, formatCents } from '@marketplace/domain/money.ts'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import type { ReactNode } from 'react'
import { AppointmentMoneySummary } from '@/components/ui/appointment-money'
import { appointmentSummary, isInactive, shortDateText, statusLooks, timeRangeText } from '../appointments-agenda'
import { VisitServicesList } from '@/components/ui/visit-services-list'

type AppointmentCardProps = {
  appointment: Appointment
  /** The stylist's zone: every time is shown in it. */
  zone: string
  /** A pending request can be on any day, so its card names the date. */
  showDate?: boolean
  /** The buttons; each should point at `summaryId(appointment)` with aria-describedby. */
  children?: ReactNode
}

/** The id of a card's one-line summary, so a bare 'Accept' button is read out with whose and when. */
export const summaryId = (appointment: Appointment) => `appointment-${appointment.id}-summary`

/** One appointment: time, status, service and price, the client and their note, and what can be done. */
export function AppointmentCard({ appointment, zone, showDate = false, children }: AppointmentCardProps) {
  const { service, client } = appointment
  const look = statusLooks[appointment.status]
  const time = timeRangeText(appointment.startsAt, appointment.endsAt, zone)
  const date = shortDateText(localDateOf(new Date(appointment.startsAt), zone))
  return (
    <Card.Root
      as="li"
      variant="outline"
      size="sm"
      bg="bg"
      // Cancelled ones stand back by a dashed border, not by fading: faded text fails contrast.
      borderStyle={isInactive(appointment.status) ? 'dashed' : 'solid'}
      data-testid="appointment-card"
    >
      <Card.Body>
        <Grid templateColumns={{ base: '1fr', md: '12rem minmax(0, 1fr)' }} gap={{ base: '3', md: '6' }}>
          <Stack gap="2" align="start">
            <Stack gap="0">
              {showDate && (
                <Text fontWeight="bold" color="fg.heading">
                  {date}
                </Text>
              )}
              <Text fontWeight={showDate ? 'medium' : 'bold'} color={showDate ? 'fg' : 'fg.heading'}>
                {time}
              </Text>
            </Stack>
            <Badge colorPalette={look.palette} variant="subtle" rounded="full">
              {look.label}
            </Badge>
            <Text srOnly id={summaryId(appointment)}>
              {appointmentSummary(appointment, zone)}
            </Text>
          </Stack>
          <Stack gap="3" minW="0">
            <Heading as="h4" size="sm" color="fg" overflowWrap="anywhere">
              {service.name}
              <Text as="span" fontWeight="normal" color="fg.muted">
                {` · ${service.durationMinutes} min${service.price > 0 ? ` · ${formatCents(dollarsToCents(service.price))}` : ''}`}
              </Text>
            </Heading>
            <VisitServicesList services={service.services} />
            {client && (
              <Stack gap="0" fontSize="sm">
                {/* A client who never gave a name is named by their email: shown once. */}
                {client.name !== client.email && <Text fontWeight="medium">{client.name}</Text>}
                <Link href={`mailto:${client.email}`} color="brand.fg" overflowWrap="anywhere" width="fit-content">
                  {client.email}
                </Link>
              </Stack>
            )}
            {appointment.notes && (
              <Text fontSize="sm" color="fg.muted" borderStartWidth="3px" ps="3" whiteSpace="pre-line">
                <Text as="span" srOnly>
                  Client&rsquo;s note:{' '}
                </Text>
                {appointment.notes}
              </Text>
            )}
            {appointment.cancelReason && (
              <Text fontSize="sm" color="fg.muted">
                Reason: {appointment.cancelReason}
              </Text>
            )}
            <AppointmentMoneySummary
              appointmentId={appointment.id}
              enabled={appointment.paymentTerms === true}
              side="stylist"
              timeZone={zone}
              now={new Date()}
            />
            {children && (
              <HStack gap="2" flexWrap="wrap">
                {children}
              </HStack>
            )}
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  )
}
