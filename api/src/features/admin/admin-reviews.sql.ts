import type { ReportedReview } from '@marketplace/domain/contract/reviews.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Row } from '../../db/rows.ts'

/** The queue shows at most this many reviews. */
const QUEUE_LIMIT = 100

type QueueRow = Cols<
  Row<'reviews'>,
  'id' | 'stylist_id' | 'rating' | 'comment' | 'created_at' | 'visit_service_name',
  'created_at'
> & {
  stylist_name: string
  report_count: number
  last_reported_at: Date
  reasons: ReportedReview['reasons']
  details: ReportedReview['details']
}

/**
 * Visible reviews with open reports, the most reported first, with how many of each reason and
 * every report's own words. Runs as the service role, after the admin check.
 */
export async function listReportedReviews(tx: Tx): Promise<ReportedReview[]> {
  const rows = await tx<QueueRow[]>`
    select r.id, r.stylist_id, s.stylist_name, r.rating, r.comment, r.created_at, r.visit_service_name,
           count(o.id)::int as report_count, max(o.created_at) as last_reported_at,
           (select json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason)
              from (select reason, count(*)::int as n from public.review_reports
                     where review_id = r.id and resolved_at is null group by reason) x) as reasons,
           coalesce((select json_agg(json_build_object('reason', d.reason, 'details', d.details, 'createdAt', d.created_at)
                       order by d.created_at desc, d.id desc)
                       from public.review_reports d
                      where d.review_id = r.id and d.resolved_at is null and d.details is not null), '[]') as details
      from public.review_reports o
      join public.reviews r on r.id = o.review_id
      join public.stylists s on s.id = r.stylist_id
     where o.resolved_at is null and r.hidden_at is null
     group by r.id, s.stylist_name
     order by count(o.id) desc, max(o.created_at) desc, r.id
     limit ${QUEUE_LIMIT}`
  return rows.map((r) => ({
    id: Number(r.id),
    stylistId: Number(r.stylist_id),
    stylistName: r.stylist_name.trim() || 'Independent Stylist',
    rating: r.rating,
    comment: r.comment,
    createdAt: r.created_at.toISOString(),
    verifiedService: r.visit_service_name,
    reportCount: r.report_count,
    reasons: r.reasons,
    details: r.details.map((d) => ({ ...d, createdAt: new Date(d.createdAt).toISOString() })),
    lastReportedAt: r.last_reported_at.toISOString(),
  }))
}

export type Moderation = 'hidden' | 'kept'

/**
 * Hides a review (it leaves every public read, the count and the rating) or keeps it, and closes
 * its open reports with that outcome, in the caller's transaction. The review row is locked, so
 * two admins acting at once apply one after the other. 'not_found' for an unknown review;
 * 'already_hidden' when hiding a hidden one; 'no_reports' when keeping one nobody reported.
 * Returns the reasons of the reports it closed, for the audit entry.
 */
export async function moderateReview(
  tx: Tx,
  reviewId: number,
  outcome: Moderation,
): Promise<{ closed: number; reasons: string } | 'not_found' | 'already_hidden' | 'no_reports'> {
  const [review] = await tx<Pick<Row<'reviews'>, 'hidden_at'>[]>`
    select hidden_at from public.reviews where id = ${reviewId} for update`
  if (!review) return 'not_found'
  if (review.hidden_at) return 'already_hidden'
  const closed = await tx<Pick<Row<'review_reports'>, 'reason'>[]>`
    update public.review_reports set resolved_at = now(), resolution = ${outcome}
     where review_id = ${reviewId} and resolved_at is null
    returning reason`
  if (outcome === 'kept' && closed.length === 0) return 'no_reports'
  if (outcome === 'hidden') await tx`update public.reviews set hidden_at = now() where id = ${reviewId}`
  const counts = new Map<string, number>()
  for (const { reason } of closed) counts.set(reason, (counts.get(reason) ?? 0) + 1)
  const reasons = [...counts].map(([reason, n]) => `${reason} ×${n}`).join(', ')
  return { closed: closed.length, reasons }
}
