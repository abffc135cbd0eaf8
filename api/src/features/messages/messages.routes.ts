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
import { isPhotoPath } from '../../adapters/storage/private-storage.ts'
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
  insertPhotoRows,
  photoMessageBodyLimit,
  photoRowsOf,
  preparePhotos,
  readPhotoMessageForm,
  signPhotos,
  storePhotos,
  type StoredPhoto,
} from './message-photos.ts'
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
const photoParam = z.object({
  owner: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Invalid photo'),
  file: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'Invalid photo'),
})
const photoQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() })
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
      const deps = c.get('deps')
      const found = await asUser(deps.sql, user.claims, async (tx) => {
        if (!(await isParticipant(tx, id))) return null
        const page = await threadPage(tx, user.id, id, before ?? null)
        return {
          page,
          photos: await photoRowsOf(
            tx,
            page.messages.map((m) => m.id),
          ),
        }
      })
      if (!found) throw notFoundConversation()
      // Links are signed only now, for rows RLS let this participant read.
      const signed = await signPhotos(deps.messagePhotos, found.photos)
      return c.json({
        ...found.page,
        messages: found.page.messages.map((m) => ({ ...m, photos: signed.get(m.id) ?? [] })),
      })
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
      return c.json({ id: outcome.id, body, fromMe: true, createdAt: outcome.createdAt.toISOString(), photos: [] }, 201)
    },
  )
  /**
   * POST /api/messages/conversations/:id/photo-messages: a message with 1 to 4 photos, as
   * multipart/form-data (`body`, `photos`), in one request. The photos go through the image intake
   * and into private storage first; the message and its photo rows are then written in one
   * transaction, and a refusal or failure there removes the stored photos: all or nothing.
   */
  .post(
    '/messages/conversations/:id/photo-messages',
    requireUser,
    validate('param', idParam),
    limitMessages,
    limitPerIpAndAccount('uploadPerIp', 'uploadPerAccount'),
    photoMessageBodyLimit,
    async (c) => {
      const deps = c.get('deps')
      const { sql, messageBus } = deps
      const user = c.get('user')
      const { id } = c.req.valid('param')
      const form = await readPhotoMessageForm(c)
      // Who may write, before any image work (the insert policy decides again below).
      const before = await asUser(sql, user.claims, async (tx) =>
        (await isParticipant(tx, id)) ? { refusal: await writeRefusal(tx, id) } : null,
      )
      if (!before) throw notFoundConversation()
      if (before.refusal) throw forbidden(before.refusal)
      const prepared = await preparePhotos(deps, form.photos)
      const storage = deps.messagePhotos!
      const stored: StoredPhoto[] = await storePhotos(storage, user.id, prepared)
      let outcome
      try {
        outcome = await asUser(sql, user.claims, async (tx) => {
          if (!(await isParticipant(tx, id))) return 'not_found' as const
          const sent = await insertMessage(tx, id, user.id, form.body)
          if (!sent) return { refusal: await writeRefusal(tx, id) }
          await insertPhotoRows(tx, sent.id, user.id, stored)
          await queueMessageMail(tx, deps, id, user.id, deps.clock.now())
          return sent
        })
      } catch (error) {
        await storage.remove(stored.map((p) => p.path)).catch(() => {})
        throw error
      }
      if (outcome === 'not_found' || 'refusal' in outcome) {
        await storage.remove(stored.map((p) => p.path)).catch(() => {})
        if (outcome === 'not_found') throw notFoundConversation()
        throw forbidden(outcome.refusal ?? messageMessages.blocked)
      }
      messageBus?.publish(outcome.recipients, { conversationId: id, messageId: outcome.id })
      const signed = await signPhotos(
        storage,
        stored.map((p) => ({ message_id: outcome.id, ...p })),
      )
      return c.json(
        {
          id: outcome.id,
          body: form.body,
          fromMe: true,
          createdAt: outcome.createdAt.toISOString(),
          photos: signed.get(outcome.id) ?? [],
        },
        201,
      )
    },
  )
  /**
   * GET /api/messages/photos/:owner/:file?exp=&sig=: a message photo's bytes, embedded mode only,
   * for a link the API signed (HMAC over the path and the expiry, 15 minutes). No sign-in: the
   * link is the credential (an <img> sends no token), issued only after the participant check.
   * 403 for a link without a valid signature, signed for another path, expired, or whose photo is
   * gone; 404 on Supabase, whose own signed URLs serve the private bucket.
   */
  .get('/messages/photos/:owner/:file', validate('param', photoParam), validate('query', photoQuery), async (c) => {
    const deps = c.get('deps')
    const storage = deps.messagePhotos
    if (!storage?.readSigned) throw notFound()
    const { owner, file } = c.req.valid('param')
    const { exp, sig } = c.req.valid('query')
    const path = `${owner}/${file}`
    const bytes =
      isPhotoPath(path) && exp && sig ? await storage.readSigned(path, exp, sig, deps.clock.now()) : 'refused'
    if (bytes === 'refused') throw forbidden(messageMessages.photoLinkRefused)
    const left = Math.max(0, Number(exp) - Math.floor(deps.clock.now().getTime() / 1000))
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'image/webp',
      'cache-control': `private, max-age=${Math.min(left, 900)}`,
      'x-content-type-options': 'nosniff',
    })
  })
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
