import { ADMIN_ACTIVITY_LIMIT, type AnalyticsEvent } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Narrow, Row } from '../../db/rows.ts'

type EventRow = Narrow<
  Cols<
    Row<'analytics_events'>,
    'id' | 'event_type' | 'stylist_id' | 'search_term' | 'metadata' | 'created_at',
    'created_at'
  >,
  { event_type: AnalyticsEvent['eventType']; metadata: Record<string, unknown> }
>

/**
 * The Analytics tab's Recent Activity: the newest events with the metadata summary the console
 * shows (search term, stylist id, plan type). Searches and profile views keep the term and the
 * stylist in columns (indexed for the insights); those win over whatever the metadata says.
 */
export async function recentEvents(tx: Tx): Promise<AnalyticsEvent[]> {
  const rows = await tx<EventRow[]>`
    select id, event_type, stylist_id, search_term, metadata, created_at
      from public.analytics_events
     order by created_at desc, id desc
     limit ${ADMIN_ACTIVITY_LIMIT}`
  return rows.map((r) => ({
    id: r.id,
    eventType: r.event_type,
    metadata: summary(r),
    createdAt: r.created_at.toISOString(),
  }))
}

function summary(r: EventRow): AnalyticsEvent['metadata'] {
  const { searchTerm, stylistId, planType, ...rest } = r.metadata
  const term = r.search_term ?? (typeof searchTerm === 'string' ? searchTerm : null)
  const stylist = r.stylist_id ?? (typeof stylistId === 'number' ? stylistId : null)
  return {
    ...rest,
    ...(term !== null ? { searchTerm: term } : {}),
    ...(stylist !== null ? { stylistId: stylist } : {}),
    ...(typeof planType === 'string' ? { planType } : {}),
  }
}
