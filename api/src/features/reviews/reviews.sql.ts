import type { ReviewInput, ReviewResult } from '@marketplace/domain/contract/auth.ts'
import type { ReviewViewer } from '@marketplace/domain/contract/reviews.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Narrow, Row, ViewRow } from '../../db/rows.ts'

export type SaveReviewOutcome = ReviewResult | 'not_found' | 'own_profile' | 'hidden'

/**
 * Saves the signed-in user's review of a listed stylist: a first review is added, a second one
 * replaces the first (one per user and stylist). Runs as the user: the policies refuse a review
 * in someone else's name or of one's own profile even if this code did not check. The database
 * links the review to the author's latest completed appointment with the stylist (a verified
 * visit; the browser names none), and recomputes the stylist's rating in the same transaction,
 * so the answer carries both. A review an admin hid stays hidden: it cannot be rewritten.
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
  const [mine] = await tx<Pick<Row<'reviews'>, 'hidden_at'>[]>`
    select hidden_at from public.reviews where stylist_id = ${stylistId} and author_id = ${authorId}`
  if (mine?.hidden_at) return 'hidden'
  const [review] = await tx<
    (Cols<Row<'reviews'>, 'id' | 'rating' | 'comment' | 'created_at' | 'visit_service_name', 'created_at'> & {
      updated: boolean
    })[]
  >`
    insert into public.reviews (stylist_id, author_id, rating, comment)
    values (${stylistId}, ${authorId}, ${input.rating}, ${input.comment})
    on conflict (stylist_id, author_id) do update set rating = excluded.rating, comment = excluded.comment
    returning id, rating, comment, created_at, visit_service_name, (xmax <> 0) as updated`
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
      verifiedService: review.visit_service_name,
    },
    updated: review.updated,
    ratingAverage: aggregate.rating_average === null ? null : Number(aggregate.rating_average),
    reviewCount: aggregate.review_count,
  }
}

/**
 * What the signed-in viewer may do on a listed stylist's reviews: reply (their own profile), and
 * which completed visit a review would be linked to (the same choice the database's trigger
 * makes). Null when the stylist is not listed. Runs as the viewer: they see only their own
 * appointments.
 */
export async function reviewViewer(tx: Tx, stylistId: number): Promise<ReviewViewer | null> {
  const [row] = await tx<{ own: boolean; visit: string | null }[]>`
    select public.owns_stylist(s.id) as own,
      coalesce((select r.visit_service_name from public.reviews r
                 where r.stylist_id = s.id and r.author_id = (select auth.uid()) and r.visit_service_name is not null),
               (select a.service_name from public.appointments a
                 where a.stylist_id = s.id and a.client_id = (select auth.uid()) and a.status = 'completed'
                 order by a.starts_at desc, a.id desc limit 1)) as visit
      from public.listed_stylists s where s.id = ${stylistId}`
  if (!row) return null
  return { ownsProfile: row.own, visitService: row.own ? null : row.visit }
}
