import type { AppointmentStatus } from '@marketplace/domain/contract/booking.ts'
import type { Tx } from '../../db/client.ts'
import type { FeedKind } from './feed-token.ts'

/** The caller's feed of this kind (RLS: their own rows only), or null. */
export async function readFeed(tx: Tx, userId: string, kind: FeedKind): Promise<{ nonce: string } | null> {
  const [row] = await tx<{ nonce: string }[]>`
    select nonce from public.calendar_feeds where user_id = ${userId} and kind = ${kind}`
  return row ?? null
}

/** Makes the feed, or gives it a new address (the old token stops working in the same statement). */
export async function upsertFeed(
  tx: Tx,
  userId: string,
  kind: FeedKind,
  nonce: string,
  tokenHash: string,
): Promise<void> {
  // Update, else insert (no ON CONFLICT: the user may not read token_hash, which it would need).
  const updated = await tx`
    update public.calendar_feeds set nonce = ${nonce}, token_hash = ${tokenHash}
     where user_id = ${userId} and kind = ${kind} returning id`
  if (updated.length === 0)
    await tx`
      insert into public.calendar_feeds (user_id, kind, nonce, token_hash)
      values (${userId}, ${kind}, ${nonce}, ${tokenHash})`
}

export async function deleteFeed(tx: Tx, userId: string, kind: FeedKind): Promise<boolean> {
  const rows = await tx`delete from public.calendar_feeds where user_id = ${userId} and kind = ${kind} returning id`
  return rows.length > 0
}

/** The feed a token's hash names (service role: the subscriber has no session). */
export async function feedByHash(
  tx: Tx,
  tokenHash: string,
): Promise<{ userId: string; kind: FeedKind; nonce: string } | null> {
  const [row] = await tx<{ userId: string; kind: FeedKind; nonce: string }[]>`
    select user_id as "userId", kind, nonce from public.calendar_feeds where token_hash = ${tokenHash}`
  return row ?? null
}

export interface FeedRow {
  id: number
  sequence: number
  status: AppointmentStatus
  startsAt: Date
  endsAt: Date
  timeZone: string
  updatedAt: Date
  serviceName: string
  stylistName: string
  clientName: string
  address: string
}

/** How far back a feed reaches: calendars keep what they already have, so old visits need not be resent. */
const FEED_PAST_DAYS = 90
/** The most events one feed holds (the newest starts first). */
export const FEED_MAX_EVENTS = 1000

/**
 * The appointments of a feed, as the service role after its token was checked: a stylist feed's
 * are those with the user's stylist profile, a client feed's the user's own bookings.
 */
export async function feedAppointments(tx: Tx, userId: string, kind: FeedKind, now: Date): Promise<FeedRow[]> {
  const whose = kind === 'stylist' ? tx`s.user_id = ${userId}` : tx`a.client_id = ${userId}`
  return tx<FeedRow[]>`
    select a.id::int as id, a.sequence, a.status, a.starts_at as "startsAt", a.ends_at as "endsAt",
           a.time_zone as "timeZone", a.updated_at as "updatedAt", a.service_name as "serviceName",
           s.stylist_name as "stylistName",
           coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), 'Client') as "clientName",
           concat_ws(', ', nullif(s.salon_name, ''), s.address, s.city, s.state) as address
      from public.appointments a
      join public.stylists s on s.id = a.stylist_id
      join public.users u on u.id = a.client_id
     where ${whose} and a.starts_at > ${now}::timestamptz - make_interval(days => ${FEED_PAST_DAYS})
     order by a.starts_at desc
     limit ${FEED_MAX_EVENTS}`
}
