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

/** The sitemap: static pages, every state and city with listed stylists, every listed profile. */
export function renderSitemap(
  origin: string,
  cities: { state: string; city: string }[],
  profiles: { id: number; stylist_name: string; salon_name: string | null; city: string; state: string; updated_at: Date }[],
): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`
  const states = [...new Set(cities.map((c) => c.state))]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...staticPages.map((p) => url(p)),
    ...states.map((s) => url(statePath(s))),
    ...cities.map((c) => url(cityPath(c.state, c.city))),
    ...profiles.map((p) => url(profilePath(p), new Date(p.updated_at))),
    '</urlset>',
    '',
  ].join('\n')
}
