import { runRequestExpirySweep } from './request-expiry.ts'
import { nextOpenSlot } from '@marketplace/domain/booking/slots.ts'
import { addDays, localDateOf, zonedInstant } from '@marketplace/domain/booking/zoned-time.ts'
import type { Sql, Tx } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import type { Logger } from '../../lib/logger.ts'
import {
  loadNextAvailableInputs,
  lockDueStylists,
  storeNextAvailable,
  type NextAvailableInputs,
  type NextAvailableValue,
} from './next-available.sql.ts'

// Each stylist's earliest open slot, precomputed for search (ADR 015): the "Next available" line
// of result cards reads stylist_next_open.next_available_at, and the "available today" filter its
// local date on the search row (stylist_search.next_available_day, ADR 007).

/** How often the sweep runs, and so how far ahead a stored value must stay bookable. */
export const NEXT_AVAILABLE_SWEEP_MS = 15 * 60_000
const HOUR = 3_600_000

/**
 * The value of one stylist at `now`: the earliest start of their shortest service that is still
 * open at `now` + one sweep period (so the slot a card shows is still bookable until the next
 * sweep), anywhere in their horizon; null when they do not book online or have no open slot.
 * `dueAt` is when it must be computed again without any write: when that slot falls inside the
 * minimum notice; with no slot, at the next local midnight (the horizon gains a date); never for
 * a stylist who does not book online (only a write changes that).
 */
export function computeNextAvailable(inputs: NextAvailableInputs, now: Date): NextAvailableValue {
  const { stylistId, booksOnline, durationMinutes, rules } = inputs
  if (!booksOnline) return { stylistId, booksOnline, nextAvailableAt: null, dueAt: null }
  const asOf = new Date(now.getTime() + NEXT_AVAILABLE_SWEEP_MS)
  const next = nextOpenSlot(rules, durationMinutes, asOf, rules.horizonDays)
  const dueAt = next
    ? new Date(next.getTime() - rules.minNoticeHours * HOUR)
    : zonedInstant(addDays(localDateOf(asOf, rules.timeZone), 1), '00:00', rules.timeZone)
  return { stylistId, booksOnline, nextAvailableAt: next, dueAt }
}

/**
 * Recomputes the next available slot of `stylistIds` and stores it for search, in `tx`.
 *
 * Call it in the transaction of every write that changes a stylist's open slots, after the write,
 * with the same `now` the write used: a booking or a request (POST /api/appointments), cancel,
 * reschedule, accept, decline and the expiry of requests (complete and no-show keep the slot:
 * not needed); booking settings saved (PUT /api/dashboard/booking-settings); time off added or
 * deleted; working hours, services or the profile's time zone saved. A write that does not call
 * it is still caught: triggers mark the stylist due, and the next sweep (at most
 * NEXT_AVAILABLE_SWEEP_MS later) recomputes it.
 *
 * Runs as the service role for its own statements (every appointment of the stylist counts, not
 * only those the signed-in user may see) and restores the caller's role after, so it can be
 * called inside an `asUser` transaction. Use READ COMMITTED (the default): the triggers lock the
 * stylist's bookkeeping row from the write to the commit, so two writes to one stylist recompute
 * one after the other, each seeing the other's committed change.
 */
export async function refreshNextAvailable(tx: Tx, stylistIds: readonly number[], now: Date): Promise<void> {
  if (stylistIds.length === 0) return
  await asServiceWithin(tx, async () => {
    const inputs = await loadNextAvailableInputs(tx, stylistIds, now)
    await storeNextAvailable(
      tx,
      inputs.map((i) => computeNextAvailable(i, now)),
      now,
    )
  })
}

/** Runs `fn` with the transaction's role switched to service_role, then back to the caller's. */
async function asServiceWithin<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  const [{ role }] = await tx<{ role: string }[]>`select current_setting('role') as role`
  await tx`select set_config('role', 'service_role', true)`
  const result = await fn()
  await tx`select set_config('role', ${role}, true)`
  return result
}

