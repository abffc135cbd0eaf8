import { HttpError } from './http-error.ts'

/** How many attempts a key may make per window. */
export interface Limit {
  max: number
  windowSeconds: number
}

/** The abuse limits of the API (sign-in, sign-up, password reset, reviews, reports, coupons, billing, search and uploads; per IP and per account). */
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
  // Public search runs a geographic query per call: plenty for a person paging and filtering, not for a scraper.
  searchPerIp: { max: 120, windowSeconds: 60 },
  // Profile link clicks for Insights: a person taps a few; more would only inflate a stylist's numbers.
  clickPerIp: { max: 60, windowSeconds: 600 },
  // The public support form stores what it is sent: a few messages an hour, not a spam feed.
  supportPerIp: { max: 10, windowSeconds: 3600 },
  // Image uploads decode and re-encode up to 40 MP each: generous for a dashboard, not for a script.
  uploadPerIp: { max: 120, windowSeconds: 3600 },
  uploadPerAccount: { max: 60, windowSeconds: 3600 },
} satisfies Record<string, Limit>

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`)
  }
}

/**
 * Fixed-window counters in memory: one server process holds them (the Node server, or one Edge
 * worker, which is why production also relies on Supabase Auth's own limits for sign-in).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()
  private lastSweep = 0

  /** The limits this limiter applies: LIMITS, each maximum multiplied by `factor`. */
  readonly limits: Record<keyof typeof LIMITS, Limit>

  constructor(
    private readonly now: () => number = Date.now,
    factor = 1,
  ) {
    this.limits = Object.fromEntries(
      Object.entries(LIMITS).map(([bucket, limit]) => [
        bucket,
        { ...limit, max: Math.max(1, Math.round(limit.max * factor)) },
      ]),
    ) as Record<keyof typeof LIMITS, Limit>
  }

  /** Counts one attempt; throws RateLimitedError (429, Retry-After) past the limit. */
  hit(bucket: string, key: string, limit: Limit): void {
    const now = this.now()
    this.sweep(now)
    const id = `${bucket}:${key}`
    let window = this.windows.get(id)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowSeconds * 1000 }
      this.windows.set(id, window)
    }
    window.count++
    if (window.count > limit.max) throw new RateLimitedError(Math.max(1, Math.ceil((window.resetAt - now) / 1000)))
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return
    this.lastSweep = now
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id)
  }
}
