import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'

const idParam = z.object({ id: z.string().max(64) })
const attachmentParam = z.object({ id: z.string().max(64), index: z.coerce.number().int().min(0).max(1000) })

function mailboxOf(c: { get(key: 'deps'): AppEnv['Variables']['deps'] }) {
  const mailbox = c.get('deps').mailbox
  if (!mailbox) throw notFound()
  return mailbox
}

/**
 * The embedded mailbox (/dev/mailbox in the web): what the in-process SMTP server received.
 * createApp registers these routes only when the server runs (embedded mode, no SMTP_URL).
 */
export const mailboxRoutes = new Hono<AppEnv>()
  .get('/dev/mailbox', async (c) => c.json({ messages: await mailboxOf(c).list() }))
  .get('/dev/mailbox/:id', validate('param', idParam), async (c) => {
    const message = await mailboxOf(c).read(c.req.valid('param').id)
    if (!message) throw notFound('No such message')
    return c.json(message)
  })
  .get('/dev/mailbox/:id/attachments/:index', validate('param', attachmentParam), async (c) => {
    const { id, index } = c.req.valid('param')
    const file = await mailboxOf(c).attachment(id, index)
    if (!file) throw notFound('No such attachment')
    const name = file.filename.replace(/[^\w.-]/g, '_')
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': file.contentType.split(';')[0].trim() || 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${name}"`,
    })
  })
