import type { Sql, Tx } from '../../db/client.ts'
import { asAnon } from '../../db/roles.ts'
import { Batcher } from '../../lib/batcher.ts'
import type { Logger } from '../../lib/logger.ts'

/** One search, for the admin's popular terms and activity list. */
export interface SearchEvent {
  term: string | null
  metadata: { location: string | null; service: string | null; total: number }
}

/** A batch is written early once it holds this many searches. */
const MAX_BATCH = 500

/**
 * Records searches as analytics events off the search's path: record() only remembers; the
 * batcher writes the gathered events in one insert, as anon (who may insert search events only),
 * on the primary. One insert per second instead of a transaction per search: at hundreds of
 * searches a second, four round trips and a commit each were a third of a search's cost.
 */
export class SearchEventRecorder {
  private readonly batcher: Batcher<SearchEvent>

  constructor(
    private readonly sql: Sql,
    options: { flushMs: number; logger: Logger },
  ) {
    this.batcher = new Batcher({
      flushMs: options.flushMs,
      maxWeight: MAX_BATCH,
      write: (batch) =>
        asAnon(this.sql, (tx) => insertSearchEvents(tx, batch)).catch((error: unknown) =>
          // Analytics never fail a search; a lost batch is logged with its size.
          options.logger.error('Could not record search events', { searches: batch.length, error: String(error) }),
        ),
    })
  }

  record(event: SearchEvent): void {
    this.batcher.add(event)
  }

  /** Writes what has gathered now (tests, shutdown). */
  flush(): Promise<void> {
    return this.batcher.flush()
  }
}

/** The events in one statement (the term cut at 200 characters, as the column expects). */
async function insertSearchEvents(tx: Tx, batch: readonly SearchEvent[]) {
  await tx`
    insert into public.analytics_events (event_type, search_term, metadata)
    select 'search', e.term, e.metadata::jsonb
      from unnest(${batch.map((e) => (e.term === null ? null : e.term.slice(0, 200)))}::text[],
                  ${batch.map((e) => JSON.stringify(e.metadata))}::text[]) with ordinality as e(term, metadata, n)
     order by e.n`
}
