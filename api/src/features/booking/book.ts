import { bookingMessages, requestedServiceIds, type BookInput } from '@marketplace/domain/contract/booking.ts'
import { checkStart, type BookingRefusal, type Visit } from '@marketplace/domain/booking/slots.ts'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { HOLD_MINUTES } from '@marketplace/domain/contract/payments.ts'
import type { Sql, Tx } from '../../db/client.ts'
import { asService, asUser, type JwtClaims } from '../../db/roles.ts'
import { holdStylistBookings } from '../../db/stylist-lock.ts'
import { queueBookingMail } from '../mail/booking-mail.ts'
import { recordAgreedTerms, termsForBooking } from '../payments/agreed-terms.ts'
import { holdAccountFor, type HoldPlan } from '../payments/hold-plan.ts'
import { expireStylistHolds, startHoldPayment, type HoldContext } from '../payments/booking-hold.ts'
import type { MailContext } from '../mail/mail-links.ts'
import { refreshNextAvailable } from './next-available.ts'
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import { canonicalJson, sha256Hex } from '../../lib/sha256.ts'
import { loadService, loadSlotRules, loadStylistBooking, type StylistBooking } from './booking-rules.sql.ts'
import {
  appointmentByKey,
  expireRequests,
  insertAppointment,
  insertEvent,
  liveBookingCounts,
} from './appointments.sql.ts'
import { serviceNotOffered, stylistNotFound } from './slots.ts'

const MINUTE = 60_000

/**
 * How long a stylist has to answer a request: after it the request expires and frees the slot
 * (sooner if the start comes first), so an unanswered request does not hold a calendar for weeks.
 */
export const REQUEST_ANSWER_MS = 24 * 3_600_000

/**
 * Live bookings (upcoming, or requests not yet answered) one client may hold: a few with one
 * stylist (the next visit, the one after, a touch-up between), a handful in all. More is one
 * account filling calendars.
 */
export const LIVE_BOOKING_CAPS = { withStylist: 3, overall: 6 }
export const capMessages = {
  withStylist: `You already have ${LIVE_BOOKING_CAPS.withStylist} upcoming or pending appointments with this stylist, the most one client may hold. Cancel one or wait until it has passed to book another.`,
  overall: `You already have ${LIVE_BOOKING_CAPS.overall} upcoming or pending appointments, the most one client may hold. Cancel one or wait until one has passed to book another.`,
}

/** The slot was taken meanwhile: a 409 with the fresh slots of that local date (see slotTakenBody). */
export class SlotTaken extends Error {
  constructor(
    readonly stylistId: number,
    /** The visit being booked or moved (its length and active runs). */
    readonly visit: Visit,
    readonly date: string,
    /** The appointment being moved, left out of the busy times of the fresh slots. */
    readonly except: number | null = null,
  ) {
    super(bookingMessages.slotTaken)
  }
}

/** 422, as Stripe answers: a key names one request, and this body is not the one it was first sent with. */
export const keyReusedMessage =
  'This Idempotency-Key was already used with a different request. Send a new key for a new booking.'

/** The first booking made with the key, or 422 when it was made from another body. */
function replayOf(earlier: { id: number; hash: string | null }, hash: string): { id: number; created: false } {
  if (earlier.hash !== null && earlier.hash !== hash) throw new HttpError(422, keyReusedMessage)
  return { id: earlier.id, created: false }
}

/** 409: the stylist takes no new bookings (bookings off, or not listed: a lapsed subscription). */
export const notBookable = () => new HttpError(409, bookingMessages.notBookable)

/** 400 naming startsAt with the slot engine's reason, or SlotTaken. */
export function refuseStart(
  refusal: BookingRefusal,
  stylist: StylistBooking,
  visit: Visit,
  startsAt: Date,
  except: number | null = null,
): Error {
  if (refusal === 'slotTaken')
    return new SlotTaken(stylist.stylistId, visit, localDateOf(startsAt, stylist.timeZone), except)
  const message = bookingMessages[refusal]
  return badRequest(message, [{ path: ['startsAt'], message }])
}

/** Far past any horizon (365 days at most): refused before the rules are expanded for its date. */
const FAR_AHEAD_MS = 400 * 86_400_000

