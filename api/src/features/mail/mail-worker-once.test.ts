import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createSmtpTransport } from '../../adapters/mail/smtp-transport.ts'
import { connect } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { testDatabase, testDatabaseUrl } from '../../../test/database.ts'
import { runMailWorker } from './mail-worker.ts'
import { enqueueMail } from './outbox.sql.ts'

// Deliveries counted at a real SMTP server, with the real clock: the relay is slower than the
// lease, so a lease alone would let a second worker send a message again.

const sql = testDatabase()
const postgres = inject('databaseKind') === 'postgres'
const address = () => `once-${randomUUID().slice(0, 8)}@mail.test`

/** An SMTP server that holds each message `delayMs` before accepting it, counting deliveries by Message-ID. */
async function slowSmtp(delayMs: number) {
  const deliveries = new Map<string, number>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        const id = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '?'
        setTimeout(() => {
          deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
          callback(null, `OK: queued as ${id}`)
        }, delayMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'b@chairside.test', ignoreTls: true })
  afterAll(() => new Promise<void>((resolve) => (transport.close(), server.close(() => resolve()))))
  return { transport, deliveries }
}

async function queue(to: string[], sendAfter = new Date()) {
  const ids = await asService(sql, (tx) =>
    Promise.all(
      to.map((a) =>
        enqueueMail(tx, {
          kind: 'booked',
          to: a,
          userId: null,
          subject: 'Hi',
          html: '<p>Hi</p>',
          text: 'Hi',
          sendAfter,
        }),
      ),
    ),
  )
  return ids as number[]
}

const statuses = async (ids: number[]) =>
  (await sql<{ status: string }[]>`select status from public.mail_outbox where id = any(${ids}) order by id`).map(
    (r) => r.status,
  )

const messageId = (id: number) => `<outbox-${id}@chairside.test>`

describe('the mail worker, with a relay slower than the lease', () => {
  it('never sends a message twice', async () => {
    const smtp = await slowSmtp(700)
    const one = postgres ? connect(testDatabaseUrl(), { max: 1 }) : sql
    const two = postgres ? connect(testDatabaseUrl(), { max: 1 }) : sql
    if (postgres) afterAll(() => Promise.all([one.end({ timeout: 5 }), two.end({ timeout: 5 })]))
    const to = Array.from({ length: 6 }, address)
    const ids = await queue(to)
    // Each worker passes again and again, as the server's loop does, until every message is done.
    const options = { leaseMs: 300, batch: 2, onlyRecipients: to }
    const deadline = performance.now() + 30_000
    const done = async () => (await statuses(ids)).every((s) => s === 'sent')
    const loop = async (db: typeof sql) => {
      let sent = 0
      while (!(await done()) && performance.now() < deadline) {
        sent += (await runMailWorker(db, smtp.transport, options)).sent
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return sent
    }
    const [a, b] = await Promise.all([loop(one), loop(two)])
    expect(await statuses(ids)).toEqual(ids.map(() => 'sent'))
    expect(Object.fromEntries(smtp.deliveries)).toEqual(Object.fromEntries(ids.map((id) => [messageId(id), 1])))
    expect(a + b).toBe(6)
  }, 60_000)
})

describe('the mail worker when recording "sent" fails after the relay took the message', () => {
  // The fault is the database's own: a trigger refusing the write of `sent` for these recipients
  // (`failures` times, then letting it through), added and dropped by the test.
  async function refuseSent(to: string, failures: number) {
    const name = `fault_${randomUUID().replace(/-/g, '')}`
    await sql.unsafe(`
      create sequence public.${name}_seq;
      create function public.${name}() returns trigger language plpgsql as $$
      begin
        if nextval('public.${name}_seq') <= ${failures} then raise exception 'injected fault: sent not recorded'; end if;
        return new;
      end $$;
      create trigger ${name} before update on public.mail_outbox for each row
        when (new.status = 'sent' and new.recipient = '${to}') execute function public.${name}();`)
    return () =>
      sql.unsafe(
        `drop trigger ${name} on public.mail_outbox; drop function public.${name}(); drop sequence public.${name}_seq;`,
      )
  }

  it('keeps trying to record it, and it lands', async () => {
    const smtp = await slowSmtp(0)
    const to = address()
    const [id] = await queue([to])
    const heal = await refuseSent(to, 2)
    try {
      const run = await runMailWorker(sql, smtp.transport, { onlyRecipients: [to], recordRetryMs: [20, 20] })
      expect(run.sent).toBe(1)
      expect(await statuses([id])).toEqual(['sent'])
    } finally {
      await heal()
    }
    expect(smtp.deliveries.get(messageId(id))).toBe(1)
  })

  it('never sends it again when the record never lands', async () => {
    const smtp = await slowSmtp(0)
    const to = address()
    const t0 = Date.now()
    const [id] = await queue([to], new Date(t0))
    const heal = await refuseSent(to, 1_000)
    try {
      await runMailWorker(sql, smtp.transport, { now: () => new Date(t0), onlyRecipients: [to], recordRetryMs: [10] })
    } finally {
      await heal()
    }
    // Past the lease and past any retry's backoff, other passes find it: it is not sent again.
    for (const later of [60_000, 3_600_000, 86_400_000]) {
      await runMailWorker(sql, smtp.transport, { now: () => new Date(t0 + later), onlyRecipients: [to] })
    }
    expect(smtp.deliveries.get(messageId(id))).toBe(1)
    expect(await statuses([id])).toEqual(['unknown'])
  })
})
