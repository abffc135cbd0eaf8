import type { Tx } from '../../db/client.ts'
import type { MailAppointment } from './templates/booking-templates.ts'

interface Row {
  id: number
  status: string
  starts_at: Date
  ends_at: Date
  time_zone: string
  sequence: number
  updated_at: Date
  service_name: string
  price_cents: number
  cancel_reason: string | null
  stylist_id: number
  stylist_user_id: string
  stylist_name: string
  stylist_email: string
  salon_name: string | null
  address: string
  city: string
  state: string
  client_id: string
  client_email: string
  client_first: string | null
  client_last: string | null
}

/** An appointment with both parties' addresses, as the templates need it (run as the service role). */
export async function loadMailAppointment(tx: Tx, appointmentId: number): Promise<MailAppointment | null> {
  const [row] = await tx<Row[]>`
    select a.id, a.status, a.starts_at, a.ends_at, a.time_zone, a.sequence, a.updated_at, a.service_name, a.price_cents, a.cancel_reason,
      s.id as stylist_id, s.user_id as stylist_user_id, s.stylist_name, s.email as stylist_email, s.salon_name,
      s.address, s.city, s.state,
      u.id as client_id, u.email as client_email, u.first_name as client_first, u.last_name as client_last
    from public.appointments a
    join public.stylists s on s.id = a.stylist_id
    join public.users u on u.id = a.client_id
    where a.id = ${appointmentId}`
  if (!row) return null
  const clientName = [row.client_first, row.client_last].filter(Boolean).join(' ').trim()
  return {
    id: row.id,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
    sequence: row.sequence,
    updatedAt: row.updated_at,
    serviceName: row.service_name,
    priceCents: row.price_cents,
    cancelReason: row.cancel_reason,
    stylist: {
      id: row.stylist_id,
      userId: row.stylist_user_id,
      name: row.stylist_name,
      email: row.stylist_email,
      salonName: row.salon_name,
      address: row.address,
      city: row.city,
      state: row.state,
    },
    client: { id: row.client_id, name: clientName || row.client_email, email: row.client_email },
  }
}
