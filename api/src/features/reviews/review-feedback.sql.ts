import type { PublicReview, ReviewReportInput } from '@marketplace/domain/contract/reviews.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Row } from '../../db/rows.ts'

type Reply = NonNullable<PublicReview['reply']>

/**
 * The reviewed stylist's one reply to a visible review. Runs as the signed-in caller: the insert
 * policy lets only the stylist of the review write it, in their own name, so the checks here only
 * choose the answer (404 unknown or hidden, 403 someone else's review, 409 already replied).
 */
export async function addReply(
  tx: Tx,
  reviewId: number,
  authorId: string,
  body: string,
): Promise<Reply | 'not_found' | 'not_yours' | 'exists'> {
  const [review] = await tx<{ own: boolean; stylist_name: string }[]>`
    select public.owns_reviewed_stylist(r.id) as own, s.stylist_name
      from public.reviews r join public.stylists s on s.id = r.stylist_id
     where r.id = ${reviewId} and r.hidden_at is null`
  if (!review) return 'not_found'
  if (!review.own) return 'not_yours'
  const [reply] = await tx<Cols<Row<'review_replies'>, 'body' | 'created_at', 'created_at'>[]>`
    insert into public.review_replies (review_id, author_id, body) values (${reviewId}, ${authorId}, ${body})
    on conflict (review_id) do nothing
    returning body, created_at`
  if (!reply) return 'exists'
  return {
    body: reply.body,
    createdAt: reply.created_at.toISOString(),
    stylistName: review.stylist_name.trim() || 'Independent Stylist',
  }
}

/**
 * The caller's report of a visible review, once per user and review (409 the second time). Runs
 * as the caller: the policy makes the reporter the caller and refuses hidden reviews.
 */
export async function reportReview(
  tx: Tx,
  reviewId: number,
  reporterId: string,
  input: { reason: ReviewReportInput['reason']; details: string | null },
): Promise<{ id: number } | 'not_found' | 'exists'> {
  const [review] = await tx<Pick<Row<'reviews'>, 'hidden_at'>[]>`
    select hidden_at from public.reviews where id = ${reviewId}`
  if (!review || review.hidden_at) return 'not_found'
  const [report] = await tx<{ id: number }[]>`
    insert into public.review_reports (review_id, reporter_id, reason, details)
    values (${reviewId}, ${reporterId}, ${input.reason}, ${input.details})
    on conflict (review_id, reporter_id) do nothing
    returning id`
  return report ? { id: Number(report.id) } : 'exists'
}
