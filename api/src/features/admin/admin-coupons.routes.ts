import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { couponCreateSchema, couponUpdateSchema } from '@marketplace/domain/contract/admin.ts'
import { pathId } from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import { asService } from '../../db/roles.ts'
import { badRequest } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { changeCoupon, createCoupon, duplicateCode, isDuplicateCode, removeCoupon } from './admin-coupons.ts'
import { listCoupons } from './admin-coupons.sql.ts'
import { withStatus } from '../coupons/coupon-rules.ts'

const idParam = z.object({ id: pathId('id') })
/** The console shows the first problem; `issues` names every field at fault. */
const firstIssue = { message: 'first-issue' } as const
const CODE_FIXED = 'The code of a discount code cannot change after it is created'

/** A PATCH naming the code gets its own answer (the strict schema would refuse it too, less clearly). */
const refuseCodeChange = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => null)
  if (body && typeof body === 'object' && 'code' in body)
    throw badRequest(CODE_FIXED, [{ path: ['code'], message: CODE_FIXED }])
  await next()
})

/** The Discount Codes tab (under /api/admin, behind the admin check of admin.routes.ts). */
export const adminCouponRoutes = new Hono<AppEnv>()
  .get('/admin/coupons', async (c) => {
    const { sql, billing } = c.get('deps')
    const coupons = await asService(sql, listCoupons)
    const now = billing.clock.now()
    return c.json(coupons.map((coupon) => withStatus(coupon, now)))
  })
  .post('/admin/coupons', validate('json', couponCreateSchema, firstIssue), async (c) => {
    const input = c.req.valid('json')
    const coupon = await asService(c.get('deps').sql, (tx) => createCoupon(tx, c.get('user'), input)).catch(
      (error: unknown) => {
        throw isDuplicateCode(error) ? duplicateCode() : error
      },
    )
    return c.json(withStatus(coupon, c.get('deps').billing.clock.now()), 201)
  })
  .patch(
    '/admin/coupons/:id',
    validate('param', idParam),
    refuseCodeChange,
    validate('json', couponUpdateSchema, firstIssue),
    async (c) => {
      const { id } = c.req.valid('param')
      const patch = c.req.valid('json')
      const { sql, billing } = c.get('deps')
      const coupon = await asService(sql, (tx) => changeCoupon(tx, c.get('user'), id, patch))
      return c.json(withStatus(coupon, billing.clock.now()))
    },
  )
  .delete('/admin/coupons/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    const outcome = await asService(c.get('deps').sql, (tx) => removeCoupon(tx, c.get('user'), id))
    return c.json({ id, outcome })
  })
