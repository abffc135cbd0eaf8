import type { Tx } from './client.ts'

/** The first key of the two-key advisory locks of holdStylistBookings (an arbitrary constant). */
const BOOKING_LOCK_CLASS = 7301

/**
 * Holds the stylist's booking book until the transaction ends. Bookings and moves of one stylist
 * take their turn here (a stylist gets a few a minute), so twenty clients racing for one slot queue
 * and each meets the winner's committed row (23P01, the 409), instead of waiting on each other's
 * uncommitted rows inside the exclusion check, where PostgreSQL breaks the cycles one deadlock
 * timeout (1 s) at a time. Writes of what makes a time bookable (time off, weekly hours, booking
 * settings) take it too, before any row lock, so a booking checks the rules that stand when it
 * inserts: never a booking inside time off added at the same moment. The exclusion constraint
 * stays the guard against overlapping appointments; this is the queue.
 */
export async function holdStylistBookings(tx: Tx, stylistId: number): Promise<void> {
  await tx`select pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}::int, ${stylistId}::int)`
}
