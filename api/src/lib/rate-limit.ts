import type { Sql } from '../db/client.ts'
import { HttpError } from './http-error.ts'
import { countAttempt, pruneCounters } from './rate-limit.sql.ts'
import { sha256Hex } from './sha256.ts'

/** How many attempts a key may make per window. */
export interface Limit {
  max: number
  windowSeconds: number
}

/** The abuse limits of the API (sign-in, sign-up, password reset, reviews, reports, coupons, billing, search, uploads and messages; per IP and per account). */
export const LIMITS = {
  signInPerIp: { max: 30, windowSeconds: 600 },
  signInPerAccount: { max: 10, windowSeconds: 600 },
  signUpPerIp: { max: 20, windowSeconds: 3600 },
  refreshPerIp: { max: 300, windowSeconds: 600 },
  // Password-reset email: a person who does not see the message asks again a few times; more
  // would fill a stranger's inbox (per address, counted alike for addresses with and without an
  // account, so a 429 tells nothing) or spray many inboxes from one machine (per IP).
  recoverPerAddress: { max: 5, windowSeconds: 3600 },
  recoverPerIp: { max: 20, windowSeconds: 3600 },
  // Reset links: a person clicks a few; each guess at a 256-bit token is hopeless anyway.
  verifyPerIp: { max: 30, windowSeconds: 300 },
  // A password change runs two memory-hard hashes: a person changes it once, not a script.
  passwordChangePerAccount: { max: 10, windowSeconds: 600 },
  reviewPerIp: { max: 30, windowSeconds: 3600 },
  reviewPerAccount: { max: 10, windowSeconds: 3600 },
  // Reports feed the admin's queue: a person flags a handful an hour, not a campaign.
  reportPerIp: { max: 30, windowSeconds: 3600 },
  reportPerAccount: { max: 10, windowSeconds: 3600 },
  couponPerIp: { max: 60, windowSeconds: 3600 },
  couponPerAccount: { max: 20, windowSeconds: 3600 },
  cardSetupPerIp: { max: 30, windowSeconds: 3600 },
  cardSetupPerAccount: { max: 10, windowSeconds: 3600 },
  // Booking holds a stylist's time: more than a person books in an hour, not a script holding a calendar.
  bookingPerIp: { max: 60, windowSeconds: 3600 },
  bookingPerAccount: { max: 20, windowSeconds: 3600 },
  // Reschedule, cancel, accept and decline each email the other party: a stylist answers a busy
  // day's requests, a script does not flood someone's inbox. Per appointment, keyed with the
  // caller (so nobody else can use up a party's allowance): a few moves, not a stream of them.
  appointmentChangePerAccount: { max: 60, windowSeconds: 3600 },
  appointmentChangePerAppointment: { max: 5, windowSeconds: 3600 },
  // Public search runs a geographic query per call: plenty for a person paging and filtering, not for a scraper.
  searchPerIp: { max: 120, windowSeconds: 60 },
  // Profile link clicks for Insights: a person taps a few; more would only inflate a stylist's numbers.
  clickPerIp: { max: 60, windowSeconds: 600 },
  // The public support form stores what it is sent: a few messages an hour, not a spam feed.
  supportPerIp: { max: 10, windowSeconds: 3600 },
  // Image uploads decode and re-encode up to 40 MP each: generous for a dashboard, not for a script.
  uploadPerIp: { max: 120, windowSeconds: 3600 },
  uploadPerAccount: { max: 60, windowSeconds: 3600 },
  // Messages (issue 38): a busy stylist answers dozens of clients an hour; one conversation gets
  // a lively exchange, not a flood; opening conversations is rarer than writing in them.
  messagePerIp: { max: 600, windowSeconds: 3600 },
  messagePerAccount: { max: 300, windowSeconds: 3600 },
  messagePerConversation: { max: 60, windowSeconds: 600 },
  conversationStartPerIp: { max: 60, windowSeconds: 3600 },
  conversationStartPerAccount: { max: 30, windowSeconds: 3600 },
  // "Sync now" on an outside calendar (issue 39) makes the server fetch someone's address: a
  // person presses it a few times after changing their calendar, not a script hammering a host.
  calendarSyncPerAccount: { max: 30, windowSeconds: 3600 },
  calendarSyncPerCalendar: { max: 6, windowSeconds: 3600 },
} satisfies Record<string, Limit>

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`)
  }
}

/** How often a process deletes the counters of ended windows (at most; on its next attempt after it). */
const PRUNE_EVERY_MS = 60_000

export interface RateLimiterOptions {
  /** Multiplies every maximum (RATE_LIMIT_FACTOR). */
  factor?: number
  /** The limiter's clock, in ms (every process on one database should read the same time). */
  now?: () => number
  /**
   * Whose counters these are: processes with the same namespace on one database share every
   * allowance. Production leaves it empty; each test app takes its own, as a separate deployment
   * would, so test files sharing a database do not draw on each other's allowance.
   */
  namespace?: string
}

/**
 * Fixed-window counters in the database (public.rate_limit_counters): every process on it, the
 * Node server and each Edge worker, counts against one allowance. A key's window opens at its
 * first attempt and lasts the limit's window; the row's window is the one every process reads.
 */
export class RateLimiter {
  private lastPrune = 0
  private readonly now: () => number
  private readonly namespace: string

  /** The limits this limiter applies: LIMITS, each maximum multiplied by `factor`. */
  readonly limits: Record<keyof typeof LIMITS, Limit>

  constructor(
    private readonly sql: Sql,
    options: RateLimiterOptions = {},
  ) {
    const factor = options.factor ?? 1
    this.now = options.now ?? Date.now
    this.namespace = options.namespace ?? ''
    this.limits = Object.fromEntries(
      Object.entries(LIMITS).map(([bucket, limit]) => [
        bucket,
        { ...limit, max: Math.max(1, Math.round(limit.max * factor)) },
      ]),
    ) as Record<keyof typeof LIMITS, Limit>
  }

  /** Counts one attempt; throws RateLimitedError (429, Retry-After) past the limit. */
  async hit(bucket: string, key: string, limit: Limit): Promise<void> {
    const now = this.now()
    const hashed = await sha256Hex(`${this.namespace}\u0000${bucket}\u0000${key}`)
    const prune = now - this.lastPrune >= PRUNE_EVERY_MS
    if (prune) this.lastPrune = now
    // One statement on the server's own connection role (the tables' owner), outside a
    // transaction: the counters are the server's bookkeeping, never a user's data, and the upsert
    // is atomic alone. Under asService the same count took four round trips (begin, the role, the
    // upsert, commit) on every search: a CPU profile of the search mix (issue 40) put the server's
    // socket writes first, and each round trip costs the database a statement too.
    if (prune) await pruneCounters(this.sql, new Date(now))
    const { count, windowEnd } = await countAttempt(
      this.sql,
      hashed,
      new Date(now),
      new Date(now + limit.windowSeconds * 1000),
    )
    if (count > limit.max) throw new RateLimitedError(Math.max(1, Math.ceil((windowEnd.getTime() - now) / 1000)))
  }
}
