import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureWebBuild } from '../../scripts/web-build.ts'
import { connect, type Sql } from '../src/db/client.ts'
import { MAIL_WORKER_MS } from '../src/features/mail/mail-worker.ts'
import { createUser } from './database.ts'
import { until } from './faults/probe.ts'
import { startServer, type ServerProcess } from './faults/server-process.ts'
import { received, recipient, testSmtp } from './mail.ts'
import { createScratchDatabase } from './scratch-database.ts'
import { FAKE_PRICES, StripeFake } from './stripe-fake.ts'

// The real Node entry (api/src/server.ts, in a process of its own) with production settings:
// NODE_ENV=production and DATABASE_URL on a scratch database of the local PostgreSQL. The embedded
// mailbox shows every message to anyone, password-reset links included: with these settings it
// must not exist, whether or not SMTP_URL names a relay. Nor may the local identity issuer or the
// embedded billing (Stripe's test cards): without Supabase Auth and Stripe the server refuses to
// start, unless EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS=allow (startServer's default, for the
// fault tests and benchmarks on a local PostgreSQL) opts in by name.

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

/** The server's output when it exits before it is ready, without the opt-in; fails if it started. */
async function refusal(extra: Record<string, string>): Promise<string> {
  const outcome = await startServer({ ...settings, EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS: '', ...extra }).then(
    (started) => started,
    (error: Error) => error.message,
  )
  if (typeof outcome === 'string') return outcome
  await outcome.stop()
  throw new Error(`The server started:\n${outcome.output()}`)
}

const issuerSettings = 'set SUPABASE_URL and SUPABASE_ANON_KEY'
const stripeSettings =
  'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL'

describe('the Node server with production settings', () => {
  let email: string

  it('without Supabase Auth, Stripe or the opt-in: refuses to start, naming the settings, before touching the database', async () => {
    const output = await refusal({})
    expect(output).toContain('exited (1) before it was ready')
    expect(output).toContain(`the local identity issuer at /auth/v1: ${issuerSettings}`)
    expect(output).toContain(`embedded billing with Stripe's test cards: ${stripeSettings}`)
    expect(output).toContain('EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS=allow')
    expect(output).not.toContain('Ready in')
    // Not migrated: it stopped before opening the database.
    expect(await sql`select to_regclass('public.mail_outbox') as outbox`).toEqual([{ outbox: null }])
  }, 120_000)

  it('NODE_ENV=production on the embedded database (no DATABASE_URL): refuses the same way', async () => {
    const output = await refusal({ DATABASE_URL: '' })
    expect(output).toContain('exited (1) before it was ready')
    expect(output).toContain(issuerSettings)
    expect(output).toContain(stripeSettings)
  }, 120_000)

  it('with Supabase Auth but without Stripe: refuses, naming only the Stripe settings', async () => {
    const output = await refusal({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon-key-of-the-project' })
    expect(output).toContain('exited (1) before it was ready')
    expect(output).toContain(stripeSettings)
    expect(output).not.toContain('/auth/v1')
  }, 120_000)

  it('without SMTP_URL: no mailbox, no /dev pages; a password reset stays queued and says so at start', async () => {
    running = await startServer(settings)
    // The opt-in (startServer's default) is said at start, with what it lets through.
    expect(running.output()).toContain('WARNING: EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS=allow')
    expect(running.output()).toContain('the local identity issuer at /auth/v1')
    expect(running.output()).toContain("embedded billing with Stripe's test cards")
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

  it('with Supabase Auth and Stripe: starts without the opt-in, serving neither /auth/v1 nor the test cards', async () => {
    await running?.stop()
    const stripe = await StripeFake.start()
    const jwtSecret = randomUUID() + randomUUID()
    const supabaseUrl = 'http://127.0.0.1:9'
    try {
      running = await startServer({
        ...settings,
        EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS: '',
        SUPABASE_URL: supabaseUrl,
        SUPABASE_ANON_KEY: 'anon-key-of-the-project',
        SUPABASE_JWT_SECRET: jwtSecret,
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_fake',
        STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
        STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
        STRIPE_API_URL: stripe.url,
      })
      expect(running.output()).not.toContain('EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS')
      const { origin } = running
      expect((await fetch(`${origin}/auth/v1/settings`)).status).toBe(404)
      const user = await createUser(sql)
      const token = await new SignJWT({ role: 'authenticated', email: user.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(`${supabaseUrl}/auth/v1`)
        .setAudience('authenticated')
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(jwtSecret))
      const card = await fetch(`${origin}/api/billing/embedded/confirm-card-setup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          clientSecret: 'seti_x',
          cardNumber: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: 2040,
          cvc: '123',
        }),
      })
      expect(card.status).toBe(404)
    } finally {
      await running?.stop()
      running = undefined
      await stripe.close()
    }
  }, 300_000)
})
