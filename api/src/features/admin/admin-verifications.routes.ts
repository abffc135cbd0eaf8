import { Hono } from 'hono'
import { z } from 'zod'
import { verificationDecisionSchema } from '@marketplace/domain/contract/admin.ts'
import { pathId } from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import type { Tx } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { recordAudit, type Actor } from './admin-audit.sql.ts'
import { decideVerification, pendingStylists, verificationStats } from './admin-verifications.sql.ts'

const stylistParam = z.object({ stylistId: pathId('stylistId') })

/** The decision and its audit entry, together or not at all; 404 for an unknown stylist. */
async function decide(tx: Tx, actor: Actor, stylistId: number, status: 'approved' | 'rejected', notes: string | null) {
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
  .get('/admin/verifications/pending', async (c) => c.json(await asService(c.get('deps').sql, pendingStylists)))
  .post(
    '/admin/verifications/:stylistId/approve',
    validate('param', stylistParam),
    validate('json', verificationDecisionSchema),
    async (c) => {
      const { stylistId } = c.req.valid('param')
      const { notes } = c.req.valid('json')
      return c.json(await asService(c.get('deps').sql, (tx) => decide(tx, c.get('user'), stylistId, 'approved', notes)))
    },
  )
  .post(
    '/admin/verifications/:stylistId/reject',
    validate('param', stylistParam),
    validate('json', verificationDecisionSchema),
    async (c) => {
      const { stylistId } = c.req.valid('param')
      const { notes } = c.req.valid('json')
      return c.json(await asService(c.get('deps').sql, (tx) => decide(tx, c.get('user'), stylistId, 'rejected', notes)))
    },
  )
