import { Hono } from 'hono'
import { supportMessageSchema } from '@marketplace/domain/contract/support.ts'
import type { AppEnv } from '../../app-env.ts'
import { asAnon } from '../../db/roles.ts'
import { limitPerIp } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { insertSupportMessage } from './support.sql.ts'

/**
 * POST /api/support/messages: the support form. The spec's form sent nothing; we store the message
 * for the admin's support inbox. Visitors may write but never read messages (row-level security).
 */
export const supportRoutes = new Hono<AppEnv>().post(
  '/support/messages',
  limitPerIp('supportPerIp'),
  validate('json', supportMessageSchema),
  async (c) => {
    const { sql } = c.get('deps')
    await asAnon(sql, (tx) => insertSupportMessage(tx, c.req.valid('json'), null))
    return c.json({ message: 'Thanks! Your message has been received.' }, 201)
  },
)
