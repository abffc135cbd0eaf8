import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { inBackground } from '../../lib/background.ts'
import type { Logger } from '../../lib/logger.ts'
import { addSightings, pruneLedger, type InsightKind, type Sighting } from './record-insights.sql.ts'

export interface RecorderOptions {
  /** INSIGHTS_RECORDING=off: record() does nothing (bench:search measures both). */
  enabled: boolean
  /** How long sightings gather before one write; 0 writes after each request, still off its path. */
  flushMs: number
  logger: Logger
  now: () => Date
}

/** A batch is written early once it holds this many stylist sightings (a results page is 20). */
const MAX_BATCH = 2000
/** The ledger is pruned at most this often per server. */
const PRUNE_EVERY_MS = 3_600_000

/**
 * Counts what requests showed (search appearances, profile views, link clicks) into the daily
 * counters without touching the request's path: record() only remembers; a timer writes the
 * gathered batch in one statement, as the service role, in the background (lib/background.ts, so a
 * server stopping drains it). Repeats of a request id within a batch are dropped here; across
 * batches and servers the database's ledger drops them.
 */
export class InsightsRecorder {
  private batch: Sighting[] = []
  private keys = new Set<string>()
  private sightings = 0
  /** The scheduled write: fire() writes now (and settles its background task). */
  private pending: { fire: () => void } | null = null
  private writing: Promise<unknown> = Promise.resolve()
  private lastPrune = 0

  constructor(
    private readonly sql: Sql,
    private readonly options: RecorderOptions,
  ) {}

  get enabled(): boolean {
    return this.options.enabled
  }

  record(requestId: string, kind: InsightKind, stylistIds: readonly number[]): void {
    if (!this.options.enabled || stylistIds.length === 0) return
    const key = `${kind} ${requestId}`
    if (this.keys.has(key)) return
    this.keys.add(key)
    const day = this.options.now().toISOString().slice(0, 10)
    this.batch.push({ requestId, kind, day, stylistIds: [...new Set(stylistIds)] })
    this.sightings += stylistIds.length
    if (this.sightings >= MAX_BATCH) this.schedule(0)
    else this.schedule(this.options.flushMs)
  }

  /** Writes what has gathered now (tests, shutdown); resolves when it and earlier writes are done. */
  flush(): Promise<void> {
    const pending = this.pending
    this.pending = null
    pending?.fire()
    const batch = this.batch
    this.batch = []
    this.keys = new Set()
    this.sightings = 0
    // One write at a time per server: batches stay in order and use one connection.
    const done = this.writing.then(() => this.write(batch))
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

  private async write(batch: Sighting[]): Promise<void> {
    if (batch.length === 0) return
    try {
      await asService(this.sql, (tx) => addSightings(tx, batch))
      // The ledger's times are the database's (recorded_at), not the app's clock.
      if (Date.now() - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = Date.now()
        await asService(this.sql, pruneLedger)
      }
    } catch (error) {
      // Insights never fail a visitor's request; a lost batch is logged with its size.
      this.options.logger.warn('Could not record insights', {
        requests: batch.length,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
}
