import { describe, expect, it } from 'vitest'
import { openMailbox } from '../../adapters/mail/mailbox.ts'
import { createApp } from '../../app.ts'
import { testDeps } from '../../../test/app.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import { received, recipient, testSmtp } from '../../../test/mail.ts'
import { runMailWorker } from '../mail/mail-worker.ts'

// The away party's email (issue 38): one per conversation per 15 minutes at most, skipped when they
// have read the conversation by its send time, with a one-click unsubscribe of its own.
const sql = testDatabase()
const smtp = await testSmtp()
const clock = { at: new Date('2026-03-02T15:00:00Z'), now: () => clock.at }
const deps = { ...testDeps(sql, { PUBLIC_URL: 'https://chairside.test' }), mailbox: openMailbox(smtp.dir), clock }
const app = createApp(deps)
const MINUTE = 60_000

type User = Awaited<ReturnType<typeof signedInUser>>
const call = (method: string, path: string, user: User, body?: unknown) =>
  app.request(`/api${path}`, {
    method,
    headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const at = (minutes: number) => {
  clock.at = new Date(Date.parse('2026-03-02T15:00:00Z') + minutes * MINUTE)
}
const send = async (user: User, conversationId: number, body: string) => {
  const res = await call('POST', `/messages/conversations/${conversationId}/messages`, user, { body })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}
const work = (email: string) => runMailWorker(sql, smtp.transport, { now: () => clock.at, onlyRecipients: [email] })
const mailsTo = async (email: string) =>
  (await received(smtp.dir)).filter((m) => recipient(m) === email && m.subject?.startsWith('New message'))

describe('message emails', () => {
  it('go to the away party at most once per conversation per 15 minutes, not when read, not after unsubscribing', async () => {
    at(0)
    const owner = await signedInUser(sql, deps)
    const stylistId = Number((await createStylist(sql, owner.id)).id)
    await sql`update public.stylists set stylist_name = 'Rosa Mendez' where id = ${stylistId}`
    const maria = await signedInUser(sql, deps)
    await sql`update public.users set first_name = 'Maria', last_name = 'Garcia' where id = ${maria.id}`
    const open = await call('POST', '/messages/conversations', maria, { stylistId })
    const conversationId = ((await open.json()) as { id: number }).id

    await send(maria, conversationId, 'Hello?')
    at(1)
    await send(maria, conversationId, 'Are you there?')
    const queued = await sql<{ kind: string; user_id: string }[]>`
      select kind, user_id from public.mail_outbox where dedupe_key like ${`message:${conversationId}:%`}`
    expect(queued).toEqual([{ kind: 'new-message', user_id: owner.id }])
    // Not before its 3 minutes: the stylist might be on the page.
    at(2)
    expect(await work(owner.email)).toMatchObject({ sent: 0 })
    at(4)
    expect(await work(owner.email)).toMatchObject({ sent: 1 })
    const [mail] = await mailsTo(owner.email)
    expect(mail!.subject).toBe('New message from Maria G.')
    expect(mail!.text).toContain(`https://chairside.test/dashboard?tab=messages&conversation=${conversationId}`)
    expect(mail!.text).not.toContain('Are you there?')
    const link = /<(https:\/\/chairside\.test\/api\/mail\/unsubscribe\?token=[^>]+&list=messages)>/.exec(
      mail!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\r?\n\s+/g, ' ') ?? '',
    )?.[1]
    expect(link).toBeDefined()

    // The next window: queued again; the stylist reads it in time, so it is skipped.
    at(16)
    const later = await send(maria, conversationId, 'Still interested!')
    at(17)
    expect(
      (await call('POST', `/messages/conversations/${conversationId}/read`, owner, { messageId: later })).status,
    ).toBe(200)
    at(20)
    expect(await work(owner.email)).toMatchObject({ sent: 0, skipped: 1 })
    // 14 minutes after that one, in the next 15-minute window: still none (at most one per 15 minutes).
    at(30)
    await send(maria, conversationId, 'Hello?')
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.mail_outbox where dedupe_key like ${`message:${conversationId}:%`}`
    expect(n).toBe(2)

    // One click turns message emails off: the next one is skipped too.
    const done = await app.request(link!.replace('https://chairside.test', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('You will no longer get an email when someone writes to you.')
    at(40)
    await send(maria, conversationId, 'Hello again')
    at(45)
    expect(await work(owner.email)).toMatchObject({ sent: 0, skipped: 1 })
    expect(await mailsTo(owner.email)).toHaveLength(1)

    // The client is emailed about the stylist's answer, with the client's link.
    await send(owner, conversationId, 'Sorry, I was busy. Yes!')
    at(50)
    expect(await work(maria.email)).toMatchObject({ sent: 1 })
    const [answer] = await mailsTo(maria.email)
    expect(answer!.subject).toBe('New message from Rosa Mendez')
    expect(answer!.text).toContain(`https://chairside.test/messages/${conversationId}`)
  })
})
