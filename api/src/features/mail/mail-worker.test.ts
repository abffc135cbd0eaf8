import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createSmtpTransport } from '../../adapters/mail/smtp-transport.ts'
import { connect } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { createUser, testDatabase, testDatabaseUrl } from '../../../test/database.ts'
import { received, recipient, testSmtp } from '../../../test/mail.ts'
import { MAIL_LEASE_MS, retryDelayMs, runMailWorker } from './mail-worker.ts'
import { claimDueMail, enqueueMail, recordSent, type QueuedMail } from './outbox.sql.ts'

const sql = testDatabase()
const smtp = await testSmtp()
const t0 = new Date('2026-03-01T12:00:00Z')
const at = (ms: number) => () => new Date(t0.getTime() + ms)

function message(to: string, extra: Partial<QueuedMail> = {}): QueuedMail {
  return {
    kind: 'booked',
    to,
    userId: null,
    subject: `Hello ${to}`,
    html: '<p>Hi</p>',
    text: 'Hi',
    sendAfter: t0,
    ...extra,
  }
}

async function queue(...mails: QueuedMail[]) {
  return asService(sql, async (tx) => Promise.all(mails.map((m) => enqueueMail(tx, m))))
}

const row = async (id: number) =>
  (
    await sql<
      {
        status: string
        attempts: number
        send_after: Date
        provider_id: string | null
        sent_at: Date | null
        last_error: string | null
      }[]
    >`
    select status, attempts, send_after, provider_id, sent_at, last_error from public.mail_outbox where id = ${id}`
  )[0]

const address = () => `to-${randomUUID().slice(0, 8)}@mail.test`

