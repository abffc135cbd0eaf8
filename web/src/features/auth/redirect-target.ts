/** Where /login sends the user when no (usable) redirect was asked for (spec: /dashboard). */
export const DEFAULT_AFTER_LOGIN = '/dashboard'

const probeOrigin = 'https://chairside.invalid'

/**
 * The `redirect` search parameter of /login, kept only when it is a path on this site: it must
 * start with exactly one '/' (no '//host' or '/\host', which browsers read as another host), and
 * hold no control characters or backslashes. Anything else is dropped (undefined), so an open
 * redirect cannot be built from a link to our sign-in page.
 */
export function sanitizeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined
  try {
    const url = new URL(value, probeOrigin)
    if (url.origin !== probeOrigin) return undefined
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}

/** The path to go to after signing in. */
export function redirectTarget(value: unknown): string {
  return sanitizeRedirect(value) ?? DEFAULT_AFTER_LOGIN
}
