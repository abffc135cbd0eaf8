import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { Env } from '../env.ts'

type Directives = Record<string, string[]>

// What each outside service's browser script loads (Stripe's and Google's published CSP lists).
const STRIPE: Directives = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'img-src': ['https://*.stripe.com'],
}
const GOOGLE_MAPS: Directives = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
  ],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com'],
  'frame-src': ['*.google.com'],
}

/**
 * The Content-Security-Policy of every response: the SPA's own scripts only, and the outside
 * origins of the services that are configured (Stripe.js, Google Places, the Supabase project).
 *
 * style-src keeps 'unsafe-inline': Chakra UI's emotion inserts <style> elements at run time, and a
 * nonce would need a fresh one per index.html response handed to emotion's cache before the first
 * render. Inline styles cannot run code; scripts, which can, stay limited to our own files.
 */
export function contentSecurityPolicy(env: Env, nonce?: string): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    // A server-rendered page's inline hydration data carries this response's nonce (features/pages).
    'script-src': nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline SVG/placeholders, blob: for the photo preview before an upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  const add = (extra: Directives) => {
    for (const [name, sources] of Object.entries(extra)) directives[name].push(...sources)
  }
  if (env.SUPABASE_URL) {
    // Supabase Auth and Storage API calls, Realtime's websocket, and public images in Storage.
    const origin = new URL(env.SUPABASE_URL).origin
    add({ 'connect-src': [origin, origin.replace(/^http/, 'ws')], 'img-src': [origin] })
  }
  if (env.STRIPE_PUBLISHABLE_KEY) add(STRIPE)
  if (env.GOOGLE_MAPS_API_KEY) add(GOOGLE_MAPS)
  // A map style's tiles, glyphs and sprites: the provider serves them from the style's own origin.
  if (env.MAP_STYLE_URL) {
    const origin = new URL(env.MAP_STYLE_URL).origin
    add({ 'connect-src': [origin], 'img-src': [origin] })
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? [...new Set(sources)].join(' ') : "'none'"}`)
    .join('; ')
}

/** Headers every response carries: the CSP, no MIME sniffing, no framing, a short referrer. */
export function securityHeaders(env: Env): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors 'none' for current browsers, X-Frame-Options for older ones.
    'X-Frame-Options': 'DENY',
    // Geolocation is the only powerful feature the site may use ("near me"), and only itself.
    'Permissions-Policy':
      'geolocation=(self), camera=(), microphone=(), payment=(self "https://js.stripe.com"), usb=()',
    ...(env.NODE_ENV === 'production' ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
  return async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value)
  }
}

/** The origins allowed to call the API from another site: PUBLIC_URL's and CORS_ORIGINS. */
export function allowedOrigins(env: Env): string[] {
  return [...new Set([...(env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : []), ...env.CORS_ORIGINS])]
}

/**
 * CORS for the API and the identity endpoints: only the configured origins get the
 * Access-Control-* headers (same-origin calls, the SPA's own, need none). No cookies are used
 * (tokens travel in the Authorization header), so credentials are not allowed.
 */
export function apiCors(env: Env): MiddlewareHandler {
  const allowed = new Set(allowedOrigins(env))
  const handler = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposeHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  })
  return async (c, next) =>
    c.req.path.startsWith('/api/') || c.req.path.startsWith('/auth/v1/') ? handler(c, next) : next()
}
