import { createHash, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { testDeps } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'
import { supabaseClient } from '../../../test/identity.ts'
import { received, recipient, testSmtp } from '../../../test/mail.ts'
import { runMailWorker } from '../mail/mail-worker.ts'

// Password reset through the embedded issuer, driven by the real supabase-js client: the email
// (parsed as received by the embedded SMTP server), the one-time link, the new password.
const sql = testDatabase()
const smtp = await testSmtp()
const SITE = 'https://chairside.test'
const RESET_PAGE = `${SITE}/reset-password`
const t0 = new Date('2026-03-01T12:00:00Z')
let nextIp = 1

/** An app on a clock the test moves, behind a proxy whose x-forwarded-for counts (fresh per app). */
function setup() {
  const clock = { at: t0, now: () => clock.at }
  const deps = { ...testDeps(sql, { PUBLIC_URL: SITE, TRUSTED_PROXY_HOPS: '1' }), clock }
  const app = createApp(deps)
  const anonKey = deps.identity.mode === 'embedded' ? deps.identity.anonKey : ''
  const ip = `198.51.100.${nextIp++}`
  const supabase = supabaseClient(app, anonKey)
  const later = (minutes: number) => {
    clock.at = new Date(t0.getTime() + minutes * 60_000)
  }
  const recover = (email: string, redirectTo = RESET_PAGE, headers: Record<string, string> = {}) =>
    app.request(`/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
      body: JSON.stringify({ email, code_challenge: null, code_challenge_method: null }),
    })
  return { app, deps, anonKey, supabase, later, recover, ip }
}

type Setup = ReturnType<typeof setup>
const address = () => `reset-${randomUUID().slice(0, 8)}@test.example`

async function account(t: Setup, password = 'old-secret') {
  const email = address()
  const { data, error } = await t.supabase.auth.signUp({ email, password })
  expect(error).toBeNull()
  return { email, id: data.user!.id, session: data.session! }
}

/** What the worker delivers to these addresses now, parsed as received. */
async function inbox(...to: string[]) {
  await runMailWorker(sql, smtp.transport, { now: () => new Date(), onlyRecipients: to })
  return (await received(smtp.dir)).filter((m) => to.includes(recipient(m)))
}

/** The link of the newest reset email to `email`, checked in both parts. */
async function resetLink(email: string): Promise<URL> {
  const mails = await inbox(email)
  const mail = mails.at(-1)!
  expect(mail.subject).toBe('Reset your Chairside password')
  const href = /href="([^"]+)"/.exec(String(mail.html))![1].replace(/&amp;/g, '&')
  expect(mail.text).toContain(`Choose a new password: ${href}`)
  return new URL(href)
}

/** Opens a link as the browser does (no API key): where it redirects, and the fragment's fields. */
async function open(t: Setup, link: URL) {
  const res = await t.app.request(`${link.pathname}${link.search}`, { headers: { 'x-forwarded-for': t.ip } })
  expect(res.status).toBe(303)
  const location = new URL(res.headers.get('location')!)
  return { location, fragment: Object.fromEntries(new URLSearchParams(location.hash.slice(1))) }
}

const apiUser = (t: Setup, token: string) =>
  t.app.request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })

describe('password reset (embedded issuer, supabase-js)', () => {
  it('answers a known and an unknown address alike; only the known one gets a message', async () => {
    const t = setup()
    const known = await account(t)
    const unknown = address()
    const answers = await Promise.all([t.recover(known.email.toUpperCase()), t.recover(unknown)])
    const seen = await Promise.all(
      answers.map(async (res) => ({
        status: res.status,
        body: await res.text(),
        type: res.headers.get('content-type'),
        cache: res.headers.get('cache-control'),
      })),
    )
    expect(seen[0]).toEqual({ status: 200, body: '{}', type: 'application/json', cache: 'private, no-store' })
    expect(seen[1]).toEqual(seen[0])
    // What supabase-js makes of it: no error, nothing told.
    for (const email of [known.email, unknown])
      expect(await t.supabase.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).toEqual({
        data: {},
        error: null,
      })

    const mails = await inbox(known.email, unknown)
    expect(mails.map(recipient)).toEqual([known.email, known.email])
    expect(await sql`select 1 from public.mail_outbox where recipient = ${unknown}`).toHaveLength(0)
    const mail = mails[1]
    expect(mail.html).toContain('Reset your password')
    expect(mail.html).toContain('The link works once and expires in 1 hour.')
    expect(mail.text).toContain('If you did not ask for this, you can ignore this email')
    const link = await resetLink(known.email)
    expect(link.origin + link.pathname).toBe(`${SITE}/auth/v1/verify`)
    expect(link.searchParams.get('type')).toBe('recovery')
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE)
    // Only a hash of the token is stored, one per account.
    const stored = await sql<{ token_hash: string }[]>`
      select token_hash from auth.one_time_tokens where user_id = ${known.id}`
    const secret = link.searchParams.get('token')!
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(secret).digest('hex') }])
  })

  it('opens once: a recovery session in the fragment, a new password, other sessions ended; then otp_expired', async () => {
    const t = setup()
    const { email } = await account(t)
    const other = await t.supabase.auth.signInWithPassword({ email, password: 'old-secret' })
    const oldSession = other.data.session!
    await t.recover(email)
    const link = await resetLink(email)

    const first = await open(t, link)
    expect(first.location.origin + first.location.pathname).toBe(RESET_PAGE)
    expect(first.fragment).toMatchObject({ type: 'recovery', token_type: 'bearer', expires_in: '900' })
    const claims = JSON.parse(Buffer.from(first.fragment.access_token.split('.')[1], 'base64url').toString())
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }])
    expect((await apiUser(t, first.fragment.access_token)).status).toBe(200)

    // The page's updateUser, on the session from the link; the spec's rule and Supabase's words.
    await t.supabase.auth.setSession({
      access_token: first.fragment.access_token,
      refresh_token: first.fragment.refresh_token,
    })
    expect((await t.supabase.auth.updateUser({ password: '12345' })).error).toMatchObject({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    })
    expect((await t.supabase.auth.updateUser({ password: 'old-secret' })).error).toMatchObject({
      code: 'same_password',
      status: 422,
    })
    const updated = await t.supabase.auth.updateUser({ password: 'new-secret' })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.email).toBe(email)

    // The recovery session stays signed in; the session from before the reset is over.
    expect((await apiUser(t, first.fragment.access_token)).status).toBe(200)
    expect((await apiUser(t, oldSession.access_token)).status).toBe(401)
    const refresh = await supabaseClient(t.app, t.anonKey).auth.refreshSession({
      refresh_token: oldSession.refresh_token,
    })
    expect(refresh.error?.code).toBe('refresh_token_not_found')

    // The new password signs in; the old one does not.
    const fresh = supabaseClient(t.app, t.anonKey)
    expect((await fresh.auth.signInWithPassword({ email, password: 'new-secret' })).error).toBeNull()
    expect((await fresh.auth.signInWithPassword({ email, password: 'old-secret' })).error?.code).toBe(
      'invalid_credentials',
    )

    // The link again: GoTrue's error in the fragment, and no session.
    const again = await open(t, link)
    expect(again.location.origin + again.location.pathname).toBe(RESET_PAGE)
    expect(again.fragment).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    })
  })

  it('expires an hour after it was sent (the clock pinned)', async () => {
    const t = setup()
    const late = await account(t)
    const inTime = await account(t)
    await t.recover(late.email)
    await t.recover(inTime.email)
    const lateLink = await resetLink(late.email)
    const inTimeLink = await resetLink(inTime.email)
    t.later(60)
    expect((await open(t, inTimeLink)).fragment.type).toBe('recovery')
    t.later(60 + 1 / 60)
    expect((await open(t, lateLink)).fragment.error_code).toBe('otp_expired')
    // A refused link is not used up by the refusal: it simply stays too old.
    expect(await sql`select 1 from auth.one_time_tokens where user_id = ${late.id}`).toHaveLength(1)
  })

  it('turns an older link off when a new one is asked for', async () => {
    const t = setup()
    const { email } = await account(t)
    await t.recover(email)
    const older = await resetLink(email)
    t.later(1)
    await t.recover(email)
    const newer = await resetLink(email)
    expect(newer.searchParams.get('token')).not.toBe(older.searchParams.get('token'))
    expect((await open(t, older)).fragment.error_code).toBe('otp_expired')
    expect((await open(t, newer)).fragment.type).toBe('recovery')
  })

  it("redeems the link's token once through verifyOtp (token_hash, or token and email)", async () => {
    const t = setup()
    const a = await account(t)
    const b = await account(t)
    await t.recover(a.email)
    await t.recover(b.email)
    const tokenA = (await resetLink(a.email)).searchParams.get('token')!
    const tokenB = (await resetLink(b.email)).searchParams.get('token')!

    const ok = await t.supabase.auth.verifyOtp({ type: 'recovery', token_hash: tokenA })
    expect(ok.error).toBeNull()
    expect(ok.data.user?.email).toBe(a.email)
    expect(ok.data.session?.access_token).toBeTruthy()
    const used = await t.supabase.auth.verifyOtp({ type: 'recovery', token_hash: tokenA })
    expect(used.error).toMatchObject({ code: 'otp_expired', status: 403, message: 'Token has expired or is invalid' })

    // A token with another account's address is refused and stays usable by its own.
    const wrong = await t.supabase.auth.verifyOtp({ type: 'recovery', email: a.email, token: tokenB })
    expect(wrong.error?.code).toBe('otp_expired')
    const right = await t.supabase.auth.verifyOtp({ type: 'recovery', email: b.email, token: tokenB })
    expect(right.data.user?.email).toBe(b.email)
  })

  it('sends the browser only to this site, whatever the request names', async () => {
    const t = setup()
    const { email } = await account(t)
    await t.recover(email, 'https://evil.example/steal', { host: 'evil.example' })
    const link = await resetLink(email)
    // The link is on the configured site (not the Host the request named), and leads to its home.
    expect(link.origin).toBe(SITE)
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/`)
    // An edited link's redirect_to is checked again.
    link.searchParams.set('redirect_to', 'https://evil.example/steal')
    const opened = await open(t, link)
    expect(opened.location.origin).toBe(SITE)
    expect(opened.fragment.type).toBe('recovery')
  })

  it('limits requests per address with over_email_send_rate_limit, for unknown addresses alike', async () => {
    const t = setup()
    const { email } = await account(t)
    const unknown = address()
    for (const target of [email, unknown]) {
      for (let i = 0; i < 5; i++)
        expect((await t.recover(target, RESET_PAGE, { 'x-forwarded-for': `192.0.2.${i}` })).status).toBe(200)
      const limited = await t.recover(target, RESET_PAGE, { 'x-forwarded-for': '192.0.2.99' })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await limited.json()).toMatchObject({ code: 'over_email_send_rate_limit' })
    }
    expect(await inbox(email)).toHaveLength(5)
  })

  it('refuses a password change without a session, and bad requests with 400', async () => {
    const t = setup()
    const put = await t.app.request('/auth/v1/user', {
      method: 'PUT',
      headers: { apikey: t.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'new-secret' }),
    })
    expect(put.status).toBe(401)
    expect((await t.recover('not-an-email')).status).toBe(400)
    const pkce = await t.app.request('/auth/v1/recover', {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json', 'x-forwarded-for': t.ip },
      body: JSON.stringify({ email: address(), code_challenge: 'abc', code_challenge_method: 's256' }),
    })
    expect(await pkce.json()).toMatchObject({
      code: 'validation_failed',
      msg: 'Invalid request: code_challenge, code_challenge_method',
    })
    const noToken = await t.app.request('/auth/v1/verify?type=recovery', { headers: { 'x-forwarded-for': t.ip } })
    expect(noToken.status).toBe(400)
    // The link needs no API key; the rest of the issuer does.
    expect((await t.app.request('/auth/v1/verify', { method: 'POST', body: '{}' })).status).toBe(401)
  })
})
