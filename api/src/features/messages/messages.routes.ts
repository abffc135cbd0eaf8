import { Hono } from 'hono'
import { z } from 'zod'
import { dashboardMessages, pathId } from '@marketplace/domain/contract/dashboard.ts'
import {
  inboxQuerySchema,
  markReadInputSchema,
  messageMessages,
  messageReportInputSchema,
  sendMessageInputSchema,
  startConversationInputSchema,
  threadQuerySchema,
  type Conversation,
} from '@marketplace/domain/contract/messages.ts'
import type { AppEnv } from '../../app-env.ts'
import type { Sql } from '../../db/client.ts'
import { asService, asUser } from '../../db/roles.ts'
import { requireUser, type Principal } from '../../lib/auth.ts'
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import { limitPerIpAndAccount } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import {
  findConversation,
  isParticipant,
  inboxPage,
  openConversation,
  partyNames,
  seenMessageId,
  toSummary,
  writeRefusal,
} from './conversations.sql.ts'
import { queueMessageMail } from '../mail/message-mail.ts'
import { ownStylistId } from '../dashboard/own-stylist.sql.ts'
import { limitMessages } from './message-limits.ts'
import { messageStream } from './message-stream.ts'
import {
  block,
  blockedByMe,
  insertMessage,
  messageInConversation,
  otherParticipant,
  recordRead,
  reportConversation,
  threadPage,
  unblock,
  unreadTotal,
} from './messages.sql.ts'

const idParam = z.object({ id: pathId('id') })
const startRefusals = {
  own_profile: messageMessages.ownProfile,
  blocked: messageMessages.blocked,
  not_listed: messageMessages.notListed,
  client_first: messageMessages.clientFirst,
} as const
const notFoundConversation = () => notFound(messageMessages.conversationNotFound)

/** The conversation as its participant sees it, or 404 (also for anyone else: RLS hides it). */
async function loadConversation(sql: Sql, user: Principal, id: number): Promise<Conversation> {
  const found = await asUser(sql, user.claims, async (tx) => {
    const row = await findConversation(tx, user.id, id)
    if (!row) return null
    const other = row.role === 'client' ? row.stylist_user_id : row.client_id
    return {
      row,
      seen: await seenMessageId(tx, user.id, id),
      refusal: await writeRefusal(tx, id),
      blockedByMe: await blockedByMe(tx, user.id, other),
    }
  })
  if (!found) throw notFoundConversation()
  const names = await asService(sql, (tx) => partyNames(tx, [id]))
  return {
    ...toSummary(found.row, user.id, names),
    seenMessageId: found.seen,
    mayWrite: found.refusal === null,
    refusal: found.refusal,
    blockedByMe: found.blockedByMe,
  }
}

/**
 * Messages between a client and a stylist (issue 38, docs/decisions/022-messages.md). Everything
 * runs as the signed-in caller under row-level security: a conversation someone is not part of
 * is a 404 to them, whoever they are (admins read reported ones through /api/admin/messages).
 */
