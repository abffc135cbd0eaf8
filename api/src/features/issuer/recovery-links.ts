import { createHash, randomBytes } from 'node:crypto'
import type { Env } from '../../env.ts'
import { siteUrl } from '../mail/mail-links.ts'

/** How long a reset link works after it is sent (Supabase Auth's default OTP expiry). */
export const RECOVERY_LINK_MINUTES = 60

/** A link's token: 256 random bits. Only its SHA-256 is stored (auth.one_time_tokens). */
export const newRecoveryToken = () => randomBytes(32).toString('base64url')
export const hashRecoveryToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The sites a reset link may send the browser back to, as Supabase Auth's Site URL and Redirect
 * URLs: this site (PUBLIC_URL), the origins allowed to call the API (CORS_ORIGINS) and, in
 * development, the Vite dev server (supabase/config.toml lists it too). The session travels in the
 * address of that page, so any other site would receive it: anything else goes to the site itself.
 */
export function allowedRedirect(env: Env, requested: string | undefined): string {
  const site = siteUrl(env)
  const allowed = new Set([new URL(site).origin, ...env.CORS_ORIGINS])
  if (env.NODE_ENV === 'development') allowed.add('http://localhost:5173')
  if (!requested || requested.length > 2048) return `${site}/`
  let url: URL
  try {
    url = new URL(requested)
  } catch {
    return `${site}/`
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !allowed.has(url.origin)) return `${site}/`
  url.hash = ''
  return url.toString()
}

/**
 * The link in the email, as Supabase Auth makes it: this issuer's /verify (on the configured site
 * address, never the Host a request named), which signs the browser in and sends it on.
 */
export function recoveryLink(env: Env, token: string, redirectTo: string): string {
  const query = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })
  return `${siteUrl(env)}/auth/v1/verify?${query.toString()}`
}

/** `redirectTo` with what supabase-js reads from the fragment (a session, or an error). */
export function withFragment(redirectTo: string, fields: Record<string, string | number>): string {
  const url = new URL(redirectTo)
  url.hash = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString()
  return url.toString()
}
