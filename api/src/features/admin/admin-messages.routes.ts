import { Hono } from 'hono'
import { z } from 'zod'
import { pathId } from '@marketplace/domain/contract/dashboard.ts'
import { messageModerationInputSchema } from '@marketplace/domain/contract/messages.ts'
import type { AppEnv } from '../../app-env.ts'
import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { recordAudit, type Actor } from './admin-audit.sql.ts'
import { signPhotos } from '../messages/message-photos.ts'
import { listReportedMessages, moderateMessageReport, type MessageModeration } from './admin-messages.sql.ts'

const idParam = z.object({ id: pathId('id') })

/**
 * Reported messages and conversations (under /api/admin, behind the admin check), beside reported
 * reviews: the queue with the messages in context, and Hide / Keep by report. Each action closes
 * the open reports of its target and writes its audit entry in one transaction (ADR 010, 022).
 */
export const adminMessageRoutes = new Hono<AppEnv>()
  .get('/admin/messages/reported', async (c) => {
    const deps = c.get('deps')
    const { reports, photos } = await asService(deps.sql, listReportedMessages)
    // Photo links only for the messages of open reports, to the admin handling them.
    const signed = await signPhotos(deps.messagePhotos, photos)
    return c.json(
      reports.map((r) => ({ ...r, context: r.context.map((m) => ({ ...m, photos: signed.get(m.id) ?? [] })) })),
    )
  })
  .post(
    '/admin/messages/reports/:id/hide',
    validate('param', idParam),
    validate('json', messageModerationInputSchema),
    async (c) =>
      c.json(
        await moderate(c.get('deps').sql, c.get('user'), c.req.valid('param').id, c.req.valid('json').notes, 'hidden'),
      ),
  )
  .post(
    '/admin/messages/reports/:id/keep',
    validate('param', idParam),
    validate('json', messageModerationInputSchema),
    async (c) =>
      c.json(
        await moderate(c.get('deps').sql, c.get('user'), c.req.valid('param').id, c.req.valid('json').notes, 'kept'),
      ),
  )

function moderate(sql: Sql, actor: Actor, reportId: number, notes: string | null, outcome: MessageModeration) {
  return asService(sql, async (tx) => {
    const done = await moderateMessageReport(tx, reportId, outcome)
    if (done === 'not_found') throw notFound('No open report with this id')
    const summary = `Reports: ${done.reasons}`
    await recordAudit(tx, actor, {
      action: `${done.target}.${outcome === 'hidden' ? 'hide' : 'keep'}`,
      targetType: done.target,
      targetId: done.targetId,
      notes: notes ? `${summary}. ${notes}` : summary,
    })
    return { target: done.target, targetId: done.targetId, hidden: outcome === 'hidden', closedReports: done.closed }
  })
}
