import { bookingMessages, type Appointment, type AppointmentStatus } from '@marketplace/domain/contract/booking.ts'
import { checkStart } from '@marketplace/domain/booking/slots.ts'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import type { Sql, Tx } from '../../db/client.ts'
import { asService, asUser, type JwtClaims } from '../../db/roles.ts'
import { feeMessages } from '@marketplace/domain/contract/payments.ts'
import { insideCancellationWindow } from '@marketplace/domain/payments/policy-rules.ts'
import { queueBookingMail } from '../mail/booking-mail.ts'
import { asServiceWithin } from '../mail/outbox.sql.ts'
import { decideFee, storedTerms } from '../payments/fees.ts'
import type { BookingMailKind } from '../mail/templates/booking-templates.ts'
import type { MailContext } from '../mail/mail-links.ts'
import { refreshNextAvailable } from './next-available.ts'
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import { actionsFor, sideOf, toAppointment, type Parties, type Side } from './appointment-view.ts'
import {
  appointmentById,
  expireRequests,
  insertEvent,
  partiesOf,
  updateAppointment,
  type AppointmentChange,
  type AppointmentRow,
  type EventAction,
} from './appointments.sql.ts'
import { agreedVisit, loadSlotRules, loadStylistBooking } from './booking-rules.sql.ts'
import {
  expireStylistRequests,
  holdStylistBookings,
  notBookable,
  quickRefusal,
  refuseStart,
  retryOnDeadlock,
  SlotTaken,
  sqlState,
} from './book.ts'

const MINUTE = 60_000
export const appointmentNotFound = 'Appointment not found'

export type Transition =
  | { name: 'cancel'; reason: string }
  | { name: 'decline'; reason: string }
  | { name: 'reschedule'; startsAt: string }
  | { name: 'accept' }
  | { name: 'complete' }
  | { name: 'noShow'; fee?: 'charge' | 'waive' }

const conflict = (message: string) => new HttpError(409, message)

/** Why the caller may not make this change now: 403 for the wrong side, 409 for the state. */
function refusal(t: Transition, row: AppointmentRow, side: Side, parties: Parties, now: Date): HttpError {
  const stylistOnly = t.name === 'accept' || t.name === 'decline' || t.name === 'complete' || t.name === 'noShow'
  if (side === 'reader' || (side === 'client' && stylistOnly)) return forbidden()
  const upcoming = (row.status === 'requested' || row.status === 'confirmed') && row.starts_at > now
  if ((t.name === 'complete' || t.name === 'noShow') && row.status === 'confirmed')
    return conflict(bookingMessages.notStarted)
  if (side === 'client' && upcoming && parties.settings.cancellationWindowHours > 0)
    return conflict(bookingMessages.outsideWindow)
  return conflict(bookingMessages.notUpcoming)
}

const cancelledBy = (side: Side): AppointmentStatus =>
  side === 'client' ? 'cancelled_by_client' : 'cancelled_by_stylist'

async function applyInTransaction(
  tx: Tx,
  id: number,
  userId: string,
  parties: Parties | undefined,
  t: Transition,
  now: Date,
  mail: MailContext | undefined,
): Promise<AppointmentRow> {
  const row = await appointmentById(tx, id, true)
  if (!row || !parties) {
    // FOR UPDATE sees only the rows the update policy lets the caller change: the admin reads
    // every appointment but changes none.
    if (parties && (await appointmentById(tx, id))) throw forbidden()
    throw notFound(appointmentNotFound)
  }
  const side = sideOf(row, parties, userId)
  if (!actionsFor(row, side, parties.settings, now)[t.name]) throw refusal(t, row, side, parties, now)

  let change: AppointmentChange
  let action: EventAction
  let reason: string | null = null
  switch (t.name) {
    case 'cancel':
      // The stylist owes the client a reason; the client may give one.
      if (side === 'stylist' && !t.reason)
        throw badRequest(bookingMessages.cancelReasonRequired, [
          { path: ['reason'], message: bookingMessages.cancelReasonRequired },
        ])
      reason = t.reason || null
      change = { status: cancelledBy(side), cancelReason: reason }
      action = 'cancelled'
      break
    case 'decline':
      reason = t.reason || null
      change = { status: 'declined', cancelReason: reason }
      action = 'declined'
      break
    case 'accept':
      change = { status: 'confirmed' }
      action = 'accepted'
      break
    case 'complete':
      change = { status: 'completed' }
      action = 'completed'
      break
    case 'noShow': {
      // With a no-show fee in the agreed terms, the stylist says whether to charge or waive it.
      const terms = await asServiceWithin(tx, () => storedTerms(tx, id))
      if (terms && terms.noShowFeeCents > 0 && !t.fee)
        throw badRequest(feeMessages.chooseFee, [{ path: ['fee'], message: feeMessages.chooseFee }])
      change = { status: 'no_show' }
      action = 'no_show'
      break
    }
    case 'reschedule': {
      // Before the settings are read, as a booking does (db/stylist-lock.ts).
      await holdStylistBookings(tx, row.stylist_id)
      const stylist = await loadStylistBooking(tx, row.stylist_id)
      if (!stylist || (side === 'client' && !stylist.takesBookings)) throw notBookable()
      const startsAt = new Date(t.startsAt)
      // The visit moves whole, its processing gaps with it (issue 39).
      const visit = await agreedVisit(tx, row.id, row.duration_minutes)
      const quick = quickRefusal(startsAt, now)
      if (quick) throw refuseStart(quick, stylist, visit, startsAt, row.id)
      const date = localDateOf(startsAt, stylist.timeZone)
      // The appointment's own range is not busy for its move: 15 minutes later onto part of its
      // old time is fine, and the one UPDATE below holds the new range before freeing the old.
      const rules = await loadSlotRules(tx, stylist, date, date, now, row.id)
      const refused = checkStart(rules, visit, startsAt, now)
      if (refused) throw refuseStart(refused, stylist, visit, startsAt, row.id)
      const endsAt = new Date(startsAt.getTime() + row.duration_minutes * MINUTE)
      change = {
        startsAt,
        endsAt,
        blockedUntil: new Date(endsAt.getTime() + stylist.settings.bufferMinutes * MINUTE),
      }
      action = 'rescheduled'
      break
    }
  }
  const updated = await updateAppointment(tx, id, change)
  await insertEvent(tx, {
    appointmentId: id,
    actorId: userId,
    action,
    fromStatus: row.status,
    toStatus: updated.status,
    fromStartsAt: row.starts_at,
    toStartsAt: updated.starts_at,
    reason,
  })
  // The fee of a late cancellation or a no-show, decided once with the change (issue 37, point 4):
  // late means inside the window on the stylist's wall clock (ADR 021), for a confirmed booking.
  if (action === 'no_show' && t.name === 'noShow') await decideFee(tx, id, 'no_show', t.fee === 'waive', now)
  if (action === 'cancelled' && side === 'client' && row.status === 'confirmed') {
    const terms = await asServiceWithin(tx, () => storedTerms(tx, id))
    if (terms && insideCancellationWindow(now, row.starts_at, terms.cancellationWindowHours, terms.timeZone))
      await decideFee(tx, id, 'late_cancel', false, now)
  }
  // Completing or marking a no-show keeps the slot; every other change moves the next-available value.
  if (action !== 'completed' && action !== 'no_show') await refreshNextAvailable(tx, [updated.stylist_id], now)
  // The emails of this change go into the outbox in the same transaction (ADR 014).
  const kind = mailKindOf[action]
  if (mail && kind) {
    const previous = action === 'rescheduled' ? { startsAt: row.starts_at, endsAt: row.ends_at } : undefined
    await queueBookingMail(tx, mail, kind, id, { now, previous })
  }
  return updated
}