export const messagesRoutes = new Hono<AppEnv>()
  /** POST /api/messages/conversations: open (201) or find (200) the conversation with a stylist or client. */
  .post(
    '/messages/conversations',
    requireUser,
    limitPerIpAndAccount('conversationStartPerIp', 'conversationStartPerAccount'),
    validate('json', startConversationInputSchema),
    async (c) => {
      const { sql } = c.get('deps')
      const user = c.get('user')
      const input = c.req.valid('json')
      const outcome = await asUser(sql, user.claims, async (tx) => {
        if (input.stylistId !== undefined)
          return openConversation(tx, user.id, input.stylistId, input.appointmentId ?? null)
        // A stylist writes from their own profile to a client who has an appointment with them.
        const own = await ownStylistId(tx, user.id)
        if (own === null) throw notFound(dashboardMessages.profileRequired)
        return openConversation(tx, input.clientId!, own, input.appointmentId ?? null)
      })
      if ('refusal' in outcome) {
        if (outcome.refusal === 'not_found')
          throw notFound(
            input.stylistId !== undefined ? messageMessages.stylistNotFound : messageMessages.clientNotFound,
          )
        throw forbidden(startRefusals[outcome.refusal])
      }
      return c.json(await loadConversation(sql, user, outcome.id), outcome.created ? 201 : 200)
    },
  )
  /** GET /api/messages/conversations?cursor=: the caller's inbox, newest activity first. */
  .get('/messages/conversations', requireUser, validate('query', inboxQuerySchema), async (c) => {
    const { sql } = c.get('deps')
    const user = c.get('user')
    const { cursor } = c.req.valid('query')
    const parsed = cursor ? { atMicros: cursor.split('_')[0]!, id: Number(cursor.split('_')[1]) } : null
    const page = await asUser(sql, user.claims, (tx) => inboxPage(tx, user.id, parsed))
    const names = await asService(sql, (tx) =>
      partyNames(
        tx,
        page.rows.map((r) => Number(r.id)),
      ),
    )
    return c.json({ conversations: page.rows.map((r) => toSummary(r, user.id, names)), nextCursor: page.nextCursor })
  })
  /** GET /api/messages/unread: unread messages across the caller's conversations (the header). */
  .get('/messages/unread', requireUser, async (c) => {
    const user = c.get('user')
    return c.json({ unread: await asUser(c.get('deps').sql, user.claims, (tx) => unreadTotal(tx, user.id)) })
  })
  /** GET /api/messages/stream: Server-Sent Events of the caller's new messages (embedded mode's Node server). */
  .get('/messages/stream', requireUser, messageStream)
  /** GET /api/messages/conversations/:id: one conversation with its read state and whether the caller may write. */
  .get('/messages/conversations/:id', requireUser, validate('param', idParam), async (c) =>
    c.json(await loadConversation(c.get('deps').sql, c.get('user'), c.req.valid('param').id)),
  )
  /** GET /api/messages/conversations/:id/messages?before=: the latest messages, or those before a message id. */
  .get(
    '/messages/conversations/:id/messages',
    requireUser,
    validate('param', idParam),
    validate('query', threadQuerySchema),
    async (c) => {
      const user = c.get('user')
      const { id } = c.req.valid('param')
      const { before } = c.req.valid('query')
      const page = await asUser(c.get('deps').sql, user.claims, async (tx) =>
        (await isParticipant(tx, id)) ? threadPage(tx, user.id, id, before ?? null) : null,
      )
      if (!page) throw notFoundConversation()
      return c.json(page)
    },
  )
  /** POST /api/messages/conversations/:id/messages: 201 with the message; 403 naming the rule that refuses it. */
  .post(
    '/messages/conversations/:id/messages',
    requireUser,
    validate('param', idParam),
    limitMessages,
    validate('json', sendMessageInputSchema),
    async (c) => {
      const deps = c.get('deps')
      const { sql, messageBus } = deps
      const user = c.get('user')
      const { id } = c.req.valid('param')
      const { body } = c.req.valid('json')
      const outcome = await asUser(sql, user.claims, async (tx) => {
        if (!(await isParticipant(tx, id))) return 'not_found' as const
        const sent = await insertMessage(tx, id, user.id, body)
        if (!sent) return { refusal: await writeRefusal(tx, id) }
        // The away party's email, batched per conversation (ADR 022), in the same transaction.
        await queueMessageMail(tx, deps, id, user.id, deps.clock.now())
        return sent
      })
      if (outcome === 'not_found') throw notFoundConversation()
      if ('refusal' in outcome) throw forbidden(outcome.refusal ?? messageMessages.blocked)
      // After the commit: a stream that hears of it can read it.
      messageBus?.publish(outcome.recipients, { conversationId: id, messageId: outcome.id })
      return c.json({ id: outcome.id, body, fromMe: true, createdAt: outcome.createdAt.toISOString() }, 201)
    },
  )
  /** POST /api/messages/conversations/:id/read: the caller has read up to this message. */
  .post(
    '/messages/conversations/:id/read',
    requireUser,
    validate('param', idParam),
    validate('json', markReadInputSchema),
    async (c) => {
      const user = c.get('user')
      const { id } = c.req.valid('param')
      const { messageId } = c.req.valid('json')
      const outcome = await asUser(c.get('deps').sql, user.claims, async (tx) => {
        if (!(await isParticipant(tx, id))) return 'not_found' as const
        if (!(await messageInConversation(tx, id, messageId))) return 'no_message' as const
        return recordRead(tx, id, user.id, messageId)
      })
      if (outcome === 'not_found') throw notFoundConversation()
      if (outcome === 'no_message')
        throw new HttpError(400, messageMessages.messageNotFound, [
          { path: ['messageId'], message: messageMessages.messageNotFound },
        ])
      return c.json({ lastReadMessageId: outcome })
    },
  )
  /** PUT /api/messages/conversations/:id/block: the caller blocks the other party (either side). */
  .put('/messages/conversations/:id/block', requireUser, validate('param', idParam), async (c) =>
    c.json(await changeBlock(c.get('deps').sql, c.get('user'), c.req.valid('param').id, true)),
  )
  /** DELETE /api/messages/conversations/:id/block: lifts the caller's own block. */
  .delete('/messages/conversations/:id/block', requireUser, validate('param', idParam), async (c) =>
    c.json(await changeBlock(c.get('deps').sql, c.get('user'), c.req.valid('param').id, false)),
  )
  /** POST /api/messages/conversations/:id/report: the conversation or one message, to the admin's queue. */
  .post(
    '/messages/conversations/:id/report',
    requireUser,
    limitPerIpAndAccount('reportPerIp', 'reportPerAccount'),
    validate('param', idParam),
    validate('json', messageReportInputSchema),
    async (c) => {
      const user = c.get('user')
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const outcome = await asUser(c.get('deps').sql, user.claims, async (tx) =>
        (await isParticipant(tx, id)) ? reportConversation(tx, user.id, id, input) : ('not_found' as const),
      )
      if (outcome === 'not_found') throw notFoundConversation()
      if (outcome === 'message_not_found') throw notFound(messageMessages.messageNotFound)
      if (outcome === 'exists') throw new HttpError(409, messageMessages.alreadyReported)
      return c.json({ reported: true as const }, 201)
    },
  )

async function changeBlock(sql: Sql, user: Principal, id: number, on: boolean) {
  const done = await asUser(sql, user.claims, async (tx) => {
    const other = await otherParticipant(tx, user.id, id)
    if (!other) return false
    await (on ? block(tx, user.id, other) : unblock(tx, user.id, other))
    return true
  })
  if (!done) throw notFoundConversation()
  return { blocked: on }
}
