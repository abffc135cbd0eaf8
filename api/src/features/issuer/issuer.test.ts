import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { publicConfigSchema } from '@marketplace/domain/contract/config.ts'
import { identityTestApp, supabaseClient } from '../../../test/identity.ts'
import { testDatabase } from '../../../test/database.ts'

// The embedded identity issuer, driven by the real supabase-js client (as the browser does).
const sql = testDatabase()
const email = () => `issuer-${randomUUID().slice(0, 8)}@Test.Example`

async function setup() {
  const { app, deps } = identityTestApp(sql)
  const config = publicConfigSchema.parse(await (await app.request('http://localhost/api/config')).json())
  return { app, deps, config, supabase: supabaseClient(app, config.supabaseAnonKey) }
}

describe('embedded identity issuer (supabase-js)', () => {
  it('is announced by /api/config: this server is the Supabase URL', async () => {
    const { config } = await setup()
    expect(config).toMatchObject({ identity: 'embedded', supabaseUrl: 'http://localhost' })
    expect(config.supabaseAnonKey.split('.')).toHaveLength(3)
  })

  it('signs up, gets the user, signs in, refreshes, refuses a reused refresh token, signs out', async () => {
    const { app, supabase } = await setup()
    const address = email()
    const signUp = await supabase.auth.signUp({
      email: address,
      password: 'secret-pass',
      options: { data: { first_name: 'Ada' } },
    })
    expect(signUp.error).toBeNull()
    expect(signUp.data.user).toMatchObject({ email: address.toLowerCase(), user_metadata: { first_name: 'Ada' } })
    expect(signUp.data.session?.access_token).toBeTruthy()

    // The account is a marketplace user at once, with the name from sign-up.
    const me = await app.request('/api/auth/user', {
      headers: { authorization: `Bearer ${signUp.data.session!.access_token}` },
    })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      email: address.toLowerCase(),
      firstName: 'Ada',
      isAdmin: false,
      isStylist: false,
    })

    const signIn = await supabase.auth.signInWithPassword({ email: address, password: 'secret-pass' })
    expect(signIn.error).toBeNull()
    const first = signIn.data.session!
    expect(first.expires_in).toBe(900)
    const got = await supabase.auth.getUser(first.access_token)
    expect(got.data.user?.id).toBe(signUp.data.user!.id)

    // The access token carries Supabase's claims.
    const claims = JSON.parse(Buffer.from(first.access_token.split('.')[1], 'base64url').toString())
    expect(Object.keys(claims).sort()).toEqual(
      expect.arrayContaining([
        'iss',
        'sub',
        'aud',
        'exp',
        'iat',
        'role',
        'aal',
        'session_id',
        'email',
        'app_metadata',
        'user_metadata',
        'amr',
      ]),
    )
    expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', sub: signUp.data.user!.id })

    // Refreshing rotates the refresh token.
    const refreshed = await supabase.auth.refreshSession({ refresh_token: first.refresh_token })
    expect(refreshed.error).toBeNull()
    const second = refreshed.data.session!
    expect(second.refresh_token).not.toBe(first.refresh_token)

    // The old one again: refused, and the whole session ends (the new tokens die with it).
    const reuse = await supabase.auth.refreshSession({ refresh_token: first.refresh_token })
    expect(reuse.error?.code).toBe('refresh_token_already_used')
    const afterReuse = await supabase.auth.refreshSession({ refresh_token: second.refresh_token })
    expect(afterReuse.error).not.toBeNull()
    expect(
      (await app.request('/api/auth/user', { headers: { authorization: `Bearer ${second.access_token}` } })).status,
    ).toBe(401)

    // A fresh sign-in, then sign-out: its access token is no longer honoured anywhere.
    const again = await supabase.auth.signInWithPassword({ email: address, password: 'secret-pass' })
    const token = again.data.session!.access_token
    expect((await app.request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
    expect((await supabase.auth.signOut()).error).toBeNull()
    expect((await app.request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
    expect((await supabase.auth.getUser(token)).error).not.toBeNull()
  })

  it("refuses a wrong password, an unknown email, a taken email and a short password with Supabase's codes", async () => {
    const { supabase } = await setup()
    const address = email()
    await supabase.auth.signUp({ email: address, password: 'secret-pass' })
    const wrong = await supabase.auth.signInWithPassword({ email: address, password: 'not-it' })
    expect(wrong.error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
      status: 400,
    })
    const unknown = await supabase.auth.signInWithPassword({ email: email(), password: 'secret-pass' })
    expect(unknown.error).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' })
    const taken = await supabase.auth.signUp({ email: address.toUpperCase(), password: 'secret-pass' })
    expect(taken.error).toMatchObject({ code: 'user_already_exists', message: 'User already registered' })
    const weak = await supabase.auth.signUp({ email: email(), password: '12345' })
    expect(weak.error).toMatchObject({ code: 'weak_password', message: 'Password should be at least 6 characters.' })
  })

  it('stores passwords with a memory-hard hash and refresh tokens only as hashes', async () => {
    const { supabase } = await setup()
    const address = email()
    const { data } = await supabase.auth.signUp({ email: address, password: 'secret-pass' })
    const [user] = await sql<
      { encrypted_password: string }[]
    >`select encrypted_password from auth.users where id = ${data.user!.id}`
    expect(user.encrypted_password).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/)
    const tokens = await sql<
      { token: string }[]
    >`select token from auth.refresh_tokens where user_id = ${data.user!.id}`
    expect(tokens.map((t) => t.token)).not.toContain(data.session!.refresh_token)
    expect(tokens[0].token).toMatch(/^[0-9a-f]{64}$/)
  })

  it('rate-limits sign-in per account with a 429 and Retry-After', async () => {
    const { app, config } = await setup()
    const address = email()
    const attempt = () =>
      app.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: 'wrong-one' }),
      })
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(400)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' })
  })

  it('rate-limits sign-up per IP address', async () => {
    const { app, config } = await setup()
    const attempt = () =>
      app.request('/auth/v1/signup', {
        method: 'POST',
        headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: email(), password: 'x' }), // too short: refused after the limit check
      })
    for (let i = 0; i < 20; i++) expect((await attempt()).status).toBe(422)
    expect((await attempt()).status).toBe(429)
  })

  it('wants the public API key, as Supabase does', async () => {
    const { app } = await setup()
    const res = await app.request('/auth/v1/settings')
    expect(res.status).toBe(401)
  })
})
