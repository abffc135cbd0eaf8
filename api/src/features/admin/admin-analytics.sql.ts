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
> & { stylist_name: string | null }

/**
 * The Analytics tab's Recent Activity: the newest events with the metadata summary the console
 * shows (search term, stylist id and name, plan type). Searches and profile views keep the term and the
 * stylist in columns (indexed for the insights); those win over whatever the metadata says.
 */
export async function recentEvents(tx: Tx): Promise<AnalyticsEvent[]> {
  const rows = await tx<EventRow[]>`
    select e.id, e.event_type, e.stylist_id, e.search_term, e.metadata, e.created_at, s.stylist_name
      from (select * from public.analytics_events order by created_at desc, id desc limit ${ADMIN_ACTIVITY_LIMIT}) e
      left join public.stylists s on s.id = e.stylist_id
     order by e.created_at desc, e.id desc`
  return rows.map((r) => ({
    id: r.id,
    eventType: r.event_type,
    metadata: summary(r),
    createdAt: r.created_at.toISOString(),
  }))
}

function summary(r: EventRow): AnalyticsEvent['metadata'] {
  // The name comes from the stylists table only, never from what the metadata says.
  const { searchTerm, stylistId, planType, stylistName: _ignored, ...rest } = r.metadata
  const term = r.search_term ?? (typeof searchTerm === 'string' ? searchTerm : null)
  const stylist = r.stylist_id ?? (typeof stylistId === 'number' ? stylistId : null)
  return {
    ...rest,
    ...(term !== null ? { searchTerm: term } : {}),
    ...(stylist !== null ? { stylistId: stylist } : {}),
    ...(r.stylist_name !== null ? { stylistName: r.stylist_name } : {}),
    ...(typeof planType === 'string' ? { planType } : {}),
  }
}
