import { z } from 'zod'

/** How many reviews a profile carries, and how many each further page brings (newest first). */
export const REVIEW_PAGE_SIZE = 20

/** A stylist's reply under a review: shown with the stylist's name. */
export const REVIEW_REPLY_MAX = 1000
export const reviewReplySchema = z.object({ body: z.string(), createdAt: z.string(), stylistName: z.string() })

/**
 * A review as the profile shows it: signed with the reviewer's first name and last initial
 * ("Maria G."; null without a first name: shown as "Client"), never their full name or email, with
 * its visit's service when verified.
 */
export const publicReviewSchema = z.object({
  id: z.number(),
  authorName: z.string().nullable(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  /** The service of the completed appointment it comes from ("Verified visit · Balayage"); null otherwise. */
  verifiedService: z.string().nullable(),
  reply: reviewReplySchema.nullable(),
})
export type PublicReview = z.infer<typeof publicReviewSchema>

/** GET /api/stylists/:id/reviews?cursor=: the next page; `nextCursor` null on the last. */
export const reviewPageSchema = z.object({ reviews: z.array(publicReviewSchema), nextCursor: z.string().nullable() })
export type ReviewPage = z.infer<typeof reviewPageSchema>

/** A page cursor: the last review's creation time in microseconds and its id. */
export const reviewCursorSchema = z.string().regex(/^[0-9]{1,17}_[1-9][0-9]{0,14}$/, 'Invalid cursor')
export const reviewPageQuerySchema = z.object({ cursor: reviewCursorSchema.optional() })

/** GET /api/stylists/:id/reviews/viewer: what the signed-in viewer may do on this profile's reviews. */
export const reviewViewerSchema = z.object({
  /** The viewer is this stylist: they may reply, not review. */
  ownsProfile: z.boolean(),
  /** The service of the viewer's completed visit a new review would be linked to, if any. */
  visitService: z.string().nullable(),
})
export type ReviewViewer = z.infer<typeof reviewViewerSchema>

export const reviewMessages = {
  replyRequired: 'Please write a reply',
  replyTooLong: `Replies can be at most ${REVIEW_REPLY_MAX} characters`,
  alreadyReplied: 'You have already replied to this review',
  notYourReview: 'Only the reviewed stylist can reply to this review',
  reviewNotFound: 'Review not found',
  alreadyReported: 'You have already reported this review',
  reportDetailsTooLong: 'Details can be at most 500 characters',
  reasonRequired: 'Please choose a reason',
  reviewHidden: 'Your review of this stylist was removed by our moderators',
} as const

/** POST /api/reviews/:id/reply */
export const reviewReplyInputSchema = z.object({
  body: z.string().trim().min(1, reviewMessages.replyRequired).max(REVIEW_REPLY_MAX, reviewMessages.replyTooLong),
})
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>

/** Why a review is reported (the dialog's choices, in this order). */
export const reportReasons = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'offensive', label: 'Offensive or abusive' },
  { value: 'fake', label: 'Not a real client experience' },
  { value: 'personal_info', label: 'Shares personal information' },
  { value: 'other', label: 'Something else' },
] as const
export type ReportReason = (typeof reportReasons)[number]['value']
const reasonValues = reportReasons.map((r) => r.value) as [ReportReason, ...ReportReason[]]

/** POST /api/reviews/:id/report */
export const reviewReportInputSchema = z.object({
  reason: z.enum(reasonValues, { error: reviewMessages.reasonRequired }),
  details: z
    .string()
    .trim()
    .max(500, reviewMessages.reportDetailsTooLong)
    .nullish()
    .transform((v) => v || null),
})
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>

/** GET /api/admin/reviews/reported: visible reviews with open reports, most reported first. */
export const reportedReviewSchema = z.object({
  id: z.number(),
  stylistId: z.number(),
  stylistName: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  verifiedService: z.string().nullable(),
  reportCount: z.number(),
  reasons: z.array(z.object({ reason: z.enum(reasonValues), count: z.number() })),
  details: z.array(z.object({ reason: z.enum(reasonValues), details: z.string(), createdAt: z.string() })),
  lastReportedAt: z.string(),
})
export type ReportedReview = z.infer<typeof reportedReviewSchema>

/** POST /api/admin/reviews/:id/hide and /keep: an optional note for the audit log. */
export const reviewModerationInputSchema = z.object({
  notes: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
})

/** The answer to Hide / Keep: the review, whether it is now hidden, how many reports were closed. */
export const reviewModerationResultSchema = z.object({ id: z.number(), hidden: z.boolean(), closedReports: z.number() })
export type ReviewModerationResult = z.infer<typeof reviewModerationResultSchema>

/** The answer to a report. */
export const reviewReportResultSchema = z.object({ reported: z.literal(true) })
