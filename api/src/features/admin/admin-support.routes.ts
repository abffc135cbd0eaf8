import { Hono } from 'hono'
import { z } from 'zod'
import { supportStatusUpdateSchema } from '@marketplace/domain/contract/admin.ts'
import { pathId } from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import { asService } from '../../db/roles.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { recordAudit } from './admin-audit.sql.ts'
import { listSupportMessages, setSupportStatus } from './admin-support.sql.ts'

const idParam = z.object({ id: pathId('id') })

/** The support inbox: messages sent through /support (under /api/admin, behind the admin check). */
export const adminSupportRoutes = new Hono<AppEnv>()
  .get('/admin/support/messages', async (c) => c.json(await asService(c.get('deps').sql, listSupportMessages)))
  .patch(
    '/admin/support/messages/:id',
    validate('param', idParam),
    validate('json', supportStatusUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const { status } = c.req.valid('json')
      const item = await asService(c.get('deps').sql, async (tx) => {
        const updated = await setSupportStatus(tx, id, status)
        if (!updated) throw notFound('Message not found')
        await recordAudit(tx, c.get('user'), {
          action: 'support_message.status',
          targetType: 'support_message',
          targetId: id,
          notes: status,
        })
        return updated
      })
      return c.json(item)
    },
  )
