/** The site's name in titles and Open Graph tags. */
export const SITE = 'Chairside'

/** Escapes text for an HTML text node or a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * A JSON-LD script element. `<`, `>` and `&` are written as JSON escapes so no value can close the
 * script element or open a comment; U+2028/2029 for old JavaScript parsers.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<script type="application/ld+json">${json}</script>`
}

export interface HeadTags {
  title: string
  description: string
  canonical: string
  image?: string | null
  /** Open Graph type: 'profile' for stylists, 'website' for the directory. */
  ogType?: string
  noindex?: boolean
  jsonLd: unknown[]
}

/** The head elements of a page, every value escaped. */
export function renderHeadTags(tags: HeadTags): string {
  const e = escapeHtml
  const lines = [
    `<title>${e(tags.title)}</title>`,
    `<meta name="description" content="${e(tags.description)}" />`,
    `<link rel="canonical" href="${e(tags.canonical)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${e(tags.ogType ?? 'website')}" />`,
    `<meta property="og:title" content="${e(tags.title)}" />`,
    `<meta property="og:description" content="${e(tags.description)}" />`,
    `<meta property="og:url" content="${e(tags.canonical)}" />`,
    ...(tags.image ? [`<meta property="og:image" content="${e(tags.image)}" />`] : []),
    `<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}" />`,
    ...(tags.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...tags.jsonLd.map(jsonLdScript),
  ]
  return lines.join('\n    ')
}

/**
 * Puts page-specific head elements into the SPA's index.html: the generic title and description are
 * replaced, everything else in the template is kept.
 */
export function injectHead(indexHtml: string, head: string): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '')
  const at = stripped.search(/<\/head>/i)
  if (at === -1) return indexHtml
  return `${stripped.slice(0, at)}  ${head}\n  ${stripped.slice(at)}`
}

/** Cuts text to at most `max` characters on a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}
