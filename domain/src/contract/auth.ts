import { z } from 'zod'
import { isSingleLine, SINGLE_LINE_MESSAGE } from '../single-line.ts'

/** The spec's password rule (section 8), shared by the forms and the embedded identity issuer. */
export const PASSWORD_MIN_LENGTH = 6

/** GET /api/auth/user: the signed-in user (401 when signed out). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isStylist: z.boolean(),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

const optionalName = z
  .string()
  .trim()
  .max(100)
  .refine(isSingleLine, SINGLE_LINE_MESSAGE)
  .nullish()
  .transform((v) => (v ? v : null))

/** POST /api/firebase/users: what the browser knows of the user at each sign-in. */
export const signInRecordSchema = z.object({
  email: z.email().max(320),
  firstName: optionalName,
  lastName: optionalName,
  profileImageUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullish()
    .transform((v) => v ?? null),
})
export type SignInRecord = z.input<typeof signInRecordSchema>

/** POST /api/stylists/:id/reviews */
export const REVIEW_COMMENT_MAX = 2000
export const reviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().min(1, 'Comment is required').max(REVIEW_COMMENT_MAX),
})
export type ReviewInput = z.input<typeof reviewInputSchema>

/** The answer to a posted review: the review as the profile shows it, and the new aggregate. */
export const reviewResultSchema = z.object({
  review: z.object({
    id: z.number(),
    rating: z.number(),
    comment: z.string(),
    createdAt: z.string(),
    /** The service of the completed visit the review is linked to (a verified visit), or null. */
    verifiedService: z.string().nullable(),
  }),
  /** true when the user's earlier review of this stylist was replaced. */
  updated: z.boolean(),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number(),
})
export type ReviewResult = z.infer<typeof reviewResultSchema>
