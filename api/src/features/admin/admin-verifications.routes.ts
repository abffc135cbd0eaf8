import { Hono } from 'hono'
import { z } from 'zod'
import { NO_LICENSE_CONFIRMATION, verificationDecisionSchema } from '@marketplace/domain/contract/admin.ts'
import { pathId } from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import type { Tx } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { recordAudit, type Actor } from './admin-audit.sql.ts'
import { decideVerification, hasLicenseNumber, pendingStylists, verificationStats } from './admin-verifications.sql.ts'

const stylistParam = z.object({ stylistId: pathId('stylistId') })

/**
 * The decision and its audit entry, together or not at all; 404 for an unknown stylist. Approving
 * a stylist who gave no license number takes `confirmNoLicense` (400 naming it otherwise): the
 * console asks first, and a stray request cannot skip the question.
 */
async function decide(
  tx: Tx,
  actor: Actor,
  stylistId: number,
  status: 'approved' | 'rejected',
  { notes, confirmNoLicense }: { notes: string | null; confirmNoLicense?: boolean },
) {
  const licensed = await hasLicenseNumber(tx, stylistId)
  if (licensed === null) throw notFound('Stylist not found')
  if (status === 'approved' && !licensed && confirmNoLicense !== true)
    throw badRequest(NO_LICENSE_CONFIRMATION, [{ path: ['confirmNoLicense'], message: NO_LICENSE_CONFIRMATION }])
  if (!(await decideVerification(tx, stylistId, status, notes))) throw notFound('Stylist not found')
  await recordAudit(tx, actor, {
    action: status === 'approved' ? 'stylist.approve' : 'stylist.reject',
    targetType: 'stylist',
    targetId: stylistId,
    notes,
  })
  return { id: stylistId, verificationStatus: status }
}

/** The Verifications tab (under /api/admin, behind the admin check of admin.routes.ts). */
export const adminVerificationRoutes = new Hono<AppEnv>()
  .get('/admin/verifications/stats', async (c) => c.json(await asService(c.get('deps').sql, verificationStats)))
  .get('/admin/verifications/pending', async (c) => {
    const { sql, clock } = c.get('deps')
    return c.json(await asService(sql, (tx) => pendingStylists(tx, clock.now())))
  })
  .post(
    '/admin/verifications/:stylistId/approve',
    validate('param', stylistParam),
    validate('json', verificationDecisionSchema),
    async (c) => {
      const { stylistId } = c.req.valid('param')
      const decision = c.req.valid('json')
      return c.json(
        await asService(c.get('deps').sql, (tx) => decide(tx, c.get('user'), stylistId, 'approved', decision)),
      )
    },
  )
  .post(
    '/admin/verifications/:stylistId/reject',
    validate('param', stylistParam),
    validate('json', verificationDecisionSchema),
    async (c) => {
      const { stylistId } = c.req.valid('param')
      const decision = c.req.valid('json')
      return c.json(
        await asService(c.get('deps').sql, (tx) => decide(tx, c.get('user'), stylistId, 'rejected', decision)),
      )
    },
  )
