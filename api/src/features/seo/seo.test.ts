import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../../test/app.ts'
import { createStylist, createUser, testDatabase } from '../../../test/database.ts'
import { escapeHtml, injectHead, jsonLdScript } from './html.ts'
import { renderPageHead } from './page-head.ts'
import { SITEMAP_ID_RANGE } from './seo.routes.ts'
import { refreshDirectoryCounts } from '../directory/directory-refresh.ts'

const sql = testDatabase()
const origin = 'https://chairside.example'
const app = testApp(sql, { PUBLIC_URL: origin })
const tag = randomUUID().slice(0, 6)
const city = `Seoville ${tag}`

async function stylist(options: Parameters<typeof createStylist>[2] = {}, name = 'Jane Doe') {
  const user = await createUser(sql)
  const { id } = await createStylist(sql, user.id, options)
  await sql`update public.stylists set state = 'WY', city = ${city}, stylist_name = ${name}, salon_name = 'Glow Studio',
    profile_image_url = '/storage/v1/object/public/profiles/jane.jpg' where id = ${id}`
  return Number(id)
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  )

describe('head tags for search engines', () => {
  it('gives a profile its title, description, canonical link, Open Graph tags and HairSalon JSON-LD', async () => {
    const id = await stylist({}, 'Jane </script><b>Doe')
    const author = await createUser(sql)
    await sql`insert into public.reviews (stylist_id, author_id, rating, comment) values (${id}, ${author.id}, 4, 'Nice')`
    const page = await renderPageHead(sql, `/stylist/${id}`, origin)
    expect(page?.status).toBe(200)
    const head = page!.head!
    const slug = `jane-script-b-doe-glow-studio-seoville-${tag}-wy`
    expect(head).toContain(`<title>Jane &lt;/script&gt;&lt;b&gt;Doe · Glow Studio · ${city}, WY | Chairside</title>`)
    expect(head).toContain(`<link rel="canonical" href="${origin}/stylist/${id}/${slug}" />`)
    expect(head).toMatch(
      /<meta name="description" content="Jane &lt;\/script&gt;&lt;b&gt;Doe, hair stylist at Glow Studio in /,
    )
    expect(head).toContain(
      `<meta property="og:image" content="${origin}/storage/v1/object/public/profiles/jane.jpg" />`,
    )
    expect(head).not.toContain('</script><b>')
    const [salon, breadcrumbs] = jsonLd(head)
    expect(salon).toMatchObject({
      '@type': 'HairSalon',
      name: 'Jane </script><b>Doe · Glow Studio',
      url: `${origin}/stylist/${id}/${slug}`,
      telephone: '+1-512-555-0100',
      priceRange: '$$',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: city,
        addressRegion: 'WY',
        postalCode: '78701',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 30.27, longitude: -97.74 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    })
    expect(breadcrumbs['@type']).toBe('BreadcrumbList')
  })

  it('leaves out aggregateRating without reviews, and answers 404 for an unknown or unlisted profile', async () => {
    const id = await stylist()
    expect(jsonLd((await renderPageHead(sql, `/stylist/${id}/any-slug`, origin))!.head!)[0]).not.toHaveProperty(
      'aggregateRating',
    )
    const unlisted = await stylist({ active: false })
    for (const path of [`/stylist/${unlisted}`, '/stylist/999999999/x', '/stylist/abc']) {
      expect(await renderPageHead(sql, path, origin)).toEqual({ status: 404, head: null })
    }
  })

  it('gives the directory pages titles, canonical links and item lists of listed stylists only', async () => {
    const listed = await stylist({}, 'Listed Lou')
    await stylist({ active: false }, 'Hidden Hal')
    await refreshDirectoryCounts(sql) // the directory's counts, as the server recounts them
    const states = (await renderPageHead(sql, '/stylist-directory', origin))!.head!
    expect(states).toContain('<title>Hair Stylist Directory: Browse Stylists by State | Chairside</title>')
    expect(jsonLd(states).map((d) => d['@type'])).toEqual(['BreadcrumbList', 'ItemList'])

    const wyoming = (await renderPageHead(sql, '/stylist-directory/wy', origin))!.head!
    expect(wyoming).toContain('<title>Hair Stylists in Wyoming | Chairside</title>')
    expect(wyoming).toContain(`<link rel="canonical" href="${origin}/stylist-directory/WY" />`)
    expect(wyoming).toContain(`${origin}/stylist-directory/WY/${encodeURIComponent(city)}`)

    const cityHead = (await renderPageHead(
      sql,
      `/stylist-directory/WY/${encodeURIComponent(city.toUpperCase())}`,
      origin,
    ))!.head!
    expect(cityHead).toContain(`<title>Hair Stylists in ${city}, WY | Chairside</title>`)
    const list = jsonLd(cityHead)[1] as { itemListElement: { name: string; url: string }[] }
    expect(list.itemListElement.map((i) => i.name)).toContain('Listed Lou')
    expect(list.itemListElement.some((i) => i.url.includes(`/stylist/${listed}/`))).toBe(true)
    expect(cityHead).not.toContain('Hidden Hal')

    const empty = (await renderPageHead(sql, `/stylist-directory/WY/Nowhere%20${tag}`, origin))!.head!
    expect(empty).toContain('<meta name="robots" content="noindex" />')
    // A state that is not one of the 50 and DC, where no one is listed, is not a page (404); a real
    // state with no one listed is (noindex).
    expect((await renderPageHead(sql, '/stylist-directory/Texas', origin))?.status).toBe(404)
    expect((await renderPageHead(sql, `/stylist-directory/ZZ/Nowhere%20${tag}`, origin))?.status).toBe(404)
    expect((await renderPageHead(sql, `/stylist-directory/WY/Nowhere%20${tag}`, origin))?.status).toBe(200)
    expect(await renderPageHead(sql, '/about', origin)).toBeNull()
    expect(await renderPageHead(sql, '/stylist/%E0%A4%A', origin)).toBeNull()
  })

  it('escapes HTML and JSON-LD', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' })
    expect(script).not.toMatch(/<\/script>.*<\/script>/)
    expect(script).toContain('\\u003c/script\\u003e')
    expect(injectHead('<html><head><title>x</title></head></html>', '<title>y</title>')).toBe(
      '<html><head>  <title>y</title>\n  </head></html>',
    )
  })
})

