import type { Sql } from '../../db/client.ts'
import { asService, asUser, type JwtClaims } from '../../db/roles.ts'
import { sha256Hex } from '../../lib/sha256.ts'
import { siteUrl, type MailContext } from '../mail/mail-links.ts'
import { appointmentFeed } from '../booking/ics.ts'
import { FEED_TOKEN, feedKey, feedToken, newNonce, type FeedKind } from './feed-token.ts'
import { deleteFeed, feedAppointments, feedByHash, readFeed, upsertFeed } from './feeds.sql.ts'

/** The address a calendar app subscribes to. */
export function feedUrl(ctx: MailContext, token: string): string {
  return `${siteUrl(ctx.env)}/api/calendar/feeds/${token}.ics`
}

/** The caller's feed address of this kind, or null while they have none. */
export async function myFeedUrl(sql: Sql, claims: JwtClaims, kind: FeedKind, ctx: MailContext): Promise<string | null> {
  const feed = await asUser(sql, claims, (tx) => readFeed(tx, claims.sub, kind))
  return feed ? feedUrl(ctx, feedToken(feedKey(ctx), { userId: claims.sub, kind, nonce: feed.nonce })) : null
}

/** Makes the caller's feed, or gives it a new address: the old one answers 404 from now on. */
export async function renewFeed(sql: Sql, claims: JwtClaims, kind: FeedKind, ctx: MailContext): Promise<string> {
  const nonce = newNonce()
  const token = feedToken(feedKey(ctx), { userId: claims.sub, kind, nonce })
  await asUser(sql, claims, async (tx) => upsertFeed(tx, claims.sub, kind, nonce, await sha256Hex(token)))
  return feedUrl(ctx, token)
}

export async function turnOffFeed(sql: Sql, claims: JwtClaims, kind: FeedKind): Promise<boolean> {
  return asUser(sql, claims, (tx) => deleteFeed(tx, claims.sub, kind))
}

/**
 * The iCalendar text of the feed a token names, or null (malformed, unknown or revoked: the same
 * 404 for each). `host` makes the UIDs, as for the invites.
 */
export async function feedCalendar(sql: Sql, token: string, host: string, now: Date): Promise<string | null> {
  if (!FEED_TOKEN.test(token)) return null
  const hash = await sha256Hex(token)
  return asService(sql, async (tx) => {
    const feed = await feedByHash(tx, hash)
    if (!feed) return null
    const rows = await feedAppointments(tx, feed.userId, feed.kind, now)
    const stylistSide = feed.kind === 'stylist'
    return appointmentFeed({
      name: stylistSide ? 'Chairside appointments' : 'My Chairside appointments',
      host,
      now,
      events: rows.map((r) => ({
        id: r.id,
        sequence: r.sequence,
        status: r.status,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        timeZone: r.timeZone,
        updatedAt: r.updatedAt,
        summary: stylistSide ? `${r.serviceName}: ${r.clientName}` : `${r.serviceName} with ${r.stylistName}`,
        location: r.address,
      })),
    })
  })
}
