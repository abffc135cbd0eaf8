import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  conversationSchema,
  inboxSchema,
  MESSAGE_PAGE_SIZE,
  messageMessages,
  messagePageSchema,
  reportedMessageSchema,
} from '@marketplace/domain/contract/messages.ts'
import { z } from 'zod'
import { bookingMessages } from '@marketplace/domain/contract/booking.ts'
import { createApp } from '../../app.ts'
import { asUser } from '../../db/roles.ts'
import { RateLimiter } from '../../lib/rate-limit.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import { bookableStylist, bookingTestApp, NOW } from '../../../test/fixtures/booking.fixtures.ts'

// Messages between a client and a stylist (issue 38): the rules, read state, blocks, reports,
// paging and the live stream, on the test database (PGlite or PostgreSQL).
const sql = testDatabase()
const { app, deps } = bookingTestApp(sql)

type User = Awaited<ReturnType<typeof signedInUser>>

function call(method: string, path: string, user: User | null, body?: unknown, target = app) {
  return target.request(`/api${path}`, {
    method,
    headers: { ...(user?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function listedStylist(name = 'Rosa Mendez') {
  const owner = await signedInUser(sql, deps)
  const stylistId = Number((await createStylist(sql, owner.id)).id)
  await sql`update public.stylists set stylist_name = ${name}, profile_image_url = '/img/rosa.webp' where id = ${stylistId}`
  return { owner, stylistId }
}

async function client(first = 'Maria', last = 'Garcia') {
  const user = await signedInUser(sql, deps)
  await sql`update public.users set first_name = ${first}, last_name = ${last} where id = ${user.id}`
  return user
}

async function open(user: User, body: unknown, status = 201) {
  const res = await call('POST', '/messages/conversations', user, body)
  expect(res.status).toBe(status)
  return conversationSchema.parse(await res.json())
}

async function send(user: User, conversationId: number, body: string, status = 201) {
  const res = await call('POST', `/messages/conversations/${conversationId}/messages`, user, { body })
  expect(res.status, await res.clone().text()).toBe(status)
  return (await res.json()) as { id: number; message?: string }
}

const get = async (user: User, path: string) => {
  const res = await call('GET', path, user)
  expect(res.status).toBe(200)
  return res.json()
}

describe('a conversation', () => {
  it('is opened by a client from a listed profile, once per pair, and both inboxes show it with unread counts and Seen', async () => {
    const { owner, stylistId } = await listedStylist()
    const maria = await client()
    const first = await open(maria, { stylistId })
    expect(first).toMatchObject({
      role: 'client',
      otherParty: { name: 'Rosa Mendez', photoUrl: '/img/rosa.webp', stylistId },
      mayWrite: true,
      unread: 0,
      lastMessage: null,
    })
    expect((await open(maria, { stylistId }, 200)).id).toBe(first.id)

    const question = await send(maria, first.id, '  Can you do <b>balayage</b> on curly hair? https://example.com/x  ')
    // Text is stored as sent (escaped where shown); the stylist's inbox names the client as "Maria G."
    const inbox = inboxSchema.parse(await get(owner, '/messages/conversations'))
    expect(inbox.conversations).toHaveLength(1)
    expect(inbox.conversations[0]).toMatchObject({
      id: first.id,
      role: 'stylist',
      otherParty: { name: 'Maria G.', stylistId },
      unread: 1,
      lastMessage: { id: question.id, fromMe: false, photoCount: 0 },
    })
    expect(inbox.conversations[0]!.lastMessage!.body).toContain('<b>balayage</b>')
    expect(await get(owner, '/messages/unread')).toEqual({ unread: 1 })
    expect(await get(maria, '/messages/unread')).toEqual({ unread: 0 })

    const answer = await send(owner, first.id, 'Yes! About $180.')
    expect(await get(maria, '/messages/unread')).toEqual({ unread: 1 })
    // The stylist has read the question by answering it: the client sees "Seen" under it.
    expect(conversationSchema.parse(await get(maria, `/messages/conversations/${first.id}`)).seenMessageId).toBe(
      question.id,
    )
    const read = await call('POST', `/messages/conversations/${first.id}/read`, maria, { messageId: answer.id })
    expect(read.status).toBe(200)
    expect(await get(maria, '/messages/unread')).toEqual({ unread: 0 })
    expect(conversationSchema.parse(await get(owner, `/messages/conversations/${first.id}`)).seenMessageId).toBe(
      answer.id,
    )
    // Marking an earlier message read never moves the position back.
    await call('POST', `/messages/conversations/${first.id}/read`, maria, { messageId: question.id })
    expect(await get(maria, '/messages/unread')).toEqual({ unread: 0 })

    const thread = messagePageSchema.parse(await get(maria, `/messages/conversations/${first.id}/messages`))
    expect(thread.messages.map((m) => [m.body, m.fromMe])).toEqual([
      ['Yes! About $180.', false],
      ['  Can you do <b>balayage</b> on curly hair? https://example.com/x  ', true],
    ])
    expect(thread.nextCursor).toBeNull()
  })

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const { stylistId } = await listedStylist()
    const maria = await client()
    const c = await open(maria, { stylistId })
    for (const [body, field] of [
      [{ body: '   ' }, 'body'],
      [{ body: 'x'.repeat(2001) }, 'body'],
      [{}, 'body'],
      [{ body: 5 }, 'body'],
    ] as const) {
      const res = await call('POST', `/messages/conversations/${c.id}/messages`, maria, body)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { issues: { path: string[] }[] }).issues.map((i) => i.path[0])).toEqual([field])
    }
    expect((await send(maria, c.id, 'x'.repeat(2000))).id).toBeGreaterThan(0)
    const [{ n }] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.messages where conversation_id = ${c.id}`
    expect(n).toBe(1)
    for (const body of [{}, { stylistId, clientId: maria.id }, { stylistId: 'x' }]) {
      const res = await call('POST', '/messages/conversations', maria, body)
      expect(res.status).toBe(400)
    }
    const bad = await call('POST', `/messages/conversations/${c.id}/read`, maria, { messageId: 999999999 })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { issues: { path: string[] }[] }).issues[0]!.path).toEqual(['messageId'])
    expect((await call('GET', `/messages/conversations/${c.id}/messages?before=abc`, maria)).status).toBe(400)
  })
})

describe('who may write', () => {
  it('a client only to a listed stylist, never to their own profile', async () => {
    const unlistedOwner = await signedInUser(sql, deps)
    const unlisted = Number((await createStylist(sql, unlistedOwner.id, { active: false })).id)
    const maria = await client()
    const res = await call('POST', '/messages/conversations', maria, { stylistId: unlisted })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: messageMessages.notListed })
    const own = await listedStylist()
    const mine = await call('POST', '/messages/conversations', own.owner, { stylistId: own.stylistId })
    expect(mine.status).toBe(403)
    expect(await mine.json()).toEqual({ message: messageMessages.ownProfile })
    expect((await call('POST', '/messages/conversations', maria, { stylistId: 999999999 })).status).toBe(404)

    // A stylist who stops being listed gets no new messages in an open conversation either.
    const { stylistId } = await listedStylist()
    const c = await open(maria, { stylistId })
    await send(maria, c.id, 'Hello')
    await sql`update public.subscriptions set status = 'canceled', current_period_end = now() - interval '1 day'
               where user_id = (select user_id from public.stylists where id = ${stylistId})`
    await sql`update public.stylists set subscription_active_until = null where id = ${stylistId}`
    expect((await send(maria, c.id, 'Still there?', 403)).message).toBe(messageMessages.notListed)
  })

  it('a stylist only to clients who wrote first or have an appointment with them', async () => {
    const { owner, stylistId } = await listedStylist()
    const stranger = await client('Sam', 'Stone')
    const res = await call('POST', '/messages/conversations', owner, { clientId: stranger.id })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: messageMessages.clientFirst })
    // A conversation the client opened but has not written in yet: the stylist waits.
    const c = await open(stranger, { stylistId })
    expect(conversationSchema.parse(await get(owner, `/messages/conversations/${c.id}`))).toMatchObject({
      mayWrite: false,
      refusal: messageMessages.clientFirst,
    })
    expect((await send(owner, c.id, 'Hi there!', 403)).message).toBe(messageMessages.clientFirst)
    await send(stranger, c.id, 'Hi!')
    await send(owner, c.id, 'Hi there!')

    // With an appointment, the stylist may open the conversation and write first, about it.
    const booked = await bookableStylist(sql, deps)
    const ana = await client('Ana', 'Lopez')
    const book = await call('POST', '/appointments', ana, {
      stylistId: booked.stylistId,
      serviceId: booked.serviceId,
      startsAt: new Date(NOW.getTime() + 2 * 86_400_000).toISOString().replace(/T.*/, 'T15:00:00.000Z'),
    })
    expect(book.status).toBe(201)
    const appointmentId = ((await book.json()) as { id: number }).id
    const owned = await open(booked.owner, { clientId: ana.id, appointmentId })
    expect(owned).toMatchObject({ role: 'stylist', otherParty: { name: 'Ana L.' }, mayWrite: true })
    expect(owned.appointment).toMatchObject({ id: appointmentId })
    await send(booked.owner, owned.id, 'See you Wednesday! Any questions, ask here.')
  })
})

describe('a third account', () => {
  it('reads and touches nothing of a conversation, by the API or straight from the database', async () => {
    const { owner, stylistId } = await listedStylist()
    const maria = await client()
    const c = await open(maria, { stylistId })
    const m = await send(maria, c.id, 'Private question')
    await send(owner, c.id, 'Private answer')
    await call('POST', `/messages/conversations/${c.id}/report`, maria, { reason: 'spam', messageId: m.id })
    await call('PUT', `/messages/conversations/${c.id}/block`, maria)
    const other = await listedStylist('Other Stylist')
    for (const intruder of [await client('Eve', 'X'), other.owner, await signedInUser(sql, deps, { isAdmin: true })]) {
      for (const [method, path, body] of [
        ['GET', `/messages/conversations/${c.id}`],
        ['GET', `/messages/conversations/${c.id}/messages`],
        ['POST', `/messages/conversations/${c.id}/messages`, { body: 'Hi' }],
        ['POST', `/messages/conversations/${c.id}/read`, { messageId: m.id }],
        ['POST', `/messages/conversations/${c.id}/report`, { reason: 'spam' }],
        ['PUT', `/messages/conversations/${c.id}/block`],
        ['DELETE', `/messages/conversations/${c.id}/block`],
      ] as const) {
        expect((await call(method, path, intruder, body)).status, `${method} ${path}`).toBe(404)
      }
      expect(inboxSchema.parse(await get(intruder, '/messages/conversations')).conversations).toEqual([])
      expect(await get(intruder, '/messages/unread')).toEqual({ unread: 0 })
      const seen = await asUser(sql, intruder.claims, async (tx) => ({
        conversations: await tx`select * from public.conversations where id = ${c.id}`,
        messages: await tx`select id from public.messages where conversation_id = ${c.id}`,
        reads: await tx`select * from public.conversation_reads where conversation_id = ${c.id}`,
        reports: await tx`select id from public.message_reports where conversation_id = ${c.id}`,
        blocks: await tx`select * from public.user_blocks where blocker_id = ${maria.id} or blocked_id = ${maria.id}`,
        written: await tx`
          insert into public.messages (conversation_id, sender_id, body)
          select ${c.id}, ${intruder.id}::uuid, 'sneaky' where public.may_write_message(${c.id}::bigint) returning id`,
      }))
      expect(seen).toEqual({ conversations: [], messages: [], reads: [], reports: [], blocks: [], written: [] })
      await expect(
        asUser(
          sql,
          intruder.claims,
          (tx) =>
            tx`insert into public.messages (conversation_id, sender_id, body) values (${c.id}, ${intruder.id}, 'x')`,
        ),
      ).rejects.toThrow(/row-level security/)
    }
    expect((await call('GET', `/messages/conversations/${c.id}`, null)).status).toBe(401)
  })
})

describe('a block', () => {
  it('stops messages both ways and the blocked client’s bookings, until lifted', async () => {
    const booked = await bookableStylist(sql, deps)
    const maria = await client()
    const c = await open(maria, { stylistId: booked.stylistId })
    await send(maria, c.id, 'Hello')
    const startsAt = new Date(NOW.getTime() + 3 * 86_400_000).toISOString().replace(/T.*/, 'T15:00:00.000Z')
    const book = () =>
      call('POST', '/appointments', maria, { stylistId: booked.stylistId, serviceId: booked.serviceId, startsAt })

    for (const blocker of [booked.owner, maria]) {
      expect((await call('PUT', `/messages/conversations/${c.id}/block`, blocker)).status).toBe(200)
      expect((await send(maria, c.id, 'Why?', 403)).message).toBe(messageMessages.blocked)
      expect((await send(booked.owner, c.id, 'Bye', 403)).message).toBe(messageMessages.blocked)
      const refused = await book()
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ message: bookingMessages.blocked })
      expect(conversationSchema.parse(await get(blocker, `/messages/conversations/${c.id}`)).blockedByMe).toBe(true)
      // A new conversation cannot go round it.
      if (blocker === booked.owner) {
        const again = await call('POST', '/messages/conversations', maria, { stylistId: booked.stylistId })
        expect(again.status).toBe(200)
      }
      expect((await call('DELETE', `/messages/conversations/${c.id}/block`, blocker)).status).toBe(200)
    }
    // The database refuses the booking too, whatever the API checks.
    await sql`insert into public.user_blocks (blocker_id, blocked_id) values (${booked.owner.id}, ${maria.id})`
    await expect(
      asUser(
        sql,
        maria.claims,
        (tx) => tx`
          insert into public.appointments (stylist_id, client_id, service_id, service_name, price_cents, duration_minutes,
            starts_at, ends_at, blocked_until, time_zone, status)
          values (${booked.stylistId}, ${maria.id}, ${booked.serviceId}, 'Service 1 (60 min)', 4500, 60, ${startsAt}, ${startsAt}::timestamptz + interval '1 hour',
            ${startsAt}::timestamptz + interval '1 hour', 'America/New_York', 'confirmed')`,
      ),
    ).rejects.toThrow(/row-level security/)
    await sql`delete from public.user_blocks where blocker_id = ${booked.owner.id}`
    await send(maria, c.id, 'Friends again')
    expect((await book()).status).toBe(201)
  })
})

describe('paging a thread', () => {
  it('reads each of 10,000 messages exactly once, newest first, while new ones arrive', async () => {
    const { owner, stylistId } = await listedStylist()
    const maria = await client()
    const c = await open(maria, { stylistId })
    await send(maria, c.id, 'first')
    await sql`
      insert into public.messages (conversation_id, sender_id, body, created_at)
      select ${c.id}, case when i % 2 = 0 then ${maria.id}::uuid else ${owner.id}::uuid end, 'message ' || i,
             now() + make_interval(secs => i)
        from generate_series(1, 9999) i`
    const expected = (
      await sql<{ id: number }[]>`select id from public.messages where conversation_id = ${c.id} order by id desc`
    ).map((r) => r.id)
    expect(expected).toHaveLength(10_000)
    const seen: number[] = []
    let before: string | null = null
    let pages = 0
    do {
      const page = messagePageSchema.parse(
        await get(maria, `/messages/conversations/${c.id}/messages${before ? `?before=${before}` : ''}`),
      )
      expect(page.messages.length).toBeLessThanOrEqual(MESSAGE_PAGE_SIZE)
      seen.push(...page.messages.map((m) => m.id))
      before = page.nextCursor
      pages += 1
      // New messages while the client scrolls back: they shift nothing.
      if (pages % 50 === 0) await send(owner, c.id, `arrived during page ${pages}`)
    } while (before)
    expect(seen).toEqual(expected)
    expect(new Set(seen).size).toBe(10_000)
    expect(pages).toBe(10_000 / MESSAGE_PAGE_SIZE)
  }, 120_000)
})

describe('reports', () => {
  it('take a message or the conversation once per reporter, from participants only', async () => {
    const { owner, stylistId } = await listedStylist()
    const maria = await client()
    const c = await open(maria, { stylistId })
    await send(maria, c.id, 'Hello')
    const rude = await send(owner, c.id, 'Rude reply')
    const report = (user: User, body: unknown) => call('POST', `/messages/conversations/${c.id}/report`, user, body)
    expect((await report(maria, { reason: 'offensive', messageId: rude.id, details: 'Insulting' })).status).toBe(201)
    expect((await report(maria, { reason: 'offensive', messageId: rude.id })).status).toBe(409)
    expect((await report(maria, { reason: 'harassment' })).status).toBe(201)
    expect((await report(maria, { reason: 'nonsense' })).status).toBe(400)
    expect((await report(maria, { reason: 'spam', messageId: 999999999 })).status).toBe(404)
    const rows = await sql<{ message_id: number | null; reason: string; reporter_id: string }[]>`
      select message_id, reason, reporter_id from public.message_reports where conversation_id = ${c.id} order by id`
    expect(rows).toEqual([
      { message_id: rude.id, reason: 'offensive', reporter_id: maria.id },
      { message_id: null, reason: 'harassment', reporter_id: maria.id },
    ])
  })
})

describe('the admin’s queue', () => {
  it('lists reports with the messages in context beside reviews; Hide and Keep close them and are audited', async () => {
    const { owner, stylistId } = await listedStylist('Rosa Mendez')
    const maria = await client('Maria', 'Garcia')
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const c = await open(maria, { stylistId })
    await send(maria, c.id, 'Hello')
    const rude = await send(owner, c.id, 'Rude <script>x</script>')
    await send(maria, c.id, 'Excuse me?')
    await call('POST', `/messages/conversations/${c.id}/report`, maria, { reason: 'offensive', messageId: rude.id })
    await call('POST', `/messages/conversations/${c.id}/report`, owner, { reason: 'spam' })
    expect((await call('GET', '/admin/messages/reported', maria)).status).toBe(403)
    const queue = z.array(reportedMessageSchema).parse(await get(admin, '/admin/messages/reported'))
    const mine = queue.filter((r) => r.conversationId === c.id)
    expect(mine.map((r) => [r.messageId, r.reason, r.reporterName])).toEqual([
      [rude.id, 'offensive', 'Maria G.'],
      [null, 'spam', 'Rosa Mendez'],
    ])
    expect(mine[0]!.context.map((m) => [m.senderName, m.body])).toEqual([
      ['Maria G.', 'Hello'],
      ['Rosa Mendez', 'Rude <script>x</script>'],
      ['Maria G.', 'Excuse me?'],
    ])
    const hide = await call('POST', `/admin/messages/reports/${mine[0]!.reportId}/hide`, admin, { notes: 'Abusive' })
    expect(hide.status).toBe(200)
    expect(await hide.json()).toEqual({ target: 'message', targetId: rude.id, hidden: true, closedReports: 1 })
    const keep = await call('POST', `/admin/messages/reports/${mine[1]!.reportId}/keep`, admin, {})
    expect(keep.status).toBe(200)
    expect((await call('POST', `/admin/messages/reports/${mine[1]!.reportId}/keep`, admin, {})).status).toBe(404)
    // The hidden message is gone for both parties; the conversation stays.
    const thread = messagePageSchema.parse(await get(maria, `/messages/conversations/${c.id}/messages`))
    expect(thread.messages.map((m) => m.body)).toEqual(['Excuse me?', 'Hello'])
    expect(
      z
        .array(reportedMessageSchema)
        .parse(await get(admin, '/admin/messages/reported'))
        .filter((r) => r.conversationId === c.id),
    ).toEqual([])
    const audit = await sql<{ action: string; target_type: string; target_id: string; notes: string }[]>`
      select action, target_type, target_id, notes from public.admin_audit_log
       where target_type in ('message', 'conversation') and target_id in (${String(rude.id)}, ${String(c.id)}) order by id`
    expect(audit).toEqual([
      {
        action: 'message.hide',
        target_type: 'message',
        target_id: String(rude.id),
        notes: 'Reports: offensive. Abusive',
      },
      { action: 'conversation.keep', target_type: 'conversation', target_id: String(c.id), notes: 'Reports: spam' },
    ])
  })
})

describe('limits', () => {
  it('count messages per account and per conversation in the database', async () => {
    const strict = createApp({ ...deps, limiter: new RateLimiter(sql, { factor: 0.05, namespace: randomUUID() }) })
    const { stylistId } = await listedStylist()
    const maria = await client()
    const c = await open(maria, { stylistId })
    // messagePerConversation: 60 in 10 minutes, times 0.05 = 3.
    for (let i = 0; i < 3; i++)
      expect(
        (await call('POST', `/messages/conversations/${c.id}/messages`, maria, { body: `m${i}` }, strict)).status,
      ).toBe(201)
    const limited = await call('POST', `/messages/conversations/${c.id}/messages`, maria, { body: 'm4' }, strict)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('the live stream', () => {
  it('brings a new message to the recipient’s open page within 3 s, and nothing to anyone else', async () => {
    const { owner, stylistId } = await listedStylist()
    const maria = await client()
    const eve = await client('Eve', 'X')
    const c = await open(maria, { stylistId })

    const listen = async (user: User) => {
      const res = await call('GET', '/messages/stream', user)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/event-stream')
      const reader = res.body!.getReader()
      const decoder = new TextDecoder()
      let text = ''
      const until = async (pattern: RegExp, ms: number) => {
        const deadline = Date.now() + ms
        while (!pattern.test(text)) {
          const left = deadline - Date.now()
          if (left <= 0) return false
          const chunk = await Promise.race([
            reader.read(),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
          ])
          if (chunk === null || chunk.done) return pattern.test(text)
          text += decoder.decode(chunk.value, { stream: true })
        }
        return true
      }
      expect(await until(/event: ready/, 3000)).toBe(true)
      return { until, text: () => text, close: () => reader.cancel() }
    }
    const stylistPage = await listen(owner)
    const evePage = await listen(eve)
    const started = Date.now()
    const sent = await send(maria, c.id, 'Are you free Friday?')
    expect(await stylistPage.until(/event: message\ndata: .*\n/, 3000)).toBe(true)
    expect(Date.now() - started).toBeLessThan(3000)
    const data = /event: message\ndata: (.*)\n/.exec(stylistPage.text())![1]!
    expect(JSON.parse(data)).toEqual({ conversationId: c.id, messageId: sent.id })
    // The page then reads it through the API.
    const thread = messagePageSchema.parse(await get(owner, `/messages/conversations/${c.id}/messages`))
    expect(thread.messages[0]).toMatchObject({ id: sent.id, body: 'Are you free Friday?' })
    expect(await evePage.until(/event: message/, 500)).toBe(false)
    await stylistPage.close()
    await evePage.close()
    expect((await call('GET', '/messages/stream', null)).status).toBe(401)
    const edge = createApp({ ...deps, messageBus: null })
    const none = await call('GET', '/messages/stream', maria, undefined, edge)
    expect(none.status).toBe(404)
  })
})