describe('GET /sitemap.xml and /robots.txt', () => {
  it('is an index of a pages file and one file per range of stylist ids', async () => {
    const listed = await stylist({}, 'Index Listed')
    const res = await app.request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await res.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    const files = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(files[0]).toBe(`${origin}/sitemaps/pages.xml`)
    expect(files.slice(1)).toEqual(
      Array.from(
        { length: Math.ceil(listed / SITEMAP_ID_RANGE) },
        (_, i) => `${origin}/sitemaps/stylists-${i + 1}.xml`,
      ),
    )
  })

  it('lists the static pages, directory pages and listed profiles only, with absolute URLs', async () => {
    const listed = await stylist({}, 'Map Listed')
    const unlisted = await stylist({ active: false }, 'Map Hidden')
    await refreshDirectoryCounts(sql)
    const pages = await (await app.request('/sitemaps/pages.xml')).text()
    expect(pages).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(pages).toContain(`<loc>${origin}/</loc>`)
    expect(pages).toContain(`<loc>${origin}/stylist-directory</loc>`)
    expect(pages).toContain(`<loc>${origin}/stylist-directory/WY</loc>`)
    expect(pages).toContain(`<loc>${origin}/stylist-directory/WY/${encodeURIComponent(city)}</loc>`)
    expect(pages).not.toMatch(/dashboard|admin|stylist-registration/)
    const file = `/sitemaps/stylists-${Math.ceil(listed / SITEMAP_ID_RANGE)}.xml`
    const profiles = await (await app.request(file)).text()
    expect(profiles).toContain(`<loc>${origin}/stylist/${listed}/map-listed-glow-studio-seoville-${tag}-wy</loc>`)
    expect(profiles).not.toContain(`/stylist/${unlisted}/`)
    // Beyond the last range: an empty file, not an error; a malformed name: 404.
    expect(await (await app.request('/sitemaps/stylists-999999.xml')).text()).not.toContain('<url>')
    expect((await app.request('/sitemaps/stylists-0.xml')).status).toBe(404)
  })

  it('uses the request origin without PUBLIC_URL', async () => {
    const res = await testApp(sql).request('http://localhost:4321/robots.txt')
    expect(await res.text()).toContain('Sitemap: http://localhost:4321/sitemap.xml')
  })

  it('allows everything but the private areas and points to the sitemap', async () => {
    const res = await app.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /admin',
        'Disallow: /stylist-registration',
        'Disallow: /api/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    )
  })
})
