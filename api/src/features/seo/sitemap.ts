import { cityPath, profilePath, statePath } from './urls.ts'

/** Public pages that are not built from data (the spec's route table, minus private ones). */
export const staticPages = [
  '/',
  '/stylists',
  '/for-stylists',
  '/how-it-works',
  '/about',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
  '/login',
  '/signup',
  '/stylist-directory',
]

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

const url = (origin: string, path: string, lastmod?: Date) =>
  `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`

const urlset = (lines: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n')

/** The sitemap index: the pages file, then one file per range of stylist ids. */
export function renderSitemapIndex(origin: string, files: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `  <sitemap><loc>${escapeXml(origin + f)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/** Static pages, every state and city with listed stylists. */
export function renderPagesSitemap(origin: string, cities: { state: string; city: string }[]): string {
  const states = [...new Set(cities.map((c) => c.state))]
  return urlset([
    ...staticPages.map((p) => url(origin, p)),
    ...states.map((s) => url(origin, statePath(s))),
    ...cities.map((c) => url(origin, cityPath(c.state, c.city))),
  ])
}

/** Listed profiles of one file, with their last change. */
export function renderProfilesSitemap(
  origin: string,
  profiles: {
    id: number
    stylist_name: string
    salon_name: string | null
    city: string
    state: string
    updated_at: Date
  }[],
): string {
  return urlset(profiles.map((p) => url(origin, profilePath(p), new Date(p.updated_at))))
}
