import { hashPassword } from '../../adapters/identity/password.ts'
import type { Sql } from '../client.ts'
import { ensureDemoBookings } from './demo-bookings.ts'
import { demoStylistDraft } from './demo-stylist.ts'
import { ensureDemoImages } from './images.ts'
import { insertBilling, refreshProfiles } from './insert-billing.ts'
import { insertProfileChildren, insertProfiles } from './insert.ts'
import { addDays } from './random.ts'
import { ensureDemoInsights } from './demo-insights.ts'

// The three accounts a visitor of the demo signs in with. Unlike the generated stylists and clients
// they have a password. Ids are fixed so that tests and fixtures can refer to them.

export const demoAccounts = [
  { email: 'admin@example.com', password: 'password123', role: 'admin' },
  { email: 'stylist@example.com', password: 'password123', role: 'stylist' },
  { email: 'client@example.com', password: 'password123', role: 'client' },
] as const

const accounts = [
  { ...demoAccounts[0], id: 'de000000-0000-4000-8000-000000000001', first: 'Avery', last: 'Admin' },
  { ...demoAccounts[1], id: 'de000000-0000-4000-8000-000000000002', first: 'Maya', last: 'Brooks' },
  { ...demoAccounts[2], id: 'de000000-0000-4000-8000-000000000003', first: 'Chris', last: 'Client' },
]

/** Returns the account's user id, creating it with the demo password if it does not exist. */
async function ensureAccount(
  sql: Sql,
  a: (typeof accounts)[number],
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const [existing] = await sql<{ id: string }[]>`select id from auth.users where lower(email) = ${a.email}`
  if (existing) return { id: existing.id, created: false }
  const created = addDays(now, -100)
  // Triggers are on here: the auth.users trigger creates the public.users row. The metadata goes
  // as text: a string bound to a jsonb parameter would be stored as a JSON string, not an object.
  await sql`
    insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
                            raw_user_meta_data, created_at, updated_at)
    values (${a.id}, 'authenticated', 'authenticated', ${a.email}, ${await hashPassword(a.password)}, ${created},
            '{"provider":"email","providers":["email"]}'::jsonb,
            ${JSON.stringify({ first_name: a.first, last_name: a.last })}::text::jsonb, ${created}, ${created})`
  return { id: a.id, created: true }
}

async function ensureStylistProfile(sql: Sql, userId: string, now: Date): Promise<void> {
  const [profile] = await sql`select 1 from public.stylists where user_id = ${userId}`
  if (profile) return
  // Reviews from some demo clients, when the generated data is there.
  const authors = await sql<{ id: string }[]>`
    select id from public.users where email like 'client%@demo.chairside.test' order by email limit 8`
  const comments = [
    'Maya is amazing! My balayage came out exactly how I pictured it.',
    'Best color I have ever had.',
    'So talented and so kind. Already booked my next appointment.',
    'Great curly cut, she really knows texture.',
  ]
  const reviews = authors.map((a, i) => ({
    authorId: a.id,
    rating: i === 5 ? 4 : 5,
    comment: comments[i % comments.length],
    createdAt: addDays(now, -80 + i * 9),
  }))
  const draft = demoStylistDraft(userId, now, reviews)
  const [live] = await sql`select 1 from public.subscriptions where user_id = ${userId}`
  await sql.begin(async (tx) => {
    const ids = await insertProfiles(tx, [draft])
    await insertProfileChildren(tx, [draft], ids)
    if (!live) await insertBilling(tx, [draft])
    await refreshProfiles(tx, [...ids.values()])
  })
}

async function ensureClientReviews(sql: Sql, clientId: string, stylistUserId: string, now: Date): Promise<void> {
  const [written] = await sql`select 1 from public.reviews where author_id = ${clientId}`
  if (written) return
  // The demo stylist and the two oldest listed demo stylists.
  const targets = await sql<{ id: number }[]>`
    (select id from public.stylists where user_id = ${stylistUserId})
    union all
    (select id from public.stylists
      where email like 'stylist%@demo.chairside.test'
        and public.stylist_is_listed(subscription_active_until, verification_status)
      order by id limit 2)`
  const comments = [
    'Loved my cut and color, will be back!',
    'Great experience, friendly and on time.',
    'Really happy with the result.',
  ]
  for (const [i, t] of targets.entries()) {
    await sql`
      insert into public.reviews (stylist_id, author_id, rating, comment, created_at, updated_at)
      values (${t.id}, ${clientId}, ${i === 2 ? 4 : 5}, ${comments[i]}, ${addDays(now, -20 + i * 6)}, ${addDays(now, -20 + i * 6)})
      on conflict (stylist_id, author_id) do nothing`
  }
}

/**
 * Makes sure the admin, stylist and client demo accounts exist with what they need (admin rights,
 * a complete listed profile, a couple of reviews, bookings). Existing accounts keep their password.
 */
export async function ensureDemoAccounts(
  sql: Sql,
  options: { now?: Date; storageDir?: string; seed?: number } = {},
): Promise<{ created: string[] }> {
  const now = options.now ?? new Date()
  if (options.storageDir) await ensureDemoImages(options.storageDir)
  const [admin, stylist, client] = [
    await ensureAccount(sql, accounts[0], now),
    await ensureAccount(sql, accounts[1], now),
    await ensureAccount(sql, accounts[2], now),
  ]
  await sql`update public.users set is_admin = true where id = ${admin.id} and not is_admin`
  await ensureStylistProfile(sql, stylist.id, now)
  await ensureClientReviews(sql, client.id, stylist.id, now)
  await ensureDemoBookings(sql, { stylistUserId: stylist.id, clientId: client.id, now, seed: options.seed ?? 42 })
  await ensureDemoInsights(sql, { stylistUserId: stylist.id, clientId: client.id, now, seed: options.seed ?? 42 })
  await linkDemoVisits(sql, client.id)
  return { created: accounts.filter((_, i) => [admin, stylist, client][i].created).map((a) => a.email) }
}

/**
 * Chris's reviews were written before his visits were (the seed's order): touching them lets the
 * database link each to his completed visit with that stylist, as it does for a review written
 * after a visit, so the demo shows "Verified visit" badges. Does nothing once linked.
 */
async function linkDemoVisits(sql: Sql, clientId: string): Promise<void> {
  await sql`
    update public.reviews r set rating = r.rating
     where r.author_id = ${clientId} and r.appointment_id is null
       and exists (select 1 from public.appointments a
                    where a.client_id = r.author_id and a.stylist_id = r.stylist_id and a.status = 'completed')`
}
