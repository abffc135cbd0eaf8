import { Hono } from 'hono'
import { z } from 'zod'
import { pathId } from '@marketplace/domain/contract/dashboard.ts'
import { reviewMessages, reviewModerationInputSchema } from '@marketplace/domain/contract/reviews.ts'
import type { AppEnv } from '../../app-env.ts'
import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { recordAudit, type Actor } from './admin-audit.sql.ts'
import { listReportedReviews, moderateReview, type Moderation } from './admin-reviews.sql.ts'

const idParam = z.object({ id: pathId('id') })

/**
 * Reported reviews (under /api/admin, behind the admin check): the queue, and Hide / Keep. Each
 * action closes the review's open reports and writes its audit entry in one transaction (ADR 010).
 */
export const adminReviewRoutes = new Hono<AppEnv>()
  .get('/admin/reviews/reported', async (c) => c.json(await asService(c.get('deps').sql, listReportedReviews)))
  .post(
    '/admin/reviews/:id/hide',
    validate('param', idParam),
    validate('json', reviewModerationInputSchema),
    async (c) =>
      c.json(
        await moderate(c.get('deps').sql, c.get('user'), c.req.valid('param').id, c.req.valid('json').notes, 'hidden'),
      ),
  )
  .post(
    '/admin/reviews/:id/keep',
    validate('param', idParam),
    validate('json', reviewModerationInputSchema),
    async (c) =>
      c.json(
        await moderate(c.get('deps').sql, c.get('user'), c.req.valid('param').id, c.req.valid('json').notes, 'kept'),
      ),
  )

function moderate(sql: Sql, actor: Actor, id: number, notes: string | null, outcome: Moderation) {
  return asService(sql, async (tx) => {
    const done = await moderateReview(tx, id, outcome)
    if (done === 'not_found') throw notFound(reviewMessages.reviewNotFound)
    if (done === 'already_hidden') throw new HttpError(409, 'This review is already hidden')
    if (done === 'no_reports') throw new HttpError(409, 'This review has no open reports')
    const summary = done.closed > 0 ? `Reports: ${done.reasons}` : 'No open reports'
    await recordAudit(tx, actor, {
      action: outcome === 'hidden' ? 'review.hide' : 'review.keep',
      targetType: 'review',
      targetId: id,
      notes: notes ? `${summary}. ${notes}` : summary,
    })
    return { id, hidden: outcome === 'hidden', closedReports: done.closed }
  })
}
