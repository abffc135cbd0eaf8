import { createServer, type Server } from 'node:http'
import { randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CurrentUser } from '@marketplace/domain/contract/auth.ts'
import { identityTestApp, signedInUser } from '../../test/identity.ts'
import { createUser, testDatabase } from '../../test/database.ts'

// Access tokens: only a valid, unexpired token of the right issuer and audience, for a living
// account and an open session, is a sign-in. Everything else is a 401.
const sql = testDatabase()
const now = () => Math.floor(Date.now() / 1000)

function forge(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
  signature = '',
) {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
  return `${part(header)}.${part(claims)}.${signature}`
}

async function status(app: ReturnType<typeof identityTestApp>['app'], token: string) {
  return (await app.request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status
}

describe('access tokens of the embedded issuer', () => {
  const { app, deps } = identityTestApp(sql)
  if (deps.identity.mode !== 'embedded') throw new Error('embedded expected')
  const identity = deps.identity

  async function signed(claims: Record<string, unknown>, secret: Uint8Array = identity.secret, alg = 'HS256') {
    return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret)
  }

  async function validClaims() {
    const user = await signedInUser(sql, deps)
    return {
      user,
      claims: {
        sub: user.id,
        role: 'authenticated',
        aud: 'authenticated',
        iss: identity.issuer,
        iat: now(),
        exp: now() + 600,
        session_id: user.sessionId,
        email: user.email,
      },
    }
  }

  it('accepts a valid token and returns the user with their rights', async () => {
    const { user } = await validClaims()
    const res = await app.request('/api/auth/user', { headers: user.headers })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      isAdmin: false,
      isStylist: false,
    })
  })

  it('refuses an expired token', async () => {
    const { claims } = await validClaims()
    expect(await status(app, await signed({ ...claims, iat: now() - 1000, exp: now() - 10 }))).toBe(401)
  })

  it('refuses a wrong signature, a guessed secret and alg none', async () => {
    const { claims, user } = await validClaims()
    const [h, p] = user.token.split('.')
    expect(await status(app, `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`)).toBe(401)
    expect(
      await status(
        app,
        await signed(claims, new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long')),
      ),
    ).toBe(401)
    expect(await status(app, forge(claims, { alg: 'none', typ: 'JWT' }))).toBe(401)
  })

  it('refuses the wrong audience, the wrong issuer, the anon key and a token without a user', async () => {
    const { claims } = await validClaims()
    expect(await status(app, await signed({ ...claims, aud: 'somebody-else' }))).toBe(401)
    expect(await status(app, await signed({ ...claims, iss: 'https://evil.example/auth/v1' }))).toBe(401)
    expect(await status(app, identity.anonKey)).toBe(401)
    const { sub: _sub, ...noSub } = claims
    expect(await status(app, await signed(noSub))).toBe(401)
  })

  it('refuses the token of a deleted user, and of an ended session', async () => {
    const { claims, user } = await validClaims()
    const token = await signed(claims)
    expect(await status(app, token)).toBe(200)
    await sql`delete from auth.sessions where id = ${user.sessionId}`
    expect(await status(app, token)).toBe(401)
    const other = await validClaims()
    await sql`delete from auth.users where id = ${other.user.id}`
    expect(await status(app, await signed(other.claims))).toBe(401)
  })

  it('grants admin rights from the database flag or ADMIN_EMAILS, never from the token', async () => {
    const flagged = await signedInUser(sql, deps, { isAdmin: true })
    expect(
      ((await (await app.request('/api/auth/user', { headers: flagged.headers })).json()) as CurrentUser).isAdmin,
    ).toBe(true)
    const listedEmail = `boss-${randomUUID().slice(0, 6)}@test.example`
    const listed = identityTestApp(sql, { ADMIN_EMAILS: `someone@else.example, ${listedEmail.toUpperCase()}` })
    const boss = await signedInUser(sql, listed.deps, { email: listedEmail })
    expect(
      ((await (await listed.app.request('/api/auth/user', { headers: boss.headers })).json()) as CurrentUser).isAdmin,
    ).toBe(true)
    const { claims } = await validClaims()
    const res = await app.request('/api/auth/user', {
      headers: {
        authorization: `Bearer ${await signed({ ...claims, app_metadata: { is_admin: true }, is_admin: true })}`,
      },
    })
    expect(((await res.json()) as CurrentUser).isAdmin).toBe(false)
  })
})

describe('access tokens of a Supabase project', () => {
  let server: Server
  let url = ''
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey']
  const kid = 'test-key-1'
  const jwtSecret = 'a-legacy-project-jwt-secret-of-32-chars-or-more'

  beforeAll(async () => {
    // Supabase's JWKS endpoint, served locally: the only fake here is the provider's HTTP answer.
    const pair = await generateKeyPair('ES256')
    privateKey = pair.privateKey
    const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' }
    server = createServer((req, res) => {
      if (req.url === '/auth/v1/.well-known/jwks.json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
      } else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  async function projectUser() {
    const user = await createUser(sql)
    const sessionId = randomUUID()
    await sql`insert into auth.sessions (id, user_id) values (${sessionId}, ${user.id})`
    return { ...user, claims: { sub: user.id, role: 'authenticated', email: user.email, session_id: sessionId } }
  }

  const project = () =>
    identityTestApp(sql, { SUPABASE_URL: url, SUPABASE_ANON_KEY: 'anon', SUPABASE_JWT_SECRET: jwtSecret })
  const es256 = (claims: Record<string, unknown>, key: typeof privateKey = privateKey, keyId = kid) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: keyId, typ: 'JWT' })
      .setIssuer(`${url}/auth/v1`)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key)

  it("verifies asymmetric tokens against the project's JWKS, and legacy HS256 ones with its secret", async () => {
    const { app } = project()
    const user = await projectUser()
    expect(await status(app, await es256(user.claims))).toBe(200)
    const hs = await new SignJWT(user.claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(`${url}/auth/v1`)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(jwtSecret))
    expect(await status(app, hs)).toBe(200)
  })

  it('refuses a key the project does not publish, another issuer and an expired token', async () => {
    const { app } = project()
    const user = await projectUser()
    const stranger = await generateKeyPair('ES256')
    expect(await status(app, await es256(user.claims, stranger.privateKey))).toBe(401)
    expect(
      await status(
        app,
        await new SignJWT(user.claims)
          .setProtectedHeader({ alg: 'ES256', kid })
          .setIssuer('https://other.supabase.co/auth/v1')
          .setAudience('authenticated')
          .setExpirationTime('5m')
          .sign(privateKey),
      ),
    ).toBe(401)
    expect(
      await status(
        app,
        await new SignJWT(user.claims)
          .setProtectedHeader({ alg: 'ES256', kid })
          .setIssuer(`${url}/auth/v1`)
          .setAudience('authenticated')
          .setIssuedAt(now() - 900)
          .setExpirationTime(now() - 60)
          .sign(privateKey),
      ),
    ).toBe(401)
  })

  it('does not serve the embedded issuer when Supabase Auth is configured', async () => {
    const { app } = project()
    expect((await app.request('/auth/v1/settings', { headers: { apikey: 'anon' } })).status).toBe(404)
  })
})
