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

/** The key embedded message-photo links are signed with (ADR 022, "Photos"): derived, like the rest. */
export function photoLinkKey(ctx: MailContext): Buffer {
  return createHmac('sha256', mailLinkKey(ctx)).update('chairside message photos v1').digest()
}

/** The kinds of email a user can turn off, each with its own link: reminders (clients), agenda (stylists), messages (both). */
export const mailLists = ['reminders', 'agenda', 'messages'] as const
export type MailList = (typeof mailLists)[number]

function signature(key: Buffer, userId: string, list: MailList): string {
  return createHmac('sha256', key).update(`unsubscribe-${list}:${userId}`).digest('base64url').slice(0, 32)
}

/**
 * One token per user and list (it names no message): `<user id>.<signature>`. The signature covers
 * the list, so a reminders link cannot be turned into an agenda link by editing the address.
 */
export function unsubscribeToken(key: Buffer, userId: string, list: MailList = 'reminders'): string {
  return `${userId}.${signature(key, userId, list)}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The user a token was made for, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(key: Buffer, token: string, list: MailList = 'reminders'): string | null {
  const dot = token.indexOf('.')
  const userId = token.slice(0, dot)
  if (dot < 0 || !UUID.test(userId)) return null
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(signature(key, userId, list))
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null
}

/** The link of a list's one-click unsubscribe (reminders' links carry no `list`, as before). */
export function unsubscribeUrl(ctx: MailContext, userId: string, list: MailList = 'reminders'): string {
  const token = encodeURIComponent(unsubscribeToken(mailLinkKey(ctx), userId, list))
  return `${siteUrl(ctx.env)}/api/mail/unsubscribe?token=${token}${list === 'reminders' ? '' : `&list=${list}`}`
}
