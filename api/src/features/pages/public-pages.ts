/**
 * The pages rendered on the server (issue 22): everything a visitor or a search engine reaches
 * without signing in. The signed-in screens (dashboard, admin, registration, bookings), the
 * sign-in forms and the embedded mailbox get the shell and render in the browser.
 */
const PUBLIC_PAGES: RegExp[] = [
  /^\/$/,
  /^\/(stylists|find-stylists|search)$/,
  /^\/stylist\/[^/]+(\/[^/]+)?$/,
  /^\/stylist-directory(\/[^/]+(\/[^/]+)?)?$/,
  /^\/directory(\/[^/]+)?$/,
  /^\/(for-stylists|how-it-works|about|support|privacy-policy|terms-of-service)$/,
]

export function isPublicPage(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return PUBLIC_PAGES.some((pattern) => pattern.test(trimmed))
}

/**
 * How long a CDN may keep a page: as long as the data it shows (lib/cache-headers.ts), a minute for
 * search results and profiles, five for the directory and the rest.
 */
export function pageCacheControl(path: string): string {
  return /^\/(stylists|find-stylists|stylist\/)/.test(path)
    ? 'public, max-age=60, stale-while-revalidate=300'
    : 'public, max-age=300, stale-while-revalidate=3600'
}
