import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Identity } from '../../adapters/identity/identity.ts'
import type { Env } from '../../env.ts'

/** What links in emails are made from: the site's address and a key for signing them. */
export interface MailContext {
  env: Env
  identity: Identity
}

/** The site's public address (PUBLIC_URL, else the local server), without a trailing slash. */
export function siteUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
}

/**
 * The key that signs unsubscribe links: MAIL_LINK_SECRET, else one derived from a secret the
 * deployment already has (the same in the Edge Function, which queues mail, and on the Node server).
 * Derived, never the secret itself, so a link's signature says nothing about a token signing key.
 */
export function mailLinkKey(ctx: MailContext): Buffer {
  const { env, identity } = ctx
  const base =
    env.MAIL_LINK_SECRET ??
    env.AUTH_JWT_SECRET ??
    env.SUPABASE_JWT_SECRET ??
    env.SUPABASE_SERVICE_ROLE_KEY ??
    (identity.mode === 'embedded' ? Buffer.from(identity.secret).toString('base64url') : undefined)
  if (!base) throw new Error('MAIL_LINK_SECRET is required to sign unsubscribe links (see .env.example)')
  return createHmac('sha256', base).update('chairside mail links v1').digest()
}

function signature(key: Buffer, userId: string): string {
  return createHmac('sha256', key).update(`unsubscribe-reminders:${userId}`).digest('base64url').slice(0, 32)
}

/** One token per user (it names no message): `<user id>.<signature>`. */
export function unsubscribeToken(key: Buffer, userId: string): string {
  return `${userId}.${signature(key, userId)}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The user a token was made for, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | null {
  const dot = token.indexOf('.')
  const userId = token.slice(0, dot)
  if (dot < 0 || !UUID.test(userId)) return null
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(signature(key, userId))
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null
}

export function unsubscribeUrl(ctx: MailContext, userId: string): string {
  return `${siteUrl(ctx.env)}/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(mailLinkKey(ctx), userId))}`
}