describe('the mail worker', () => {
  it('sends a due message once through SMTP and records the provider id', async () => {
    const to = address()
    const [id] = await queue(message(to, { headers: { 'X-Test': 'yes' } }))
    const run = await runMailWorker(sql, smtp.transport, { now: at(0), onlyRecipients: [to] })
    expect(run).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 0 })
    const stored = await row(id!)
    expect(stored.status).toBe('sent')
    expect(stored.sent_at).toEqual(t0)
    const mine = (await received(smtp.dir)).filter((m) => recipient(m) === to)
    expect(mine).toHaveLength(1)
    // The provider id is what the relay answered: the embedded server's file name.
    expect(mine[0].file).toBe(`${stored.provider_id}.eml`)
    expect(mine[0].subject).toBe(`Hello ${to}`)
    expect(mine[0].messageId).toBe(`<outbox-${id}@chairside.test>`)
    expect(mine[0].headers.get('x-test')).toBe('yes')
    // A second pass finds nothing to send.
    expect((await runMailWorker(sql, smtp.transport, { now: at(60_000), onlyRecipients: [to] })).sent).toBe(0)
  })

  it('waits for send_after', async () => {
    const to = address()
    const [id] = await queue(message(to, { sendAfter: at(3_600_000)() }))
    expect((await runMailWorker(sql, smtp.transport, { now: at(3_599_999), onlyRecipients: [to] })).sent).toBe(0)
    expect((await row(id!)).status).toBe('pending')
    expect((await runMailWorker(sql, smtp.transport, { now: at(3_600_000), onlyRecipients: [to] })).sent).toBe(1)
  })

  it('queues a dedupe key once', async () => {
    const to = address()
    const key = `test:${randomUUID()}`
    const [first, second] = await queue(message(to, { dedupeKey: key }), message(to, { dedupeKey: key }))
    expect(first).toBeTypeOf('number')
    expect(second).toBeNull()
  })

  it('retries a refused send with exponential backoff, then fails for good', async () => {
    // Nothing listens on port 1: a real connection refusal, as when the relay is down.
    const down = createSmtpTransport({
      url: 'smtp://127.0.0.1:1',
      from: 'Chairside <b@chairside.test>',
      ignoreTls: true,
    })
    afterAll(() => down.close())
    const to = address()
    const [id] = await queue(message(to))
    let now = t0.getTime()
    for (let attempt = 1; attempt <= 2; attempt++) {
      const run = await runMailWorker(sql, down, { now: () => new Date(now), maxAttempts: 3, onlyRecipients: [to] })
      expect(run.retried).toBe(1)
      const stored = await row(id!)
      expect(stored).toMatchObject({ status: 'pending', attempts: attempt })
      expect(stored.last_error).toMatch(/ECONNREFUSED|connect/i)
      expect(stored.send_after.getTime()).toBe(now + retryDelayMs(attempt))
      // Not again before the backoff ends.
      expect(
        (await runMailWorker(sql, down, { now: () => new Date(stored.send_after.getTime() - 1), onlyRecipients: [to] }))
          .retried,
      ).toBe(0)
      now = stored.send_after.getTime()
    }
    expect(retryDelayMs(2)).toBe(4 * retryDelayMs(1))
    const last = await runMailWorker(sql, down, { now: () => new Date(now), maxAttempts: 3, onlyRecipients: [to] })
    expect(last.failed).toBe(1)
    expect(await row(id!)).toMatchObject({ status: 'failed', attempts: 3, sent_at: null })
    // A failed message is never claimed again.
    expect(
      (await runMailWorker(sql, smtp.transport, { now: () => new Date(now + 86_400_000 * 30), onlyRecipients: [to] }))
        .sent,
    ).toBe(0)
  })

  it('sends the message of a worker that died after claiming it, once its lease ends', async () => {
    const to = address()
    const [id] = await queue(message(to))
    // Worker A claims and dies: it never sends and never records anything.
    const [claimedByA] = await claimDueMail(sql, t0, MAIL_LEASE_MS, 10, [to])
    expect(claimedByA.id).toBe(id)
    expect((await row(id!)).status).toBe('claimed')
    // Within the lease, nobody else takes it.
    expect((await runMailWorker(sql, smtp.transport, { now: at(MAIL_LEASE_MS - 1), onlyRecipients: [to] })).sent).toBe(
      0,
    )
    // After it, worker B sends it.
    expect((await runMailWorker(sql, smtp.transport, { now: at(MAIL_LEASE_MS), onlyRecipients: [to] })).sent).toBe(1)
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 2 })
    expect((await received(smtp.dir)).filter((m) => recipient(m) === to)).toHaveLength(1)
    // Worker A coming back to life cannot overwrite B's outcome.
    expect(await recordSent(sql, claimedByA, 'late', at(MAIL_LEASE_MS + 5)())).toBe(false)
    expect((await row(id!)).provider_id).not.toBe('late')
  })

  it('shares the due messages between two workers claiming at once', async () => {
    // PostgreSQL: two workers on connections of their own, claiming at the same time. PGlite has
    // one session: the two workers still interleave their batches, and their statements queue.
    const postgres = inject('databaseKind') === 'postgres'
    const one = postgres ? connect(testDatabaseUrl(), { max: 1 }) : sql
    const two = postgres ? connect(testDatabaseUrl(), { max: 1 }) : sql
    if (postgres) afterAll(() => Promise.all([one.end({ timeout: 5 }), two.end({ timeout: 5 })]))
    const to = Array.from({ length: 24 }, address)
    const ids = await queue(...to.map((a) => message(a)))
    const options = { now: at(0), batch: 3, onlyRecipients: to }
    const [a, b] = await Promise.all([
      runMailWorker(one, smtp.transport, options),
      runMailWorker(two, smtp.transport, options),
    ])
    expect(a.sent + b.sent).toBe(24)
    // Both took part (3 per batch, sends of ~10 ms each): the race was real.
    expect(a.sent).toBeGreaterThan(0)
    expect(b.sent).toBeGreaterThan(0)
    const mine = (await received(smtp.dir)).filter((m) => to.includes(recipient(m)))
    expect(mine).toHaveLength(24)
    expect(new Set(mine.map((m) => m.messageId))).toEqual(new Set(ids.map((id) => `<outbox-${id}@chairside.test>`)))
    const rows = await sql<
      { attempts: number }[]
    >`select attempts from public.mail_outbox where id = any(${ids as number[]})`
    expect(rows.every((r) => r.attempts === 1)).toBe(true)
  })

  it('skips reminders to a user who turned them off, and still sends them booking messages', async () => {
    const user = await createUser(sql, { email: address() })
    await sql`insert into public.mail_preferences (user_id, reminders) values (${user.id}, false)`
    const [reminder, booking] = await queue(
      message(user.email, { kind: 'reminder-24h', userId: user.id }),
      message(user.email, { kind: 'booked', userId: user.id }),
    )
    const run = await runMailWorker(sql, smtp.transport, { now: at(0), onlyRecipients: [user.email] })
    expect(run).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 1 })
    expect((await row(reminder!)).status).toBe('skipped')
    expect((await row(booking!)).status).toBe('sent')
  })
})
