import { inBackground } from './background.ts'

export interface BatcherOptions<T> {
  /** How long items gather before one write; 0 writes after each add, still off the caller's path. */
  flushMs: number
  /** A batch is written early once its items weigh this much. */
  maxWeight: number
  /** Writes one batch; it must not throw (a lost batch is the writer's to log). */
  write: (batch: T[]) => Promise<void>
}

/**
 * Gathers what requests produce (analytics events, insight sightings) and writes it in batches,
 * never on a request's path: add() only remembers; a timer, or the batch's weight, starts one
 * write in the background (lib/background.ts, so a stopping server and the tests' drain wait for
 * it). One write at a time per server, so batches stay in order and hold one connection.
 */
export class Batcher<T> {
  private batch: T[] = []
  private weight = 0
  /** The scheduled write: fire() writes now (and settles its background task). */
  private pending: { fire: () => void } | null = null
  private writing: Promise<unknown> = Promise.resolve()

  constructor(private readonly options: BatcherOptions<T>) {}

  add(item: T, weight = 1): void {
    this.batch.push(item)
    this.weight += weight
    this.schedule(this.weight >= this.options.maxWeight ? 0 : this.options.flushMs)
  }

  /** Writes what has gathered now (tests, shutdown); resolves when it and earlier writes are done. */
  flush(): Promise<void> {
    const pending = this.pending
    this.pending = null
    pending?.fire()
    const batch = this.batch
    this.batch = []
    this.weight = 0
    const done = this.writing.then(() => (batch.length === 0 ? undefined : this.options.write(batch)))
    this.writing = done
    return done
  }

  private schedule(ms: number): void {
    if (this.pending) {
      if (ms === 0) void this.flush()
      return
    }
    let resolve: () => void = () => {}
    const fired = new Promise<void>((r) => (resolve = r))
    const timer = setTimeout(resolve, ms)
    this.pending = {
      fire: () => {
        clearTimeout(timer)
        resolve()
      },
    }
    // Tracked, so a server stopping waits for the batch; the first of the timer and flush() wins.
    inBackground(fired.then(() => (this.pending ? this.flush() : this.writing)))
  }
}
