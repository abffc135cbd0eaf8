import { describe, expect, it } from 'vitest'
import { testApp } from '../../test/app.ts'
import { testDatabase } from '../../test/database.ts'
import { identityTestApp } from '../../test/identity.ts'

const sql = testDatabase()

/** The CSP's directives by name. */
function csp(res: Response): Record<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? ''
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  )
}

describe('security headers', () => {
  it('are on every response: API answers, errors and unknown routes', async () => {
    const app = testApp(sql)
    const answers = await Promise.all([
      app.request('/api/config'),
      app.request('/api/stylists/search?page=-1'),
      app.request('/api/nothing-here'),
      app.request('/auth/v1/settings'),
    ])
    expect(answers.map((r) => r.status)).toEqual([200, 400, 404, 401])
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('permissions-policy')).toContain('camera=()')
      expect(csp(res)['frame-ancestors']).toEqual(["'none'"])
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('allow only our own scripts and connections when no outside service is configured', async () => {
    const policy = csp(await testApp(sql).request('/api/config'))
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy['frame-src']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('add Stripe, Google Maps and the Supabase project only when they are configured', async () => {
    const app = testApp(sql, {
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      GOOGLE_MAPS_API_KEY: 'maps-key',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_JWT_SECRET: 'a'.repeat(32),
      NODE_ENV: 'production',
    })
    const res = await app.request('/api/config')
    const policy = csp(res)
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://*.googleapis.com']),
    )
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']))
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://abc.supabase.co', 'wss://abc.supabase.co', 'https://api.stripe.com']),
    )
    expect(policy['img-src']).toContain('https://abc.supabase.co')
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  it("add a map style's origin for its tiles, fonts and sprites, and no more", async () => {
    const policy = csp(
      await testApp(sql, { MAP_STYLE_URL: 'https://tiles.example.org/styles/liberty' }).request('/api/config'),
    )
    expect(policy['connect-src']).toEqual(["'self'", 'https://tiles.example.org'])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org'])
    expect(policy['script-src']).toEqual(["'self'"])
  })
})

describe('CORS', () => {
  const app = testApp(sql, {
    PUBLIC_URL: 'https://chairside.example/',
    CORS_ORIGINS: 'https://partner.example, https://admin.example',
  })
  const preflight = (origin: string) =>
    app.request('/api/coupons/validate', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })

  it('lets the configured origins call the API', async () => {
    for (const origin of ['https://chairside.example', 'https://partner.example', 'https://admin.example']) {
      const res = await preflight(origin)
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-methods')).toContain('POST')
      expect(res.headers.get('access-control-allow-credentials')).toBeNull()
      const get = await app.request('/api/config', { headers: { origin } })
      expect(get.headers.get('access-control-allow-origin')).toBe(origin)
    }
  })

  it('gives any other origin no CORS headers, so its pages cannot read the answers', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://chairside.example.evil.example']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull()
      expect(
        (await app.request('/api/config', { headers: { origin } })).headers.get('access-control-allow-origin'),
      ).toBeNull()
    }
  })

  it('refuses a CORS_ORIGINS setting that is not a list of URLs', () => {
    expect(() => testApp(sql, { CORS_ORIGINS: 'https://ok.example,not a url' })).toThrow(/CORS_ORIGINS/)
  })
})

describe('cookies', () => {
  it('are never set: sign-up and sign-in keep the session in the response body (supabase-js stores it)', async () => {
    const { app, deps } = identityTestApp(sql)
    const apikey = deps.identity.anonKey
    const email = `cookie-${Date.now()}@test.example`
    const headers = { apikey, 'content-type': 'application/json' }
    const signUp = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'password123' }),
    })
    const signIn = await app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'password123' }),
    })
    expect([signUp.status, signIn.status]).toEqual([200, 200])
    for (const res of [signUp, signIn]) expect(res.headers.get('set-cookie')).toBeNull()
  })
})
