import type { ReviewInput, ReviewResult } from '@marketplace/domain/contract/auth.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Narrow, Row, ViewRow } from '../../db/rows.ts'

export type SaveReviewOutcome = ReviewResult | 'not_found' | 'own_profile'

/**
 * Saves the signed-in user's review of a listed stylist: a first review is added, a second one
 * replaces the first (one per user and stylist). Runs as the user: the policies refuse a review
 * in someone else's name or of one's own profile even if this code did not check. The stylist's
 * rating is recomputed by a trigger within the same transaction, so the answer carries it.
 */
export async function saveReview(
  tx: Tx,
  stylistId: number,
  authorId: string,
  input: Required<ReviewInput>,
): Promise<SaveReviewOutcome> {
  const [stylist] = await tx<{ own: boolean }[]>`
    select public.owns_stylist(id) as own from public.listed_stylists where id = ${stylistId}`
  if (!stylist) return 'not_found'
  if (stylist.own) return 'own_profile'
  const [review] = await tx<
    (Cols<Row<'reviews'>, 'id' | 'rating' | 'comment' | 'created_at', 'created_at'> & { updated: boolean })[]
  >`
    insert into public.reviews (stylist_id, author_id, rating, comment)
    values (${stylistId}, ${authorId}, ${input.rating}, ${input.comment})
    on conflict (stylist_id, author_id) do update set rating = excluded.rating, comment = excluded.comment
    returning id, rating, comment, created_at, (xmax <> 0) as updated`
  // numeric arrives as a string.
  const [aggregate] = await tx<
    Narrow<Pick<ViewRow<'listed_stylists'>, 'rating_average' | 'review_count'>, { rating_average: string | null }>[]
  >`
    select rating_average, review_count from public.listed_stylists where id = ${stylistId}`
  return {
    review: {
      id: Number(review.id),
      rating: review.rating,
      comment: review.comment,
      createdAt: review.created_at.toISOString(),
    },
    updated: review.updated,
    ratingAverage: aggregate.rating_average === null ? null : Number(aggregate.rating_average),
    reviewCount: aggregate.review_count,
  }
}
