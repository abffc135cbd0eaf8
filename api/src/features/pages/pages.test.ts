import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureWebBuild, webDistDir } from '../../../../scripts/web-build.ts'
import { openMailbox } from '../../adapters/mail/mailbox.ts'
import { createApp } from '../../app.ts'
import { loadPageRenderer } from '../../node/static-assets.ts'
import { testDeps } from '../../../test/app.ts'
import { createStylist, createUser, testDatabase } from '../../../test/database.ts'
import { testSmtp } from '../../../test/mail.ts'
import type { PageRenderer } from './page-renderer.ts'

// Pages rendered by the real server renderer (web/dist-ssr, built first when the web sources
// changed) from the real API on the test database, as the Node server serves them.
const sql = testDatabase()
const smtp = await testSmtp()
const origin = 'https://chairside.example'
let renderer: PageRenderer
let app: ReturnType<typeof createApp>

beforeAll(() => {
  ensureWebBuild()
  return loadPageRenderer(webDistDir()).then((loaded) => {
    if (!loaded) throw new Error('no renderer after the build')
    renderer = loaded
    app = createApp(testDeps(sql, { PUBLIC_URL: origin }), { pages: renderer })
  })
}, 240_000)

async function listedStylist(name: string) {
  const user = await createUser(sql)
  const { id } = await createStylist(sql, user.id)
  await sql`update public.stylists set stylist_name = ${name}, salon_name = 'Glow Studio' where id = ${id}`
  return Number(id)
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

describe('server-rendered pages', () => {
  it('a profile holds its content, its head, Chakra styles and its data for hydration', async () => {
    const id = await listedStylist('Rendered Rosa')
    const res = await app.request(`/stylist/${id}/rendered-rosa-glow-studio-austin-tx`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const html = await res.text()
    const [head, body] = html.split('</head>')
    // The head: the page's own tags (features/seo), once, and the styles of the rendered markup.
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(head).toContain('<title>Rendered Rosa · Glow Studio · Austin, TX | Chairside</title>')
    expect(head).toContain(
      `<link rel="canonical" href="${origin}/stylist/${id}/rendered-rosa-glow-studio-austin-tx" />`,
    )
    expect(head).toMatch(/<style data-emotion-ssr="css [^"]+">[^<]*\.css-[a-z0-9]+\{/)
    // The body: the profile itself, before any script runs.
    const root = /<div id="root"[^>]*>([\s\S]*)<\/div>/.exec(body)?.[1] ?? ''
    // The profile route's own scripts are named for the browser's entry to fetch with the app.
    expect(body).toMatch(
      /<div id="root" data-scripts="[^"]*\/assets\/_slug-[\w-]+\.js[^"]*" data-prefetch="[^"]*\/assets\/app-[\w-]+\.js[^"]*">/,
    )
    expect(root).toMatch(/<h1[^>]*>Rendered Rosa<\/h1>/)
    expect(root).toContain('Glow Studio')
    // Hydration data in scripts that carry the response's CSP nonce, with the profile in Query's cache.
    const nonce = nonceOf(res.headers.get('content-security-policy'))
    expect(nonce).toBeTruthy()
    const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(inline.length).toBeGreaterThan(0)
    for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`)
    expect(inline.map((m) => m[2]).join('')).toContain('Rendered Rosa')
  })

  it('every response gets a nonce of its own', async () => {
    const [a, b] = await Promise.all([app.request('/about'), app.request('/about')])
    expect(nonceOf(a.headers.get('content-security-policy'))).not.toBe(
      nonceOf(b.headers.get('content-security-policy')),
    )
  })

  it('an unlisted profile is a 404 that no cache keeps', async () => {
    const user = await createUser(sql)
    const { id } = await createStylist(sql, user.id, { active: false })
    const res = await app.request(`/stylist/${id}/someone`)
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('the results page holds the search results and links to each profile', async () => {
    const id = await listedStylist('Searchable Sam')
    // A spot of Sam's own, from Sam's id (no other stylist of the run has it): the shared test
    // database holds other files' stylists in Austin, and Sam must be on the first page.
    const lat = 44 + (id % 997) / 1000
    const lng = -108 - (id % 991) / 1000
    await sql`update public.stylists set location = extensions.st_setsrid(extensions.st_makepoint(${lng}, ${lat}), 4326)::extensions.geography
              where id = ${id}`
    const res = await app.request(`/stylists?location=Cody%2C%20WY&lat=${lat}&lng=${lng}&distance=1`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Searchable Sam')
    expect(html).toMatch(new RegExp(`<a [^>]*href="/stylist/${id}/searchable-sam[^"]*"`))
  })

  it('old addresses redirect on the server, and signed-in screens get the shell the browser renders', async () => {
    const moved = await app.request('/search?location=Austin')
    expect(moved.status).toBeGreaterThanOrEqual(301)
    expect(moved.status).toBeLessThan(309)
    expect(moved.headers.get('location')).toMatch(/\/stylists\?location=Austin$/)

    const dashboard = await app.request('/dashboard')
    expect(dashboard.status).toBe(200)
    expect(dashboard.headers.get('cache-control')).toBe('no-cache')
    expect(await dashboard.text()).toBe(renderer.shellHtml)
    expect(renderer.shellHtml).toContain('<div id="root"></div>')
  })

  it('an address the app has no page for is a 404 with the shell (its router shows the not-found page)', async () => {
    for (const path of ['/no/such/page', '/how-it-works/extra', '/dashboard/x', '/stylist/1/slug/more']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
      expect(await res.text(), path).toBe(renderer.shellHtml)
    }
    // Every page of the route table is one, with its parameters filled in and with a trailing slash.
    for (const path of routeTablePaths()) {
      expect(renderer.routeExists(path), path).toBe(true)
      expect(renderer.routeExists(`${path.replace(/\/$/, '')}/`), `${path}/`).toBe(true)
    }
    // A state that is not one of the 50 and DC, where no one is listed: its page, as given, is a 404.
    const res = await app.request('/stylist-directory/QQ')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Stylists in QQ')
  })
})

/** The route table's full paths (web/src/routeTree.gen.ts), each `$param` filled in. */
function routeTablePaths(): string[] {
  const generated = readFileSync(new URL('../../../../web/src/routeTree.gen.ts', import.meta.url), 'utf8')
  const block = /fullPaths:([\s\S]*?)fileRoutesByTo/.exec(generated)?.[1] ?? ''
  const paths = [...block.matchAll(/'([^']+)'/g)].map((m) => m[1].replace(/\$[a-z]+/gi, 'x1'))
  expect(paths.length).toBeGreaterThan(20)
  return paths
}

describe('the development pages (/dev/*)', () => {
  it('are the shell where the embedded mailbox runs, and no page (404, not the shell) elsewhere', async () => {
    const embedded = createApp({ ...testDeps(sql), mailbox: openMailbox(smtp.dir) }, { pages: renderer })
    const withMailbox = await embedded.request('/dev/mailbox')
    expect(withMailbox.status).toBe(200)
    expect(await withMailbox.text()).toBe(renderer.shellHtml)
    // The app of this file has no mailbox (as with SMTP_URL, or production settings).
    for (const path of ['/dev/mailbox', '/dev/mailbox/20260101t000000000z-000000000000', '/DEV/Mailbox']) {
      const res = await app.request(path)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain(renderer.shellHtml.slice(0, 200))
    }
    // Its Connect is the embedded twin (no Stripe here): its onboarding page is served, nothing else.
    expect(await (await app.request('/dev/connect/acct_local_0000000000000001')).text()).toBe(renderer.shellHtml)
    expect((await app.request('/dev/other')).status).toBe(404)
  })
})
