import { REVIEW_PAGE_SIZE, type PublicReview } from '@marketplace/domain/contract/reviews.ts'
import type { Fragment, Tx } from '../../db/client.ts'

/** A review as the JSON of reviewListJson: the public fields and its page cursor. */
export interface ReviewJson {
  id: number
  authorName: string | null
  rating: number
  comment: string
  createdAt: string
  verifiedService: string | null
  reply: { body: string; createdAt: string; stylistName: string } | null
  cursor: string
}

/** A cursor parsed: the creation time in microseconds since the epoch, and the id. */
export interface ReviewCursor {
  micros: string
  id: number
}

export const parseReviewCursor = (cursor: string): ReviewCursor => {
  const [micros, id] = cursor.split('_')
  return { micros, id: Number(id) }
}

/**
 * The reviews of one stylist as a JSON array, newest first with the id as the tiebreak (so a page
 * boundary never drops or repeats a review), at most `limit` of them (all when null), after
 * `after` when given. Runs under the caller's role: the policies leave out hidden reviews and the
 * reviews of unlisted stylists. The cursor is the creation time in whole microseconds (the
 * column's precision; a JavaScript Date would round it) and the id.
 */
export function reviewListJson(tx: Tx, stylistId: Fragment, limit: number | null, after: ReviewCursor | null = null) {
  const from = after
    ? tx`and (created_at, id) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::bigint)`
    : tx``
  return tx`coalesce((
    select json_agg(json_build_object('id', r.id, 'authorName', r.author_label, 'rating', r.rating, 'comment', r.comment, 'createdAt', r.created_at,
        'verifiedService', r.visit_service_name,
        'reply', case when rp.review_id is null then null
                 else json_build_object('body', rp.body, 'createdAt', rp.created_at, 'stylistName', st.stylist_name) end,
        'cursor', (extract(epoch from r.created_at) * 1000000)::bigint::text || '_' || r.id)
      order by r.created_at desc, r.id desc)
    from (select id, stylist_id, author_label, rating, comment, created_at, visit_service_name from public.reviews
           where stylist_id = ${stylistId} ${from}
           order by created_at desc, id desc ${limit === null ? tx`` : tx`limit ${limit}`}) r
    left join public.review_replies rp on rp.review_id = r.id
    left join public.stylists st on st.id = r.stylist_id), '[]')`
}

export function toPublicReview(r: ReviewJson): PublicReview {
  return {
    id: Number(r.id),
    authorName: r.authorName,
    rating: r.rating,
    comment: r.comment,
    createdAt: new Date(r.createdAt).toISOString(),
    verifiedService: r.verifiedService,
    reply: r.reply
      ? {
          body: r.reply.body,
          createdAt: new Date(r.reply.createdAt).toISOString(),
          stylistName: r.reply.stylistName.trim() || 'Independent Stylist',
        }
      : null,
  }
}

/**
 * One page from a list read with `limit = REVIEW_PAGE_SIZE + 1`: the extra review only says that
 * there is a next page, whose cursor is the last review shown.
 */
export function toReviewPage(rows: ReviewJson[]): { reviews: PublicReview[]; nextCursor: string | null } {
  const page = rows.slice(0, REVIEW_PAGE_SIZE)
  return {
    reviews: page.map(toPublicReview),
    nextCursor: rows.length > REVIEW_PAGE_SIZE ? page[page.length - 1].cursor : null,
  }
}

/** The next page of a listed stylist's reviews, or null when there is no such stylist. */
export async function findReviewPage(tx: Tx, stylistId: number, after: ReviewCursor | null) {
  const [row] = await tx<{ reviews: ReviewJson[] }[]>`
    select ${reviewListJson(tx, tx`s.id`, REVIEW_PAGE_SIZE + 1, after)} as reviews
      from public.stylists s where s.id = ${stylistId} and public.stylist_is_visible(s.id)`
  return row ? toReviewPage(row.reviews) : null
}
