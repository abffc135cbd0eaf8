import { Hono } from 'hono'
import { z } from 'zod'
import { reviewInputSchema } from '@marketplace/domain/contract/auth.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { forbidden, notFound } from '../../lib/http-error.ts'
import { limitPerIpAndAccount } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { saveReview } from './reviews.sql.ts'

const paramsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

/** POST /api/stylists/:id/reviews: a signed-in user's review (201 new, 200 when it replaced theirs). */
export const reviewsRoutes = new Hono<AppEnv>().post(
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
    return c.json(outcome, outcome.updated ? 200 : 201)
  },
)
