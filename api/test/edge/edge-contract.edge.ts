import { randomBytes, randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStylist, createUser, testDatabase, testDatabaseUrl } from '../database.ts'
import { FAKE_PRICES, StripeFake } from '../stripe-fake.ts'
import type { Json } from '../stripe-fake-account.ts'
import { startEdgeFunction, type EdgeFunction } from './edge-function.ts'
import { SupabaseFake } from './supabase-fake.ts'

// The API's contract through the Supabase Edge Function entry, running under Deno, on PostgreSQL
// 15 + PostGIS, with Supabase (Auth keys, Storage) and Stripe served by local fakes at their HTTP
// boundary. Requests use the paths the function receives in production: /functions/v1 is
// removed by Supabase's gateway, the function name `api` stays (see supabase/functions/api).
const sql = testDatabase()
const SERVICE_ROLE_KEY = `service-role-${randomUUID()}`
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`
// Projects still on the legacy shared secret sign HS256 tokens; the function accepts both kinds.
const LEGACY_JWT_SECRET = randomBytes(32).toString('base64url')
let edge: EdgeFunction
let stripe: StripeFake
let supabase: SupabaseFake
let listed: { id: number; userId: string; email: string }
let reviewer: { id: string; email: string }

beforeAll(async () => {
  stripe = await StripeFake.start()
  supabase = await SupabaseFake.start(SERVICE_ROLE_KEY)
  const user = await createUser(sql)
  listed = { id: (await createStylist(sql, user.id)).id, userId: user.id, email: user.email }
  reviewer = await createUser(sql)
  // The directory's counts are a materialized view: on Supabase pg_cron refreshes it (docs/deploy.md).
  await sql`select public.refresh_directory_counts()`
  edge = await startEdgeFunction({
    SUPABASE_DB_URL: testDatabaseUrl(),
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: 'anon-key-of-the-project',
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SUPABASE_JWT_SECRET: LEGACY_JWT_SECRET,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
    STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
    STRIPE_API_URL: stripe.url,
    LOG_LEVEL: 'warn',
  })
  console.info(`edge function healthy under Deno after ${edge.startMs} ms`)
}, 240_000)

afterAll(async () => {
  await edge?.stop()
  await Promise.all([stripe?.close(), supabase?.close()])
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${edge.url}${path}`, { headers })
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${edge.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const ids = (cards: { id: number }[]) => cards.map((c) => c.id)

describe('public reads at the edge', () => {
  it('search finds a listed stylist by real distance, cacheable, and answers 304 to a held version', async () => {
    const res = await get('/api/stylists/search?lat=30.2672&lng=-97.7431&distance=10')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { stylists: { id: number; distanceMiles: number | null }[]; total: number }
    expect(ids(body.stylists)).toContain(listed.id)
    expect(body.stylists.find((s) => s.id === listed.id)?.distanceMiles).toBeLessThan(1)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const etag = res.headers.get('etag')!
    const again = await get('/api/stylists/search?lat=30.2672&lng=-97.7431&distance=10', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('a profile is served (200) and a missing one is a 404 that no cache keeps', async () => {
    const res = await get(`/api/stylists/${listed.id}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: listed.id, stylistName: 'Test Stylist', city: 'Austin', state: 'TX' })
    const missing = await get('/api/stylists/999999999')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
  })

  it('the directory counts listed stylists by state and city', async () => {
    const states = (await (await get('/api/directory/states')).json()) as { state: string; count: number }[]
    expect(states.find((s) => s.state === 'TX')?.count).toBeGreaterThanOrEqual(1)
    const cities = (await (await get('/api/directory/states/tx/cities')).json()) as { city: string; count: number }[]
    expect(cities.find((c) => c.city === 'Austin')?.count).toBeGreaterThanOrEqual(1)
    const inCity = (await (await get('/api/directory/states/TX/cities/Austin/stylists')).json()) as { id: number }[]
    expect(ids(inCity)).toContain(listed.id)
  })

  it('robots.txt and the sitemap, forwarded by the CDN under the function, are served', async () => {
    const robots = await get('/api/robots.txt')
    expect([robots.status, await robots.text()]).toEqual([200, expect.stringContaining('Sitemap:')])
    const sitemap = await get('/api/sitemap.xml')
    expect([sitemap.status, await sitemap.text()]).toEqual([200, expect.stringContaining('<sitemapindex')])
    expect((await get('/api/robots.txt.bak')).status).toBe(404)
  })

  it('the embedded map style and a vector tile (us-atlas and the gazetteer) are served under Deno', async () => {
    const style = (await (await get('/api/map/style.json')).json()) as { sources: { atlas: { tiles: string[] } } }
    expect(style.sources.atlas.tiles[0]).toMatch(/\/api\/map\/tiles\/\{z\}\/\{x\}\/\{y\}$/)
    const tile = await get('/api/map/tiles/4/3/6')
    expect([tile.status, tile.headers.get('content-type')]).toEqual([200, 'application/x-protobuf'])
    expect((await tile.arrayBuffer()).byteLength).toBeGreaterThan(1000)
  })

  it('bad input is a 400 naming the field', async () => {
    const res = await get('/api/stylists/search?page=0')
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('page')
  })
})

describe('signed-in writes at the edge, with Supabase Auth tokens (ES256, the project JWKS)', () => {
  it('a review is saved for the token holder, and never cacheable', async () => {
    const token = await supabase.accessToken(reviewer)
    const res = await send(
      'POST',
      `/api/stylists/${listed.id}/reviews`,
      { rating: 5, comment: 'Great cut at the edge' },
      { authorization: `Bearer ${token}` },
    )
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const rows =
      await sql`select rating, comment from public.reviews where stylist_id = ${listed.id} and author_id = ${reviewer.id}`
    expect(rows).toEqual([{ rating: 5, comment: 'Great cut at the edge' }])
  })

  it('refuses no token, an expired token and a token of another key (401), and bad input (400), writing nothing', async () => {
    const other = await createUser(sql)
    const body = { rating: 4, comment: 'Should not be saved' }
    const expired = await supabase.accessToken(other, { expiresIn: '-1m' })
    const otherProject = await SupabaseFake.start('another-project')
    const foreign = await otherProject.accessToken(other)
    await otherProject.close()
    expect((await send('POST', `/api/stylists/${listed.id}/reviews`, body)).status).toBe(401)
    for (const token of [expired, foreign])
      expect(
        (await send('POST', `/api/stylists/${listed.id}/reviews`, body, { authorization: `Bearer ${token}` })).status,
      ).toBe(401)
    const bad = await send(
      'POST',
      `/api/stylists/${listed.id}/reviews`,
      { rating: 9 },
      { authorization: `Bearer ${await supabase.accessToken(other)}` },
    )
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toMatch(/rating[\s\S]*comment|comment[\s\S]*rating/)
    expect(await sql`select 1 from public.reviews where author_id = ${other.id}`).toHaveLength(0)
  })

  it('also accepts an HS256 token of a project on the legacy JWT secret', async () => {
    const user = await createUser(sql)
    const token = await new SignJWT({ role: 'authenticated', email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(`${supabase.url}/auth/v1`)
      .setAudience('authenticated')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(LEGACY_JWT_SECRET))
    const res = await get('/api/auth/user', { authorization: `Bearer ${token}` })
    expect([res.status, ((await res.json()) as { id: string }).id]).toEqual([200, user.id])
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('removing a portfolio image deletes its file from Supabase Storage', async () => {
    const path = `${listed.userId}/${randomBytes(16).toString('hex')}.webp`
    supabase.storage.objects.set(`portfolio/${path}`, {
      body: new Uint8Array([1, 2, 3]),
      contentType: 'image/webp',
      cacheControl: null,
    })
    const [item] = await sql<{ id: number }[]>`
      insert into public.portfolio_items (stylist_id, image_url, storage_path)
      values (${listed.id}, ${`${supabase.url}/storage/v1/object/public/portfolio/${path}`}, ${path}) returning id`
    const token = await supabase.accessToken({ id: listed.userId, email: listed.email })
    const res = await fetch(`${edge.url}/api/firebase/portfolio/${item.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    expect(supabase.storage.objects.has(`portfolio/${path}`)).toBe(false)
  })
})

describe('Stripe webhooks at the edge (async signature verification under Deno)', () => {
  it('a signed subscription event lists the stylist; a wrongly signed one changes nothing', async () => {
    const user = await createUser(sql)
    const { id: stylistId } = await createStylist(sql, user.id, { active: false })
    const client = stripe.client()
    const customer = await client.customers.create({ email: user.email, metadata: { userId: user.id } })
    await sql`insert into public.billing_customers (user_id, provider, provider_customer_id) values (${user.id}, 'stripe', ${customer.id})`
    const sub = await client.subscriptions.create({
      customer: customer.id,
      items: [{ price: FAKE_PRICES.monthly }],
      default_payment_method: 'pm_card_visa',
      metadata: { userId: user.id, plan: 'monthly' },
      payment_behavior: 'error_if_incomplete',
    })
    const event = stripe.account.events.find(
      (e) => e.type === 'customer.subscription.created' && ((e.data as Json).object as Json).id === sub.id,
    )!
    const payload = JSON.stringify(event)
    const forged = await client.webhooks.generateTestHeaderStringAsync({ payload, secret: 'whsec_not_ours' })
    const refused = await fetch(`${edge.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': forged },
      body: payload,
    })
    expect(refused.status).toBe(400)
    expect((await get(`/api/stylists/${stylistId}`)).status).toBe(404)

    const signature = await client.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET })
    const res = await fetch(`${edge.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body: payload,
    })
    expect([res.status, await res.json()]).toEqual([200, { received: true }])
    expect((await get(`/api/stylists/${stylistId}`)).status).toBe(200)
    const [mirrored] =
      await sql`select status, provider_subscription_id from public.subscriptions where user_id = ${user.id}`
    expect(mirrored).toEqual({ status: 'active', provider_subscription_id: sub.id })
  })
})

describe('pages at the edge', () => {
  // The CDN forwards a page /X to .../functions/v1/api/page/X (docs/deploy.md, section 8).
  it("a profile's HTML holds its content, its head tags and its hydration data, cacheable", async () => {
    const res = await fetch(`${edge.url}/api/page/stylist/${listed.id}`, { redirect: 'manual' })
    // Without its slug the router redirects to the canonical address, on the server, by a path
    // (the CDN's origin, not the function's, is the site).
    expect(res.status).toBe(307)
    const canonical = res.headers.get('location')!
    expect(canonical).toBe(`/stylist/${listed.id}/test-stylist-austin-tx`)

    const started = performance.now()
    const page = await get(`/api/page${canonical}`)
    console.info(`profile page rendered at the edge in ${Math.round(performance.now() - started)} ms`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const html = await page.text()
    const [head, body] = html.split('</head>')
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(head).toContain('<title>Test Stylist · Austin, TX | Chairside</title>')
    expect(head).toMatch(/<link rel="canonical" href="[^"]+\/stylist\/\d+\/test-stylist-austin-tx" \/>/)
    expect(head).toContain('"@type":"HairSalon"')
    expect(head).toMatch(/<style data-emotion-ssr="css [^"]+">/)
    expect(body).toMatch(/<div id="root"[^>]*>[\s\S]*<h1[^>]*>Test Stylist<\/h1>/)
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1]
    expect(body).toContain(`<script nonce="${nonce}">`)
  })

  it('the home page is rendered, and a signed-in screen is the shell', async () => {
    const home = await get('/api/page')
    expect(home.status).toBe(200)
    expect(await home.text()).toMatch(/<h1[^>]*>Find Your Perfect Hairstylist<\/h1>/)
    const dashboard = await get('/api/page/dashboard')
    expect(dashboard.status).toBe(200)
    expect(dashboard.headers.get('cache-control')).toBe('no-cache')
    expect(await dashboard.text()).toContain('<div id="root"></div>')
  })
})
