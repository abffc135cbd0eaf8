import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { asAnon } from '../../db/roles.ts'
import { z } from 'zod'
import { renderPagesSitemap, renderProfilesSitemap, renderSitemapIndex } from './sitemap.ts'
import { listCities, listProfiles, maxStylistId } from './seo.sql.ts'

/**
 * A sitemap file may hold 50,000 URLs. /sitemap.xml is an index: one file of pages and directory
 * pages, then one per range of SITEMAP_ID_RANGE stylist ids (so never more than that many
 * profiles, found by an index range scan however many stylists there are).
 */
export const SITEMAP_ID_RANGE = 45_000
const fileNumber = z.coerce.number().int().min(1).max(1_000_000)

/** The site's public address: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(c: Context<AppEnv>): string {
  return (c.get('deps').env.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '')
}

function xml(c: Context<AppEnv>, body: string) {
  c.header('Content-Type', 'application/xml; charset=utf-8')
  c.header('Cache-Control', 'public, max-age=3600')
  return c.body(body)
}

/**
 * /sitemap.xml and /robots.txt for search engines (not under /api; served before the SPA), read
 * through the read pool.
 */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const max = await asAnon(c.get('deps').readSql, (tx) => maxStylistId(tx))
    const files = [
      '/sitemaps/pages.xml',
      ...Array.from({ length: Math.ceil(max / SITEMAP_ID_RANGE) }, (_, i) => `/sitemaps/stylists-${i + 1}.xml`),
    ]
    return xml(c, renderSitemapIndex(siteOrigin(c), files))
  })
  .get('/sitemaps/pages.xml', async (c) => {
    const cities = await asAnon(c.get('deps').readSql, (tx) => listCities(tx))
    return xml(c, renderPagesSitemap(siteOrigin(c), cities))
  })
  .get('/sitemaps/:file{stylists-[0-9]+\\.xml}', async (c) => {
    const n = fileNumber.safeParse(c.req.param('file').slice('stylists-'.length, -'.xml'.length))
    if (!n.success) return c.text('Not found', 404)
    const from = (n.data - 1) * SITEMAP_ID_RANGE
    const profiles = await asAnon(c.get('deps').readSql, (tx) => listProfiles(tx, from, from + SITEMAP_ID_RANGE))
    return xml(c, renderProfilesSitemap(siteOrigin(c), profiles))
  })
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400')
    return c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /admin',
        'Disallow: /stylist-registration',
        'Disallow: /api/',
        '',
        `Sitemap: ${siteOrigin(c)}/sitemap.xml`,
        '',
      ].join('\n'),
    )
  })
