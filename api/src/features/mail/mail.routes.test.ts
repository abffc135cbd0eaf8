import { describe, expect, it } from 'vitest'
import { openMailbox } from '../../adapters/mail/mailbox.ts'
import { createApp } from '../../app.ts'
import { asService } from '../../db/roles.ts'
import { testDeps } from '../../../test/app.ts'
import { createUser, testDatabase } from '../../../test/database.ts'
import { createAppointment, received, recipient, testSmtp } from '../../../test/mail.ts'
import { queueBookingMail } from './booking-mail.ts'
import { mailLinkKey, unsubscribeToken } from './mail-links.ts'
import { runMailWorker } from './mail-worker.ts'

const sql = testDatabase()
const smtp = await testSmtp()
const deps = { ...testDeps(sql), mailbox: openMailbox(smtp.dir) }
const app = createApp(deps)
const key = mailLinkKey(deps)
const remindersOf = async (userId: string) =>
  (await sql<{ reminders: boolean }[]>`select reminders from public.mail_preferences where user_id = ${userId}`)[0]
    ?.reminders ?? true

describe('GET and POST /api/mail/unsubscribe', () => {
  it('confirms on GET, turns reminders off on POST once per user, and the worker then skips them', async () => {
    const user = await createUser(sql)
    const url = `/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(key, user.id))}`
    const page = await app.request(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain('Stop appointment reminders?')
    expect(html).toContain(`<form method="post" action="${url.replace(/&/g, '&amp;')}">`)
    // A link scanner's GET changed nothing.
    expect(await remindersOf(user.id)).toBe(true)

    // One click (RFC 8058): a POST with the body mail clients send.
    const first = await app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('You are unsubscribed')
    expect(await remindersOf(user.id)).toBe(false)
    const again = await app.request(url, { method: 'POST' })
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('You were already unsubscribed')
    expect(await remindersOf(user.id)).toBe(false)
  })

  it('refuses a forged or altered token, and a token of another user unsubscribes only that user', async () => {
    const [ann, ben] = [await createUser(sql), await createUser(sql)]
    const annToken = unsubscribeToken(key, ann.id)
    const forged = `${ben.id}.${annToken.split('.')[1]}`
    for (const token of [forged, `${ann.id}.x`, 'nonsense', `${annToken}x`]) {
      const res = await app.request(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' })
      expect(res.status, token).toBe(400)
      expect(await res.text()).toContain('This link does not work')
    }
    expect((await app.request('/api/mail/unsubscribe')).status).toBe(400)
    // A key of another server (another secret) signs nothing this one accepts.
    const other = mailLinkKey(testDeps(sql))
    expect(
      (await app.request(`/api/mail/unsubscribe?token=${unsubscribeToken(other, ann.id)}`, { method: 'POST' })).status,
    ).toBe(400)
    expect(await remindersOf(ann.id)).toBe(true)
    expect(await remindersOf(ben.id)).toBe(true)
  })

  it('stops the reminders of an unsubscribed client, not their booking messages', async () => {
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-07T15:00:00Z') })
    const now = new Date('2026-03-01T12:00:00Z')
    await asService(sql, (tx) => queueBookingMail(tx, deps, 'booked', appt.id, { now }))
    const url = `/api/mail/unsubscribe?token=${unsubscribeToken(key, appt.client.id)}`
    expect((await app.request(url, { method: 'POST' })).status).toBe(200)
    const run = await runMailWorker(sql, smtp.transport, {
      now: () => new Date('2026-03-07T14:00:00Z'),
      onlyRecipients: [appt.client.email],
    })
    expect(run).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 2 })
    const mine = (await received(smtp.dir)).filter((m) => recipient(m) === appt.client.email)
    expect(mine.map((m) => m.subject)).toEqual(['Confirmed: Balayage with Rosa Mendez, Sat, Mar 7 at 10:00 AM EST'])
  })
})

describe('GET /api/dev/mailbox', () => {
  it('lists what the embedded SMTP server received and opens one with its parts and attachments', async () => {
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-09T14:00:00Z') })
    const now = new Date('2026-03-01T12:00:00Z')
    await asService(sql, (tx) => queueBookingMail(tx, deps, 'booked', appt.id, { now }))
    await runMailWorker(sql, smtp.transport, { now: () => now, onlyRecipients: [appt.client.email] })
    const list = await app.request('/api/dev/mailbox')
    expect(list.status).toBe(200)
    const { messages } = (await list.json()) as {
      messages: { id: string; to: string; subject: string; receivedAt: string }[]
    }
    const entry = messages.find((m) => m.to === appt.client.email)!
    expect(entry.subject).toBe('Confirmed: Balayage with Rosa Mendez, Mon, Mar 9 at 10:00 AM EDT')
    expect(Date.parse(entry.receivedAt)).not.toBeNaN()

    const open = await app.request(`/api/dev/mailbox/${entry.id}`)
    expect(open.status).toBe(200)
    const message = (await open.json()) as {
      html: string
      text: string
      attachments: { index: number; filename: string; contentType: string }[]
    }
    expect(message.text).toContain('Monday, March 9, 2026, 10:00 AM – 11:00 AM EDT')
    expect(message.html).toContain('Your appointment is confirmed')
    // nodemailer's icalEvent: the invitation as a text/calendar alternative with its METHOD, and the same file attached.
    expect(message.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['calendar-part.ics', 'text/calendar; method=REQUEST'],
      ['invite.ics', 'application/ics'],
    ])
    const invite = message.attachments.find((a) => a.filename === 'invite.ics')!
    const file = await app.request(`/api/dev/mailbox/${entry.id}/attachments/${invite.index}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="invite.ics"')
    expect(await file.text()).toContain('METHOD:REQUEST')

    expect((await app.request('/api/dev/mailbox/20990101t000000000z-000000000000')).status).toBe(404)
    expect((await app.request('/api/dev/mailbox/..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
    expect((await app.request(`/api/dev/mailbox/${entry.id}/attachments/99`)).status).toBe(404)
  })

  // The server's own start-up under production settings is tested in api/test/production-start.test.ts.
  it('is not served with production settings, even when a mailbox is handed to the app', async () => {
    const productionSettings: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { DATABASE_URL: 'postgres://db.example/x' },
    ]
    for (const settings of productionSettings) {
      const production = createApp({ ...testDeps(sql, settings), mailbox: openMailbox(smtp.dir) })
      for (const path of ['/api/dev/mailbox', '/api/dev/mailbox/20260101t000000000z-000000000000'])
        expect((await production.request(path)).status).toBe(404)
    }
  })
})
