import { createHmac, randomBytes } from 'node:crypto'
import { mailLinkKey, type MailContext } from '../mail/mail-links.ts'

// A feed's address carries a token that is the feed's only credential (calendar apps send no
// login). The database keeps its SHA-256, to find the feed, and a random nonce; the token is an
// HMAC of the nonce under a key derived from the deployment's secret, so the dashboard can show
// the address again while a copy of the database alone cannot. A new nonce revokes the old address.

export type FeedKind = 'stylist' | 'client'

/** The key feed tokens are signed with: derived from the mail-link key (itself derived), never a secret itself. */
export function feedKey(ctx: MailContext): Buffer {
  return createHmac('sha256', mailLinkKey(ctx)).update('chairside calendar feeds v1').digest()
}

export const newNonce = () => randomBytes(16).toString('hex')

/** 43 characters of base64url (256 bits). */
export function feedToken(key: Buffer, feed: { userId: string; kind: FeedKind; nonce: string }): string {
  return createHmac('sha256', key).update(`${feed.kind}:${feed.userId}:${feed.nonce}`).digest('base64url')
}

/** The shape of a token in an address; anything else is not looked up. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/
