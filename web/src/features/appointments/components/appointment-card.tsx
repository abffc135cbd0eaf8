import { Alert, Card, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { CalendarDays, Clock, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { formatPhone, phoneDigits } from '@marketplace/domain/phone.ts'
import {
  addressLine,
  closedWindowHours,
  closedWindowText,
  formatAppointmentDate,
  formatAppointmentTime,
  formatPrice,
  isCancelled,
} from '../appointment-display'
import { AppointmentMoneySummary } from '@/components/ui/appointment-money'
import { AppointmentActions } from './appointment-actions'
import { AppointmentStatusBadge } from './appointment-status-badge'
import { StylistHeading } from './stylist-heading'
import { VisitServicesList } from '@/components/ui/visit-services-list'

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="2.5" align="start">
      <Text as="span" color="brand.600" mt="0.5" aria-hidden>
        {icon}
      </Text>
      <Text as="span" minW="0" wordBreak="break-word">
        {children}
      </Text>
    </HStack>
  )
}

type AppointmentCardProps = {
  appointment: Appointment
  scope: 'upcoming' | 'past'
  now: Date
  /** An extra action under the card's own (the route's "Message"). */
  action?: ReactNode
}

/** One appointment: who, what, when (in the stylist's zone), where, its status and what can be done. */
export function AppointmentCard({ appointment, scope, now, action }: AppointmentCardProps) {
  const { stylist, service } = appointment
  const headingId = `appointment-${appointment.id}-heading`
  const windowHours = closedWindowHours(appointment, now)
  const phone = stylist.phone ? formatPhone(stylist.phone) : null
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" size="sm" data-testid="appointment-card">
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="3">
          <StylistHeading stylist={stylist} headingId={headingId} />
          <AppointmentStatusBadge status={appointment.status} />
        </HStack>
        <HStack justify="space-between" align="baseline" gap="3" flexWrap="wrap">
          <Text fontWeight="semibold" color="fg.heading">
            {service.name}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              · {service.durationMinutes} min
            </Text>
          </Text>
          {/* A free service (a consultation) shows no price, as on the profile. */}
          {service.price > 0 && (
            <Text fontWeight="bold" color="brand.fg">
              {formatPrice(service.price)}
            </Text>
          )}
        </HStack>
        <VisitServicesList services={service.services} />
        <Stack as="ul" listStyleType="none" gap="2" fontSize="sm">
          <Detail icon={<CalendarDays size={16} />}>
            {formatAppointmentDate(appointment.startsAt, appointment.timeZone)}
          </Detail>
          <Detail icon={<Clock size={16} />}>
            {formatAppointmentTime(appointment.startsAt, appointment.endsAt, appointment.timeZone)}
          </Detail>
          <Detail icon={<MapPin size={16} />}>{addressLine(stylist)}</Detail>
          {phone && (
            <Detail icon={<Phone size={16} />}>
              <Link href={`tel:${phoneDigits(stylist.phone)}`} color="brand.fg">
                {phone}
              </Link>
            </Detail>
          )}
        </Stack>
        {appointment.notes && <Quote label="Your note">{appointment.notes}</Quote>}
        {appointment.cancelReason && (isCancelled(appointment.status) || appointment.status === 'declined') && (
          <Quote label={appointment.status === 'declined' ? 'Reason for declining' : 'Reason for cancelling'}>
            {appointment.cancelReason}
          </Quote>
        )}
        {windowHours !== null && (
          <Alert.Root status="info" variant="subtle" rounded="md" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              {closedWindowText(windowHours)}
              {phone && (
                <>
                  {' '}
                  at{' '}
                  <Link href={`tel:${phoneDigits(stylist.phone)}`} color="brand.fg" fontWeight="semibold">
                    {phone}
                  </Link>
                </>
              )}
              .
            </Alert.Description>
          </Alert.Root>
        )}
        <AppointmentMoneySummary
          appointmentId={appointment.id}
          enabled={appointment.paymentTerms === true}
          side="client"
          timeZone={appointment.timeZone}
          now={now}
        />
        <AppointmentActions appointment={appointment} scope={scope} />
        {action}
      </Card.Body>
    </Card.Root>
  )
}

function Quote({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" fontSize="sm" bg="bg.muted" rounded="md" px="3" py="2">
      <Text fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {children}
      </Text>
    </Stack>
  )
}