/** The email each change sends (a no-show sends none; a completed visit asks for a review). */
const mailKindOf: Partial<Record<EventAction, BookingMailKind>> = {
  cancelled: 'cancelled',
  declined: 'declined',
  accepted: 'accepted',
  rescheduled: 'rescheduled',
  completed: 'review-request',
}

/**
 * Expires the appointment if it is a request that lapsed (see expireRequests) and the caller may see it (its
 * client, its stylist or an admin: anyone else's request changes nothing), and reads who is
 * around it.
 */
async function prepare(sql: Sql, claims: JwtClaims, id: number, now: Date): Promise<Parties | undefined> {
  return asService(sql, async (tx) => {
    const caller = claims.sub
    await expireRequests(
      tx,
      now,
      tx`a.id = ${id} and (a.client_id = ${caller}
          or a.stylist_id in (select s.id from public.stylists s where s.user_id = ${caller})
          or exists (select from public.users u where u.id = ${caller} and u.is_admin))`,
    )
    return (await partiesOf(tx, [id])).get(id)
  })
}

/**
 * One change of an appointment by the signed-in caller, in one transaction as the caller (the
 * policies and the guard trigger check the same rights). The row is locked for the change so
 * two answers to one request (accept and cancel) apply one after the other; every change bumps
 * `sequence` and writes an appointment_events row.
 */
export async function changeAppointment(
  sql: Sql,
  claims: JwtClaims,
  id: number,
  t: Transition,
  now: Date,
  mail?: MailContext,
): Promise<Appointment> {
  const parties = await prepare(sql, claims, id, now)
  // A move must not meet a lapsed request in the exclusion constraint: those are marked expired first.
  if (parties && t.name === 'reschedule') await expireStylistRequests(sql, parties.stylist.id, now)
  let row: AppointmentRow
  try {
    row = await retryOnDeadlock(() =>
      asUser(sql, claims, (tx) => applyInTransaction(tx, id, claims.sub, parties, t, now, mail)),
    )
  } catch (error) {
    // Another booking took the new range between the check and the UPDATE: the constraint said no.
    if (sqlState(error) === '23P01' && t.name === 'reschedule') {
      const moved = await asUser(sql, claims, (tx) => appointmentById(tx, id))
      const visit = moved && (await asUser(sql, claims, (tx) => agreedVisit(tx, moved.id, moved.duration_minutes)))
      if (moved && visit)
        throw new SlotTaken(moved.stylist_id, visit, localDateOf(new Date(t.startsAt), moved.time_zone), moved.id)
    }
    throw error
  }
  // prepare() found the row, or applyInTransaction threw 404.
  return toAppointment(row, parties as Parties, claims.sub, now)
}

/** One appointment the caller may see (client, stylist or admin): its row and who is around it. */
export async function readAppointmentRow(
  sql: Sql,
  claims: JwtClaims,
  id: number,
  now: Date,
): Promise<{ row: AppointmentRow; parties: Parties }> {
  const parties = await prepare(sql, claims, id, now)
  const row = await asUser(sql, claims, (tx) => appointmentById(tx, id))
  if (!row || !parties) throw notFound(appointmentNotFound)
  return { row, parties }
}

/** One appointment the caller may see, as they see it. */
export async function readAppointment(sql: Sql, claims: JwtClaims, id: number, now: Date): Promise<Appointment> {
  const { row, parties } = await readAppointmentRow(sql, claims, id, now)
  return toAppointment(row, parties, claims.sub, now)
}