/** Stylists per sweep transaction: short enough that a request waits at most one of them. */
export const NEXT_AVAILABLE_SWEEP_BATCH = 100
/** The share of a pass's wall time the sweep may work; it waits the rest, between batches. */
export const NEXT_AVAILABLE_SWEEP_SHARE = 0.5
/** The least wait between two batches when the sweep yields (enough for a request's next statements). */
const MIN_PAUSE_MS = 10

/**
 * Recomputes every value that would go wrong before the next sweep (and those marked by a
 * change), in transactions of `batch` stylists; returns how many it recomputed. `only` limits it
 * to some stylists (tests with a pinned clock share the database with others).
 *
 * It yields to requests (issue 40): a server that starts on a freshly seeded database, or after a
 * long outage, finds every stylist due, and a pass of back-to-back transactions held the one
 * connection of the embedded database (and a core of a real one) for minutes, so that a request's
 * statements each waited behind a batch. Each batch is one short transaction, and after each the
 * sweep waits as long as the batch took (at least MIN_PAUSE_MS; `share` is the part of the time it
 * may work, 0.5 by default) on a timer, so that the requests queued meanwhile run all their
 * statements before the next batch. `share: 1` runs the batches back to back (a script that owns
 * the database and wants the pass done). `signal` ends the pass after the batch under way (a server
 * that stops: its database closes next).
 */
export async function runNextAvailableSweep(
  sql: Sql,
  now: Date,
  options: { batch?: number; only?: readonly number[]; share?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const batch = options.batch ?? NEXT_AVAILABLE_SWEEP_BATCH
  const share = options.share ?? NEXT_AVAILABLE_SWEEP_SHARE
  if (!(share > 0 && share <= 1)) throw new Error('share is in (0, 1]')
  const before = new Date(now.getTime() + NEXT_AVAILABLE_SWEEP_MS)
  let total = 0
  // Each batch moves its values past `before` (computeNextAvailable looks a period ahead), so
  // the loop ends; the cap only guards against a clock that does not agree with the database's.
  for (let round = 0; round < 1_000_000; round++) {
    const started = performance.now()
    const count = await asService(sql, async (tx) => {
      const ids = await lockDueStylists(tx, before, batch, options.only)
      const inputs = await loadNextAvailableInputs(tx, ids, now)
      await storeNextAvailable(
        tx,
        inputs.map((i) => computeNextAvailable(i, now)),
        now,
      )
      return ids.length
    })
    total += count
    if (count < batch || options.signal?.aborted) break
    if (share < 1) {
      const worked = performance.now() - started
      await sleep(Math.max(MIN_PAUSE_MS, (worked * (1 - share)) / share))
    }
  }
  return total
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs the sweep every `everyMs` while the server runs (never two at once) and once at start,
 * each time after the sweep of lapsed requests; returns the stopper, which ends a pass under way
 * after its current batch and resolves once it has (so a server that stops closes its database
 * after the sweep's last transaction, not under it).
 */
export function startNextAvailableSweep(
  sql: Sql,
  logger: Logger,
  everyMs = NEXT_AVAILABLE_SWEEP_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null
  const stopped = new AbortController()
  const sweep = () => {
    if (running || stopped.signal.aborted) return
    const started = performance.now()
    const now = new Date()
    // Lapsed requests first: their slots are open again, which the next-available values show.
    running = runRequestExpirySweep(sql, now)
      .then(() => runNextAvailableSweep(sql, now, { signal: stopped.signal }))
      .then((count) => {
        if (count > 0)
          logger.debug('Next available sweep', { stylists: count, ms: Math.round(performance.now() - started) })
      })
      .catch((error: unknown) => logger.error('Next available sweep failed', { error: String(error) }))
      .finally(() => {
        running = null
      })
  }
  sweep()
  const timer = setInterval(sweep, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    stopped.abort()
    await running
  }
}
