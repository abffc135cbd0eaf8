import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { Batcher } from '../../lib/batcher.ts'
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
 * counters without touching the request's path: record() only remembers; the batcher writes the
 * gathered sightings in one statement, as the service role, in the background. Repeats of a
 * request id within a batch are dropped here; across batches and servers the database's ledger
 * drops them.
 */
export class InsightsRecorder {
  private keys = new Set<string>()
  private lastPrune = 0
  private readonly batcher: Batcher<Sighting>

  constructor(
    private readonly sql: Sql,
    private readonly options: RecorderOptions,
  ) {
    this.batcher = new Batcher({ flushMs: options.flushMs, maxWeight: MAX_BATCH, write: (batch) => this.write(batch) })
  }

  get enabled(): boolean {
    return this.options.enabled
  }

  record(requestId: string, kind: InsightKind, stylistIds: readonly number[]): void {
    if (!this.options.enabled || stylistIds.length === 0) return
    const key = `${kind} ${requestId}`
    if (this.keys.has(key)) return
    this.keys.add(key)
    const day = this.options.now().toISOString().slice(0, 10)
    const ids = [...new Set(stylistIds)]
    this.batcher.add({ requestId, kind, day, stylistIds: ids }, ids.length)
  }

  /** Writes what has gathered now (tests, shutdown); resolves when it and earlier writes are done. */
  flush(): Promise<void> {
    return this.batcher.flush()
  }

  private async write(batch: Sighting[]): Promise<void> {
    // The keys of the batches written so far: a later repeat is the ledger's to drop.
    this.keys = new Set()
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
