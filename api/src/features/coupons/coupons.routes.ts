import { Hono } from 'hono'
import { couponValidateInputSchema } from '@marketplace/domain/contract/billing.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { limitPerIpAndAccount } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { judgeCoupon } from './coupon-rules.ts'
import { lookUpCoupon } from './coupons.sql.ts'

/**
 * POST /api/coupons/validate: for a signed-in user on the registration page (codes cannot be
 * probed anonymously, and guessing is rate-limited). An unusable code is a 200 with `valid: false`
 * and the reason. Runs as the user, who can look up one coupon by its code and nothing more; the
 * time is the billing clock's, the one the redemption at complete-signup judges by.
 */
export const couponsRoutes = new Hono<AppEnv>().post(
  '/coupons/validate',
  requireUser,
  limitPerIpAndAccount('couponPerIp', 'couponPerAccount'),
  validate('json', couponValidateInputSchema),
  async (c) => {
    const { code, planType } = c.req.valid('json')
    const user = c.get('user')
    const { sql, billing } = c.get('deps')
    const coupon = await asUser(sql, user.claims, (tx) => lookUpCoupon(tx, code, user.id))
    return c.json(judgeCoupon(coupon, planType, billing.clock.now()))
  },
)
