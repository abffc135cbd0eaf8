import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureWebBuild } from '../../scripts/web-build.ts'
import { connect, type Sql } from '../src/db/client.ts'
import { MAIL_WORKER_MS } from '../src/features/mail/mail-worker.ts'
import { createUser } from './database.ts'
import { until } from './faults/probe.ts'
import { startServer, type ServerProcess } from './faults/server-process.ts'
import { received, recipient, testSmtp } from './mail.ts'
import { createScratchDatabase } from './scratch-database.ts'

// The real Node entry (api/src/server.ts, in a process of its own) with production settings:
// NODE_ENV=production and DATABASE_URL on a scratch database of the local PostgreSQL. The embedded
// mailbox shows every message to anyone, password-reset links included: with these settings it
// must not exist, whether or not SMTP_URL names a relay.

const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `production_start_${randomUUID().replaceAll('-', '').slice(0, 16)}`
const admin = connect(server, { max: 1 })
const databaseUrl = Object.assign(new URL(server), { pathname: `/${name}` }).toString()
const dataDir = mkdtempSync(join(tmpdir(), 'chairside-production-'))
let sql: Sql
let running: ServerProcess | undefined

beforeAll(async () => {
  // The server renders pages (and would render /dev/mailbox) only with the web app built.
  ensureWebBuild()
  await createScratchDatabase(admin, name)
  sql = connect(databaseUrl, { max: 1 })
}, 300_000)

afterAll(async () => {
  await running?.stop()
  await sql?.end({ timeout: 1 })
  await admin.unsafe(`drop database if exists ${name} with (force)`)
  await admin.end()
  rmSync(dataDir, { recursive: true, force: true })
})

const settings = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PUBLIC_URL: 'http://chairside.test' }
const devPaths = [
  '/api/dev/mailbox',
  '/api/dev/mailbox/20260101t000000000z-000000000000',
  '/dev/mailbox',
  '/Dev/Mailbox/x',
]

async function statuses(origin: string) {
  return Promise.all(devPaths.map(async (path) => [path, (await fetch(origin + path)).status]))
}

describe('the Node server with production settings', () => {
  let email: string

  it('without SMTP_URL: no mailbox, no /dev pages; a password reset stays queued and says so at start', async () => {
    running = await startServer(settings)
    expect(running.output()).toContain('Email: NOT SENT')
    expect(running.output()).toContain('stay queued in the outbox')
    const { origin } = running

    // The attack: ask for a reset link of someone else's account, then read the mailbox.
    email = (await createUser(sql)).email
    const { supabaseAnonKey } = (await (await fetch(`${origin}/api/config`)).json()) as { supabaseAnonKey: string }
    const recover = await fetch(`${origin}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(recover.status).toBe(200)
    expect(await statuses(origin)).toEqual(devPaths.map((path) => [path, 404]))

    // Two worker passes later the message is still only in the outbox, and nothing was written
    // where the embedded SMTP server keeps its messages.
    await new Promise((r) => setTimeout(r, 2 * MAIL_WORKER_MS + 1000))
    const rows = await sql<{ status: string }[]>`select status from public.mail_outbox where recipient = ${email}`
    expect(rows).toEqual([{ status: 'pending' }])
    expect(existsSync(join(dataDir, 'mailbox'))).toBe(false)
    await running.stop()
    running = undefined
  }, 300_000)

  it('with SMTP_URL: still no mailbox nor /dev pages, and the kept message goes to the relay', async () => {
    const relay = await testSmtp()
    running = await startServer({
      ...settings,
      SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
      MAIL_FROM: 'Chairside <bookings@chairside.test>',
    })
    expect(running.output()).toContain('Email: SMTP_URL')
    expect(await statuses(running.origin)).toEqual(devPaths.map((path) => [path, 404]))
    const toThem = async () => (await received(relay.dir)).filter((mail) => recipient(mail) === email)
    await until('the queued reset email at the relay', async () => (await toThem()).length > 0, 30_000)
    expect((await toThem()).map((mail) => mail.subject)).toEqual([expect.stringMatching(/password/i)])
    expect(existsSync(join(dataDir, 'mailbox'))).toBe(false)
  }, 300_000)
})
