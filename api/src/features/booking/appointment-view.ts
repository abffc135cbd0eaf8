import { visitShape, type VisitShape } from '@marketplace/domain/booking/slots.ts'
import type { Appointment, BookingSettings } from '@marketplace/domain/contract/booking.ts'
import { centsToDollars } from '@marketplace/domain/money.ts'
import { policyOf } from './booking-rules.sql.ts'
import type { AppointmentRow } from './appointments.sql.ts'

const HOUR_MS = 3_600_000

/** Who stands where around an appointment (appointments.sql.ts: partiesOf). */
export interface Parties {
  stylistUserId: string
  stylist: Appointment['stylist']
  client: { name: string; email: string }
  settings: BookingSettings
}

/** The caller's side of an appointment: its client, its stylist, or neither (the admin reading). */
export type Side = 'client' | 'stylist' | 'reader'

export function sideOf(
  row: Pick<AppointmentRow, 'client_id'>,
  parties: Pick<Parties, 'stylistUserId'>,
  userId: string,
): Side {
  if (row.client_id === userId) return 'client'
  if (parties.stylistUserId === userId) return 'stylist'
  return 'reader'
}

type Actions = Appointment['actions']
const none: Actions = {
  cancel: false,
  reschedule: false,
  accept: false,
  decline: false,
  complete: false,
  noShow: false,
}

/**
 * What the caller may do now, the one home of the rules of change (the transitions check these):
 * - the client cancels or moves an upcoming booking up to the cancellation window before its
 *   start; a request nobody has answered yet they may withdraw until its start; a booking made on
 *   payment terms they may cancel until its start (inside the window, the late fee applies);
 * - the stylist accepts or declines a request, cancels or moves an upcoming appointment at any
 *   time before its start, and marks a confirmed one completed or no-show once it has started.
 */
export function actionsFor(
  row: Pick<AppointmentRow, 'status' | 'starts_at'> & { paid_terms?: boolean },
  side: Side,
  settings: BookingSettings,
  now: Date,
): Actions {
  const upcoming = (row.status === 'requested' || row.status === 'confirmed') && row.starts_at.getTime() > now.getTime()
  if (side === 'client') {
    const inWindow = row.starts_at.getTime() - now.getTime() >= settings.cancellationWindowHours * HOUR_MS
    return {
      ...none,
      // Booked on payment terms, a late cancellation is allowed and costs the agreed fee (issue 37).
      cancel: upcoming && (inWindow || row.status === 'requested' || row.paid_terms === true),
      reschedule: upcoming && inWindow,
    }
  }
  if (side === 'stylist') {
    const started = row.starts_at.getTime() <= now.getTime()
    return {
      cancel: upcoming,
      reschedule: upcoming,
      accept: upcoming && row.status === 'requested',
      decline: upcoming && row.status === 'requested',
      complete: row.status === 'confirmed' && started,
      noShow: row.status === 'confirmed' && started,
    }
  }
  return none
}

/** The visit's active runs as agreed (a row copied before processing time: active throughout). */
export function agreedShape(row: Pick<AppointmentRow, 'services' | 'duration_minutes'>): VisitShape {
  const d = row.duration_minutes
  if (row.services.length === 0) return { durationMinutes: d, active: [[0, d]] }
  const runs = visitShape(row.services).active.map(([a, b]): [number, number] => [Math.min(a, d), Math.min(b, d)])
  runs[runs.length - 1][1] = d
  return { durationMinutes: d, active: runs }
}

/** The API's view of an appointment for this caller: the client's own view has no client block. */
export function toAppointment(row: AppointmentRow, parties: Parties, userId: string, now: Date): Appointment {
  const side = sideOf(row, parties, userId)
  return {
    id: row.id,
    status: row.status,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    timeZone: row.time_zone,
    service: {
      id: row.service_id,
      name: row.service_name,
      price: centsToDollars(row.price_cents),
      durationMinutes: row.duration_minutes,
      services: row.services.map((x) => ({
        id: x.id,
        name: x.name,
        price: centsToDollars(x.priceCents),
        durationMinutes: x.durationMinutes,
        activeMinutes: x.activeMinutes,
        processingMinutes: x.processingMinutes,
        finishingMinutes: x.finishingMinutes,
      })),
      active: agreedShape(row).active,
    },
    stylist: parties.stylist,
    client: side === 'client' ? null : parties.client,
    notes: row.notes,
    cancelReason: row.cancel_reason,
    policy: policyOf(parties.settings),
    paymentTerms: row.paid_terms,
    actions: actionsFor(row, side, parties.settings, now),
    sequence: row.sequence,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}
