import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { asAnon } from '../../db/roles.ts'
import { renderSitemap } from './sitemap.ts'
import { listCities, listProfiles } from './seo.sql.ts'

/** One sitemap file holds at most 50,000 URLs; this leaves room for the pages and directory. */
export const SITEMAP_PROFILE_LIMIT = 45_000

/** The site's public address: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(c: Context<AppEnv>): string {
  return (c.get('deps').env.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '')
}

/** /sitemap.xml and /robots.txt for search engines (not under /api; served before the SPA). */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const { cities, profiles } = await asAnon(c.get('deps').sql, async (tx) => ({
      cities: await listCities(tx),
      profiles: await listProfiles(tx, SITEMAP_PROFILE_LIMIT),
    }))
    c.header('Content-Type', 'application/xml; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(renderSitemap(siteOrigin(c), cities, profiles))
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
