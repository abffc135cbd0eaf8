import { Hono } from 'hono'
import { z } from 'zod'
import { reviewInputSchema } from '@marketplace/domain/contract/auth.ts'
import { pathId } from '@marketplace/domain/contract/dashboard.ts'
import {
  reviewMessages,
  reviewPageQuerySchema,
  reviewReplyInputSchema,
  reviewReportInputSchema,
} from '@marketplace/domain/contract/reviews.ts'
import type { AppEnv } from '../../app-env.ts'
import { asAnon, asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import { limitPerIpAndAccount } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { addReply, reportReview } from './review-feedback.sql.ts'
import { findReviewPage, parseReviewCursor } from './review-view.ts'
import { reviewViewer, saveReview } from './reviews.sql.ts'

const paramsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
const reviewParam = z.object({ id: pathId('id') })
const conflict = (message: string) => new HttpError(409, message)

/**
 * Reviews: a signed-in user's review of a stylist (linked by the database to their completed
 * visit, if any), the pages after the profile's first, what the viewer may do, the stylist's one
 * reply and anyone's report (for the admin's queue, /api/admin/reviews).
 */
export const reviewsRoutes = new Hono<AppEnv>()
  /** POST /api/stylists/:id/reviews: 201 new, 200 when it replaced theirs. */
  .post(
    '/stylists/:id/reviews',
    requireUser,
    limitPerIpAndAccount('reviewPerIp', 'reviewPerAccount'),
    validate('param', paramsSchema),
    validate('json', reviewInputSchema),
    async (c) => {
      const user = c.get('user')
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const outcome = await asUser(c.get('deps').sql, user.claims, (tx) => saveReview(tx, id, user.id, input))
      if (outcome === 'not_found') throw notFound('Stylist not found')
      if (outcome === 'own_profile') throw forbidden('You cannot review your own profile')
      if (outcome === 'hidden') throw conflict(reviewMessages.reviewHidden)
      return c.json(outcome, outcome.updated ? 200 : 201)
    },
  )
  /** GET /api/stylists/:id/reviews?cursor=: the page after the cursor, newest first (read pool). */
  .get(
    '/stylists/:id/reviews',
    validate('param', paramsSchema),
    validate('query', reviewPageQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const { cursor } = c.req.valid('query')
      const page = await asAnon(c.get('deps').readSql, (tx) =>
        findReviewPage(tx, id, cursor ? parseReviewCursor(cursor) : null),
      )
      if (!page) throw notFound('Stylist not found')
      return c.json(page)
    },
  )
  /** GET /api/stylists/:id/reviews/viewer: may the caller reply here, and would a review be verified. */
  .get('/stylists/:id/reviews/viewer', requireUser, validate('param', paramsSchema), async (c) => {
    const { id } = c.req.valid('param')
    const viewer = await asUser(c.get('deps').sql, c.get('user').claims, (tx) => reviewViewer(tx, id))
    if (!viewer) throw notFound('Stylist not found')
    return c.json(viewer)
  })
  /** POST /api/reviews/:id/reply: the reviewed stylist's one reply (201; 409 the second time). */
  .post(
    '/reviews/:id/reply',
    requireUser,
    limitPerIpAndAccount('reviewPerIp', 'reviewPerAccount'),
    validate('param', reviewParam),
    validate('json', reviewReplyInputSchema),
    async (c) => {
      const user = c.get('user')
      const { id } = c.req.valid('param')
      const { body } = c.req.valid('json')
      const outcome = await asUser(c.get('deps').sql, user.claims, (tx) => addReply(tx, id, user.id, body))
      if (outcome === 'not_found') throw notFound(reviewMessages.reviewNotFound)
      if (outcome === 'not_yours') throw forbidden(reviewMessages.notYourReview)
      if (outcome === 'exists') throw conflict(reviewMessages.alreadyReplied)
      return c.json(outcome, 201)
    },
  )
  /** POST /api/reviews/:id/report: anyone signed in, once per review (201; 409 the second time). */
  .post(
    '/reviews/:id/report',
    requireUser,
    limitPerIpAndAccount('reportPerIp', 'reportPerAccount'),
    validate('param', reviewParam),
    validate('json', reviewReportInputSchema),
    async (c) => {
      const user = c.get('user')
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const outcome = await asUser(c.get('deps').sql, user.claims, (tx) => reportReview(tx, id, user.id, input))
      if (outcome === 'not_found') throw notFound(reviewMessages.reviewNotFound)
      if (outcome === 'exists') throw conflict(reviewMessages.alreadyReported)
      return c.json({ reported: true as const }, 201)
    },
  )
