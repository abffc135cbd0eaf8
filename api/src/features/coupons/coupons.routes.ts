import { Hono } from 'hono'
import { couponValidateInputSchema } from '@marketplace/domain/contract/billing.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { limitPerIpAndAccount } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { validateCoupon } from './coupons.sql.ts'

/**
 * POST /api/coupons/validate: for a signed-in user on the registration page (codes cannot be
 * probed anonymously, and guessing is rate-limited). An unusable code is a 200 with `valid: false`
 * and the reason. Runs as the user, who can look up one coupon by its code and nothing more.
 */
export const couponsRoutes = new Hono<AppEnv>().post(
  '/coupons/validate',
  requireUser,
  limitPerIpAndAccount('couponPerIp', 'couponPerAccount'),
  validate('json', couponValidateInputSchema),
  async (c) => {
    const { code, planType } = c.req.valid('json')
    const user = c.get('user')
    return c.json(await asUser(c.get('deps').sql, user.claims, (tx) => validateCoupon(tx, code, planType)))
  },
)
