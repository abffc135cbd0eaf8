import type { Tx } from '../../db/client.ts'
import { queueBookingMail } from '../mail/booking-mail.ts'
import type { MailContext } from '../mail/mail-links.ts'
import { insertEvent } from './appointments.sql.ts'
import { REQUEST_ANSWER_MS } from './book.ts'
import { refreshNextAvailable } from './next-available.ts'

/**
 * A held appointment whose payment succeeded becomes the booking the stylist's settings give
 * (confirmed, or a request with its answer window from now), with its history row, search's
 * next-available value and the usual booking emails, in the caller's transaction (service role,
 * the appointment locked and still held).
 */
export async function completeHold(tx: Tx, appointmentId: number, now: Date, mail?: MailContext): Promise<void> {
  const [a] = await tx<{ stylist_id: number; client_id: string; starts_at: Date; confirmation: string | null }[]>`
    select a.stylist_id::int as stylist_id, a.client_id, a.starts_at, b.confirmation
      from public.appointments a left join public.booking_settings b on b.stylist_id = a.stylist_id
     where a.id = ${appointmentId}`
  const status = a.confirmation === 'request' ? 'requested' : 'confirmed'
  const expiresAt =
    status === 'requested' ? new Date(Math.min(now.getTime() + REQUEST_ANSWER_MS, a.starts_at.getTime())) : null
  await tx`
    update public.appointments a
       set status = ${status}, hold_expires_at = null, expires_at = ${expiresAt}, sequence = a.sequence + 1
     where a.id = ${appointmentId} and a.status = 'held'`
  await insertEvent(tx, {
    appointmentId,
    actorId: a.client_id,
    action: status === 'confirmed' ? 'booked' : 'requested',
    fromStatus: 'held',
    toStatus: status,
    fromStartsAt: null,
    toStartsAt: a.starts_at,
  })
  await refreshNextAvailable(tx, [a.stylist_id], now)
  if (mail) await queueBookingMail(tx, mail, status === 'confirmed' ? 'booked' : 'requested', appointmentId, { now })
}

/** A held appointment whose payment failed or lapsed frees its slot ('expired'); nothing if no longer held. */
export async function releaseHold(tx: Tx, appointmentId: number, now: Date): Promise<void> {
  const rows = await tx<{ stylist_id: number }[]>`
    update public.appointments a set status = 'expired', sequence = a.sequence + 1
     where a.id = ${appointmentId} and a.status = 'held'
    returning a.stylist_id::int as stylist_id`
  if (rows.length > 0) await refreshNextAvailable(tx, [rows[0].stylist_id], now)
}
