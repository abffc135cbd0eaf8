import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'

/** Seconds a client is told to wait (Retry-After) when every database connection stayed busy. */
export const BUSY_RETRY_AFTER_SECONDS = 2
/** Seconds a client is told to wait when the database is down or a request overran its deadline. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5

/**
 * A counting semaphore sized like the database pool. postgres.js queues statements without limit
 * when every connection is busy; this gate lets at most `permits` requests work at once and makes
 * the others wait at most `maxWaitMs` for a turn, so an exhausted pool answers 503 instead of
 * holding sockets until clients give up.
 */
export class DbGate {
  private active = 0
  private readonly waiting: { grant: () => void; timer: ReturnType<typeof setTimeout> }[] = []

  constructor(
    readonly permits: number,
    readonly maxWaitMs: number,
  ) {}

  get inUse() {
    return this.active
  }

  get queued() {
    return this.waiting.length
  }

  /** Resolves with the release of a permit, or with null when none freed up within maxWaitMs. */
  acquire(): Promise<(() => void) | null> {
    if (this.active < this.permits) {
      this.active++
      return Promise.resolve(this.releaser())
    }
    return new Promise((resolve) => {
      const entry = {
        grant: () => resolve(this.releaser()),
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1)
          resolve(null)
        }, this.maxWaitMs),
      }
      this.waiting.push(entry)
    })
  }

  private releaser() {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.waiting.shift()
      if (!next) {
        this.active--
        return
      }
      // The permit passes straight to the longest waiter: `active` stays the same.
      clearTimeout(next.timer)
      next.grant()
    }
  }
}

/**
 * Runs each request with a permit of the gate: 503 + Retry-After when none came within the gate's
 * wait, and 503 + Retry-After when the request is still running after `deadlineMs` (a hung
 * database must not hang the client; the permit is returned only once the work really ends, so the
 * gate keeps counting the connection it holds). Any other 503 behind the gate gets a Retry-After too.
 */
export function dbGate(gate: DbGate, deadlineMs: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const release = await gate.acquire()
    if (!release) {
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS))
      return c.json({ message: 'The service is busy. Please try again in a moment.' }, 503)
    }
    const work = next().finally(release)
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs)
    })
    const outcome = await Promise.race([work.then(() => 'done' as const), late])
    clearTimeout(timer)
    if (outcome === 'late') {
      work.catch(() => {})
      c.get('deps').logger.warn('Request overran its deadline', {
        requestId: c.get('requestId'),
        path: c.req.path,
        deadlineMs,
      })
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      return c.json({ message: 'The service took too long to answer. Please try again in a few seconds.' }, 503)
    }
    if (c.res.status === 503 && !c.res.headers.has('Retry-After'))
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
  })
}
