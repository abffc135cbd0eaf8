import type { AppointmentStatus } from '@marketplace/domain/contract/booking.ts'
import type { MailAttachment } from '../../adapters/mail/mail.ts'
import { appointmentCalendar } from '../booking/ics.ts'
import type { MailAppointment } from './templates/booking-templates.ts'

/**
 * The invite.ics of a booking email: the same calendar as GET /api/appointments/:id/calendar.ics
 * (booking/ics.ts: one UID per appointment, its SEQUENCE, METHOD:REQUEST while it stands and
 * METHOD:CANCEL with STATUS:CANCELLED once it does not, times in UTC), so a downloaded file and an
 * emailed invite update the one event. The part's content type carries the same METHOD (RFC 6047).
 * The organizer is the stylist by name at the platform's sending address, never their own email.
 */
export function calendarInvite(a: MailAppointment, site: { host: string; organizerEmail: string }): MailAttachment {
  const text = appointmentCalendar({
    id: a.id,
    sequence: a.sequence,
    status: a.status as AppointmentStatus,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    serviceName: a.serviceName,
    stylistName: a.stylist.name,
    organizerEmail: site.organizerEmail,
    clientName: a.client.name,
    clientEmail: a.client.email,
    address: [a.stylist.salonName, a.stylist.address, `${a.stylist.city}, ${a.stylist.state}`]
      .filter(Boolean)
      .join(', '),
    host: site.host,
    updatedAt: a.updatedAt,
  })
  const method = /^METHOD:(\w+)/m.exec(text)?.[1] ?? 'REQUEST'
  return {
    filename: 'invite.ics',
    contentType: `text/calendar; method=${method}; charset=utf-8`,
    content: Buffer.from(text, 'utf8').toString('base64'),
  }
}
