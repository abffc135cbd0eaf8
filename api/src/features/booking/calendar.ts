import type { Sql } from '../../db/client.ts'
import type { JwtClaims } from '../../db/roles.ts'
import { forbidden } from '../../lib/http-error.ts'
import { sideOf } from './appointment-view.ts'
import { appointmentCalendar } from './ics.ts'
import { readAppointmentRow } from './transitions.ts'

/**
 * The "Add to calendar" file of an appointment, for its client or its stylist (the admin reads
 * appointments but keeps no calendar of them). Its SEQUENCE is the appointment's, so a newer
 * file replaces the older one in the calendar that holds it. The organizer is the stylist by name at
 * the platform's sending address (`organizerEmail`), as in the emailed invite.
 */
export async function appointmentIcs(
  sql: Sql,
  claims: JwtClaims,
  id: number,
  now: Date,
  host: string,
  organizerEmail: string,
): Promise<string> {
  const { row, parties } = await readAppointmentRow(sql, claims, id, now)
  if (sideOf(row, parties, claims.sub) === 'reader') throw forbidden()
  const s = parties.stylist
  return appointmentCalendar({
    id: row.id,
    sequence: row.sequence,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    serviceName: row.service_name,
    stylistName: s.name,
    organizerEmail,
    clientName: parties.client.name,
    clientEmail: parties.client.email,
    address: [s.salonName, s.address, s.city, s.state].filter(Boolean).join(', '),
    host,
    updatedAt: row.updated_at,
  })
}