/** What can be said of a start without the stylist's rules: not an instant, past, or absurdly far ahead. */
export function quickRefusal(startsAt: Date, now: Date): BookingRefusal | null {
  if (Number.isNaN(startsAt.getTime())) return 'notOnGrid'
  if (startsAt.getTime() <= now.getTime()) return 'inPast'
  if (startsAt.getTime() > now.getTime() + FAR_AHEAD_MS) return 'pastHorizon'
  return null
}

/** postgres.js and PGlite errors carry the SQLSTATE as `code`. */
export const sqlState = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock victim: two bookings of one
 * range wait on each other inside the exclusion constraint's check, and one is aborted with
 * 40P01 instead of 23P01. Run again, it meets the other's committed row and gets the 23P01.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      const state = sqlState(error)
      if ((state === '40P01' || state === '40001') && attempt < attempts) continue
      throw error
    }
  }
}

/** Transitions (moves) take the same lock. */
export { holdStylistBookings }

/**
 * Holds the client's bookings until the transaction ends, taken before the stylist's: two
 * bookings by one client (with two stylists) count their live bookings one after the other, so
 * both cannot pass the cap. Moves take only the stylist's lock and change no count: no cycle.
 */
async function holdClientBookings(tx: Tx, clientId: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(${CLIENT_LOCK_CLASS}::int, hashtext(${clientId}))`
}
const CLIENT_LOCK_CLASS = 7302

async function bookInTransaction(
  tx: Tx,
  clientId: string,
  input: BookInput,
  key: { key: string; hash: string } | null,
  now: Date,
  mail: MailContext | undefined,
): Promise<{ id: number; created: boolean; hold?: HoldPlan | null }> {
  // First, so a replay waiting behind its twin sees the twin's booking rather than a full cap.
  await holdClientBookings(tx, clientId)
  if (key) {
    const earlier = await appointmentByKey(tx, clientId, key.key)
    if (earlier !== null) return replayOf(earlier, key.hash)
  }
  // Before the settings are read: a change of settings, hours or time off waits or is seen whole.
  await holdStylistBookings(tx, input.stylistId)
  const stylist = await loadStylistBooking(tx, input.stylistId)
  if (!stylist) throw notFound(stylistNotFound)
  if (stylist.own) throw forbidden(bookingMessages.ownProfile)
  // A block either way (issue 38): the restrictive insert policy on appointments is the second lock.
  if (stylist.blocked) throw forbidden(bookingMessages.blocked)
  const service = await loadService(tx, stylist.stylistId, requestedServiceIds(input))
  if (!service) throw serviceNotOffered(input.serviceIds === undefined ? 'serviceId' : 'serviceIds')
  if (!stylist.takesBookings) throw notBookable()
  const live = await liveBookingCounts(tx, clientId, stylist.stylistId, now)
  if (live.withStylist >= LIVE_BOOKING_CAPS.withStylist) throw new HttpError(409, capMessages.withStylist)
  if (live.overall >= LIVE_BOOKING_CAPS.overall) throw new HttpError(409, capMessages.overall)
  const startsAt = new Date(input.startsAt)
  const quick = quickRefusal(startsAt, now)
  if (quick) throw refuseStart(quick, stylist, service.shape, startsAt)
  const date = localDateOf(startsAt, stylist.timeZone)
  const rules = await loadSlotRules(tx, stylist, date, date, now)
  const refusal = checkStart(rules, service.shape, startsAt, now)
  if (refusal) throw refuseStart(refusal, stylist, service.shape, startsAt)
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE)
  // The stylist's payment policy, as it applies to this booking (ADR 021): when it asks for money
  // or a card, the slot is held until the payment succeeds (issue 37, point 3).
  const agreed = {
    stylistId: stylist.stylistId,
    serviceId: service.id,
    serviceIds: service.ids,
    clientId,
    priceCents: service.priceCents,
    cancellationWindowHours: stylist.settings.cancellationWindowHours,
    timeZone: stylist.timeZone,
  }
  const found = await termsForBooking(tx, agreed)
  const hold = found ? await holdAccountFor(tx, stylist.stylistId, clientId, found.terms) : null
  const status = hold ? 'held' : stylist.settings.confirmation === 'instant' ? 'confirmed' : 'requested'
  const row = await insertAppointment(tx, {
    stylistId: stylist.stylistId,
    clientId,
    serviceId: service.id,
    serviceIds: service.ids,
    serviceName: service.name,
    priceCents: service.priceCents,
    durationMinutes: service.durationMinutes,
    startsAt,
    endsAt,
    blockedUntil: new Date(endsAt.getTime() + stylist.settings.bufferMinutes * MINUTE),
    timeZone: stylist.timeZone,
    status,
    notes: input.notes,
    idempotencyKey: key?.key ?? null,
    idempotencyHash: key?.hash ?? null,
    expiresAt:
      status === 'requested' ? new Date(Math.min(now.getTime() + REQUEST_ANSWER_MS, startsAt.getTime())) : null,
    holdExpiresAt: hold ? new Date(now.getTime() + HOLD_MINUTES * MINUTE) : null,
  })
  // The terms as agreed are stored with it, whatever the policy becomes later (ADR 021).
  await recordAgreedTerms(tx, { appointmentId: row.id, ...agreed }, found)
  // Search's next-available value moves with this booking, in the same transaction (ADR 015).
  await refreshNextAvailable(tx, [stylist.stylistId], now)
  // A held booking is not yet one: its history and emails start when its payment succeeds.
  if (hold) return { id: row.id, created: true, hold: { ...hold, appointmentId: row.id } }
  await insertEvent(tx, {
    appointmentId: row.id,
    actorId: clientId,
    action: status === 'confirmed' ? 'booked' : 'requested',
    fromStatus: null,
    toStatus: status,
    fromStartsAt: null,
    toStartsAt: startsAt,
  })
  // The confirmation or request emails go into the outbox with the booking, or not at all (ADR 014).
  if (mail) await queueBookingMail(tx, mail, status === 'confirmed' ? 'booked' : 'requested', row.id, { now })
  return { id: row.id, created: true }
}

/** Marks the stylist's lapsed requests and holds expired (see expireRequests, expireHolds). */
export async function expireStylistRequests(sql: Sql, stylistId: number, now: Date): Promise<void> {
  await asService(sql, async (tx) => {
    await expireRequests(tx, now, tx`a.stylist_id = ${stylistId}`)
    await expireStylistHolds(tx, now, stylistId)
  })
}

/**
 * Books a slot for the signed-in client in one transaction, as the client (the insert policy
 * refuses a stylist who takes no bookings, a booking in someone else's name or of one's own
 * profile). The slot engine validates the start with the rules the slot list uses; the exclusion
 * constraint is the guard against a booking made meanwhile (23P01 -> SlotTaken). With an
 * Idempotency-Key, a replay returns the first booking and writes nothing: looked up first, and
 * after a unique or exclusion violation (a concurrent replay), looked up again. The key is stored
 * with a hash of the body's canonical JSON: the key again with another body is a 422.
 */
export async function book(
  sql: Sql,
  claims: JwtClaims,
  input: BookInput,
  key: string | null,
  now: Date,
  mail?: MailContext,
  payments?: HoldContext,
): Promise<{ id: number; created: boolean }> {
  const keyed = key ? { key, hash: await sha256Hex(canonicalJson(input)) } : null
  // The stylist's lapsed requests are marked expired first: the exclusion constraint knows no
  // clock, and a lapsed request must not hold its slot against this booking.
  await expireStylistRequests(sql, input.stylistId, now)
  try {
    const made = await retryOnDeadlock(() =>
      asUser(sql, claims, (tx) => bookInTransaction(tx, claims.sub, input, keyed, now, mail)),
    )
    // The intent is made once the hold is committed (no connection waits on Stripe meanwhile).
    if (made.hold) {
      if (!payments) throw new Error('A held booking needs the payments provider')
      await startHoldPayment(sql, payments, made.hold, now)
    }
    return { id: made.id, created: made.created }
  } catch (error) {
    const state = sqlState(error)
    if (keyed && (state === '23505' || state === '23P01' || error instanceof SlotTaken)) {
      const earlier = await asUser(sql, claims, (tx) => appointmentByKey(tx, claims.sub, keyed.key))
      if (earlier !== null) return replayOf(earlier, keyed.hash)
    }
    if (state === '23P01') {
      const stylist = await asUser(sql, claims, (tx) => loadStylistBooking(tx, input.stylistId))
      const service =
        stylist && (await asUser(sql, claims, (tx) => loadService(tx, stylist.stylistId, requestedServiceIds(input))))
      if (stylist && service) throw refuseStart('slotTaken', stylist, service.shape, new Date(input.startsAt))
    }
    throw error
  }
}
