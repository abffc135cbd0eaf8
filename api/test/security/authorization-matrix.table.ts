import { randomUUID } from 'node:crypto'
import type { TestUser } from '../billing.ts'
import { feedKey, feedToken } from '../../src/features/calendar/feed-token.ts'
import { mailLinkKey, unsubscribeToken } from '../../src/features/mail/mail-links.ts'
import { sha256Hex } from '../../src/lib/sha256.ts'
import { png, type Role, type World } from './security-world.ts'

/** One request of the matrix. `as` replaces the caller's account (a fresh one of the same role). */
export interface MatrixRequest {
  path: string
  body?: unknown
  form?: FormData
  headers?: Record<string, string>
  as?: TestUser
}
export interface MatrixEntry {
  /** The status each caller gets; 401/403/404 for a caller refused, the success status otherwise. */
  expect: Record<Role, number>
  request: (w: World, role: Role) => MatrixRequest | Promise<MatrixRequest>
}

const everyone = (status: number): Record<Role, number> => ({
  anon: status,
  client: status,
  stylistA: status,
  stylistB: status,
  admin: status,
})
const signedIn = (status: number): Record<Role, number> => ({
  anon: 401,
  client: status,
  stylistA: status,
  stylistB: status,
  admin: status,
})
const adminOnly = (status: number): Record<Role, number> => ({
  anon: 401,
  client: 403,
  stylistA: 403,
  stylistB: 403,
  admin: status,
})
/**
 * A route on stylist A's own things (ids in the path or body are always A's): A succeeds; B is
 * refused as another stylist; the client and the admin, who have no profile, get 'Profile required'.
 */
const ownerOnly = (status: number, other: number): Record<Role, number> => ({
  anon: 401,
  client: 404,
  stylistA: status,
  stylistB: other,
  admin: 404,
})

const get = (path: string) => () => ({ path })
/** A fresh user's signed unsubscribe link (features/mail/mail-links.ts). */
const unsubscribePath = async (w: World) =>
  `/api/mail/unsubscribe?token=${unsubscribeToken(mailLinkKey(w.t.deps), (await w.victim()).id)}`
const anonKey = (w: World) => (w.t.deps.identity.mode === 'embedded' ? w.t.deps.identity.anonKey : '')
const issuer = (w: World) => ({
  apikey: anonKey(w),
  'content-type': 'application/json',
  'x-forwarded-for': randomUUID(),
})
/** A fresh account's reset-link token, asked for through the issuer and read from its queued email. */
async function recoveryToken(w: World): Promise<string> {
  const { email } = await w.victim()
  const res = await w.t.app.request('/auth/v1/recover', {
    method: 'POST',
    headers: issuer(w),
    body: JSON.stringify({ email }),
  })
  if (res.status !== 200) throw new Error(`recover: ${res.status}`)
  const [mail] = await w.sql<{ text: string }[]>`select text from public.mail_outbox where recipient = ${email}`
  return /[?&]token=([\w-]+)/.exec(mail.text)![1]
}
const user = (w: World, role: Role): TestUser | undefined => (role === 'anon' ? undefined : w.users[role])
async function imageForm() {
  const file = await png()
  const form = new FormData()
  form.append('image', new File([file.bytes], file.name, { type: file.type }))
  return form
}
const validProfile = (w: World) => ({
  stylistName: 'Matrix Stylist',
  bio: 'B'.repeat(120),
  address: '1 Main St',
  city: 'Marfa',
  state: 'TX',
  zipCode: '79843',
  phone: '4325550100',
  startingPrice: 50,
  profileImageUrl: null,
  salonName: `Salon ${w.a.stylistId}`,
})

// Online booking: stylist A takes instant bookings all day, every day, with no notice and no
// cancellation window, so each request below is valid and only the caller's rights decide. The
// app's clock is the real one here: slots are counted forward from now, one hour apart, so no two
// requests of the matrix meet in A's calendar.
const HOUR_MS = 3_600_000
const bookingSettings = {
  acceptsBookings: true,
  confirmation: 'instant',
  minNoticeHours: 0,
  horizonDays: 365,
  bufferMinutes: 0,
  cancellationWindowHours: 0,
  policy: '',
}
let nextSlot = 0
let nextPast = 0
/** A fresh start for stylist A, on the hour, days ahead of now. */
const freshStart = () => new Date((Math.floor(Date.now() / HOUR_MS) + 48 + nextSlot++) * HOUR_MS).toISOString()
const bookingReady = new WeakSet<World>()
async function bookableA(w: World) {
  if (bookingReady.has(w)) return
  await w.sql`
    insert into public.booking_settings (stylist_id, accepts_bookings, min_notice_hours, horizon_days, cancellation_window_hours)
    values (${w.a.stylistId}, true, 0, 365, 0)
    on conflict (stylist_id) do update set accepts_bookings = true, min_notice_hours = 0, horizon_days = 365,
      cancellation_window_hours = 0`
  await w.sql`delete from public.working_hours where stylist_id = ${w.a.stylistId}`
  for (let day = 0; day < 7; day++)
    await w.sql`insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at)
                values (${w.a.stylistId}, ${day}, '00:00', '24:00')`
  bookingReady.add(w)
}
/** An appointment of the client with A: confirmed ahead, requested ahead, or confirmed and started. */
async function appointmentOfA(w: World, kind: 'confirmed' | 'requested' | 'started' = 'confirmed'): Promise<number> {
  await bookableA(w)
  const startsAt =
    kind === 'started'
      ? new Date((Math.floor(Date.now() / HOUR_MS) - 24 - nextPast++) * HOUR_MS)
      : new Date(freshStart())
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000)
  const [row] = await w.sql<{ id: number }[]>`
    insert into public.appointments (stylist_id, client_id, service_id, service_name, price_cents, duration_minutes,
      starts_at, ends_at, blocked_until, time_zone, status)
    values (${w.a.stylistId}, ${w.users.client.id}, ${w.a.serviceId}, 'Silk Press', 8000, 30, ${startsAt}, ${endsAt},
      ${endsAt}, 'America/New_York', ${kind === 'requested' ? 'requested' : 'confirmed'})
    returning id`
  return row.id
}
async function timeOffOfA(w: World): Promise<number> {
  const [row] = await w.sql<{ id: number }[]>`
    insert into public.time_off (stylist_id, starts_on, ends_on) values (${w.a.stylistId}, '2999-01-01', '2999-01-02')
    returning id`
  return row.id
}
/** A's own payment policy for A's service (made if missing), so there is one to remove. */
async function servicePolicyOfA(w: World): Promise<number> {
  await w.sql`
    insert into public.payment_policies (stylist_id, service_id, requirement)
    values (${w.a.stylistId}, ${w.a.serviceId}, 'card_on_file')
    on conflict (service_id) where service_id is not null do nothing`
  return w.a.serviceId
}
/** A's embedded Connect account (made if missing), as "Connect with Stripe" makes it. */
async function connectAccountOfA(w: World): Promise<string> {
  await w.sql`
    insert into public.embedded_connect_accounts (account_id, stylist_id, email)
    values (${`acct_local_${String(w.a.stylistId).padStart(16, '0').slice(-16)}`}, ${w.a.stylistId}, 'a@test.example')
    on conflict (stylist_id) do nothing`
  const [{ account_id: accountId }] = await w.sql<{ account_id: string }[]>`
    select account_id from public.embedded_connect_accounts where stylist_id = ${w.a.stylistId}`
  await w.sql`
    insert into public.connected_accounts (stylist_id, provider, account_id)
    values (${w.a.stylistId}, 'embedded', ${accountId}) on conflict (stylist_id) do nothing`
  return accountId
}
/**
 * An appointment of A by the client with an open deposit of $10.00 on A's embedded account (made
 * here as the set-up role, as booking makes them): its id and the intent's client secret.
 */
async function paymentOfA(w: World): Promise<{ id: number; clientSecret: string }> {
  const id = await appointmentOfA(w)
  const accountId = await connectAccountOfA(w)
  const intentId = `pi_local_${randomUUID().replace(/-/g, '').slice(0, 24)}`
  const clientSecret = `${intentId}_secret_matrix`
  await w.sql`
    insert into public.embedded_payment_intents (intent_id, account_id, kind, amount_cents, client_secret)
    values (${intentId}, ${accountId}, 'payment', 1000, ${clientSecret})`
  await w.sql`
    insert into public.appointment_payments (appointment_id, provider, account_id, intent_id, kind, amount_cents,
      client_secret)
    values (${id}, 'embedded', ${accountId}, ${intentId}, 'deposit', 1000, ${clientSecret})`
  return { id, clientSecret }
}
/** An appointment of A whose $10.00 deposit on A's embedded account was charged: its id. */
async function chargedPaymentOfA(w: World): Promise<number> {
  const { id, clientSecret } = await paymentOfA(w)
  await w.sql`update public.embedded_payment_intents set status = 'succeeded', card_last4 = '4242'
               where client_secret = ${clientSecret}`
  await w.sql`update public.appointment_payments set status = 'succeeded' where appointment_id = ${id}`
  return id
}
/**
 * A started appointment of A booked on card-on-file terms whose no-show fee waits for the client's
 * bank (an off-session intent in requires_action on A's embedded account): its id.
 */
async function feeOfA(w: World): Promise<number> {
  const id = await appointmentOfA(w, 'started')
  const accountId = await connectAccountOfA(w)
  const intentId = `pi_local_${randomUUID().replace(/-/g, '').slice(0, 24)}`
  const clientSecret = `${intentId}_secret_matrix`
  await w.sql`
    insert into public.appointment_payment_terms (appointment_id, requirement, price_cents, due_at_booking_cents,
      late_cancel_fee_cents, no_show_fee_cents, cancellation_window_hours, time_zone, scope, policy, description)
    values (${id}, 'card_on_file', 8000, 0, 0, 2000, 24, 'America/New_York', 'everyone', '{}'::jsonb, 'Matrix')`
  await w.sql`
    insert into public.embedded_payment_intents (intent_id, account_id, kind, amount_cents, client_secret, status,
      off_session)
    values (${intentId}, ${accountId}, 'payment', 2000, ${clientSecret}, 'requires_action', true)`
  await w.sql`
    update public.appointments set status = 'no_show' where id = ${id}`
  await w.sql`
    insert into public.appointment_fees (appointment_id, kind, amount_cents, charge_cents, state, provider, account_id,
      intent_id, client_secret, payment_method_id, decided_at)
    values (${id}, 'no_show', 2000, 2000, 'requires_action', 'embedded', ${accountId}, ${intentId}, ${clientSecret},
      'pm_local_matrix', now())`
  return id
}
const clientOnly: Record<Role, number> = { anon: 401, client: 200, stylistA: 404, stylistB: 404, admin: 404 }
const cardOnFile = {
  requirement: 'card_on_file',
  deposit: null,
  minimumBookingCents: 0,
  lateCancellationFee: null,
  noShowFee: null,
  scope: 'everyone',
}
/** The secret address path of A's calendar feed (made here as the set-up role, as the API makes it). */
async function feedPathOfA(w: World): Promise<string> {
  const nonce = randomUUID().replace(/-/g, '')
  const token = feedToken(feedKey(w.t.deps), { userId: w.a.user.id, kind: 'stylist', nonce })
  await w.sql`
    insert into public.calendar_feeds (user_id, kind, nonce, token_hash)
    values (${w.a.user.id}, 'stylist', ${nonce}, ${await sha256Hex(token)})
    on conflict (user_id, kind) do update set nonce = excluded.nonce, token_hash = excluded.token_hash`
  return `/api/calendar/feeds/${token}.ics`
}
async function calendarSourceOfA(w: World): Promise<number> {
  const [row] = await w.sql<{ id: number }[]>`
    insert into public.calendar_sources (stylist_id, url) values (${w.a.stylistId}, ${`https://calendar.test/${randomUUID()}.ics`})
    returning id`
  return row.id
}
/** Of an appointment of A with the client: the client, A and the admin read it; B is refused as if it did not exist. */
/** The world's client's conversation with A (one per pair), with a message from the client so A may answer. */
async function conversationOfA(w: World): Promise<number> {
  const [row] = await w.sql<{ id: number }[]>`
    insert into public.conversations (client_id, stylist_id) values (${w.users.client.id}, ${w.a.stylistId})
    on conflict (client_id, stylist_id) do update set client_id = excluded.client_id returning id`
  await w.sql`insert into public.messages (conversation_id, sender_id, body) values (${row.id}, ${w.users.client.id}, 'Matrix question')`
  return Number(row.id)
}
/** A message of that conversation, for marking read. */
async function messageOfA(w: World): Promise<{ conversationId: number; messageId: number }> {
  const conversationId = await conversationOfA(w)
  const [row] = await w.sql<
    { id: number }[]
  >`select max(id) as id from public.messages where conversation_id = ${conversationId}`
  return { conversationId, messageId: Number(row.id) }
}
/** A message with photos in that conversation: the form of POST .../photo-messages. */
async function photoMessageForm() {
  const file = await png()
  const form = new FormData()
  form.set('body', 'Matrix photo')
  form.append('photos', new File([file.bytes], file.name, { type: file.type }))
  return form
}
/** A signed link to a photo of a message in the client's conversation with A (embedded storage). */
async function photoLinkOfA(w: World): Promise<string> {
  const { messageId } = await messageOfA(w)
  const storage = w.t.deps.messagePhotos!
  const path = `${w.users.client.id}/${randomUUID().replace(/-/g, '')}.webp`
  await storage.upload(path, (await png()).bytes, 'image/webp')
  await w.sql`
    insert into public.message_photos (message_id, owner_id, position, path, width, height)
    values (${messageId}, ${w.users.client.id}, 0, ${path}, 400, 300)`
  const [url] = await storage.signedUrls([path], 900)
  return url!
}
/** An open report of a message in a fresh client's conversation with A. */
async function messageReportOfA(w: World): Promise<number> {
  const author = await w.victim()
  const [conversation] = await w.sql<{ id: number }[]>`
    insert into public.conversations (client_id, stylist_id) values (${author.id}, ${w.a.stylistId}) returning id`
  const [message] = await w.sql<{ id: number }[]>`
    insert into public.messages (conversation_id, sender_id, body) values (${conversation.id}, ${author.id}, 'Reported') returning id`
  const [report] = await w.sql<{ id: number }[]>`
    insert into public.message_reports (conversation_id, message_id, reporter_id, reason)
    values (${conversation.id}, ${message.id}, ${w.a.user.id}, 'spam') returning id`
  return Number(report.id)
}
/** The two parties of the world's client's conversation with A; anyone else finds nothing there. */
const conversationParties = (status: number): Record<Role, number> => ({
  anon: 401,
  client: status,
  stylistA: status,
  stylistB: 404,
  admin: 404,
})
const parties = (status: number): Record<Role, number> => ({
  anon: 401,
  client: status,
  stylistA: status,
  stylistB: 404,
  admin: status,
})
const stylistsChange: Record<Role, number> = { anon: 401, client: 403, stylistA: 200, stylistB: 404, admin: 403 }
const eitherSideChanges: Record<Role, number> = { anon: 401, client: 200, stylistA: 200, stylistB: 404, admin: 403 }

/**
 * Every route the app registers (method and path as app.routes names them), with what each caller
 * gets. A route added to the API without an entry here fails the matrix test.
 */
export const MATRIX: Record<string, MatrixEntry> = {
  // Public reads and the catch-alls.
  'GET /api/health': { expect: everyone(200), request: get('/api/health') },
  'GET /api/config': { expect: everyone(200), request: get('/api/config') },
  'GET /api/openapi.json': { expect: everyone(200), request: get('/api/openapi.json') },
  'GET /api/stylists/search': { expect: everyone(200), request: get('/api/stylists/search?location=79843') },
  'GET /api/stylists/featured': { expect: everyone(200), request: get('/api/stylists/featured') },
  'GET /api/specialties': { expect: everyone(200), request: get('/api/specialties') },
  'GET /api/stylists/:id{[0-9]+}': {
    expect: everyone(200),
    request: (w) => ({ path: `/api/stylists/${w.a.stylistId}` }),
  },
  'POST /api/stylists/:id/clicks': {
    expect: everyone(202),
    request: (w) => ({ path: `/api/stylists/${w.a.stylistId}/clicks`, body: { kind: 'phone' } }),
  },
  'POST /api/stylists/:id/views': {
    expect: everyone(202),
    request: (w) => ({ path: `/api/stylists/${w.a.stylistId}/views` }),
  },
  'GET /api/dashboard/insights': {
    // Each stylist reads their own: B gets B's numbers, never A's (the path names no stylist).
    expect: ownerOnly(200, 200),
    request: get('/api/dashboard/insights?days=7'),
  },
  'GET /api/stylists/:id/reviews': {
    expect: everyone(200),
    request: (w) => ({ path: `/api/stylists/${w.a.stylistId}/reviews` }),
  },
  // Any other segment than an id is a bad id, for everyone.
  'GET /api/stylists/:id': { expect: everyone(400), request: get('/api/stylists/not-an-id') },
  'GET /api/directory/states': { expect: everyone(200), request: get('/api/directory/states') },
  'GET /api/directory/states/:state/cities': { expect: everyone(200), request: get('/api/directory/states/TX/cities') },
  'GET /api/directory/states/:state/cities/:city/stylists': {
    expect: everyone(200),
    request: get('/api/directory/states/TX/cities/Marfa/stylists'),
  },
  'GET /api/places/autocomplete': { expect: everyone(200), request: get('/api/places/autocomplete?q=Marf') },
  'GET /api/map/style.json': { expect: everyone(200), request: get('/api/map/style.json') },
  'GET /api/map/tiles/:z/:x/:y': { expect: everyone(200), request: get('/api/map/tiles/4/3/6') },
  'GET /sitemap.xml': { expect: everyone(200), request: get('/sitemap.xml') },
  'GET /sitemaps/pages.xml': { expect: everyone(200), request: get('/sitemaps/pages.xml') },
  'GET /sitemaps/:file{stylists-[0-9]+\\.xml}': { expect: everyone(200), request: get('/sitemaps/stylists-1.xml') },
  'GET /robots.txt': { expect: everyone(200), request: get('/robots.txt') },
  'ALL /api/*': { expect: everyone(404), request: get('/api/no-such-route') },
  'ALL /auth/v1/*': { expect: everyone(404), request: (w) => ({ path: '/auth/v1/no-such-route', headers: issuer(w) }) },
  // Stored images are public (the buckets are public on Supabase too).
  'GET /storage/v1/object/public/*': { expect: everyone(200), request: (w) => ({ path: w.a.imageUrl }) },
  'POST /api/support/messages': {
    expect: everyone(201),
    request: () => ({
      path: '/api/support/messages',
      body: { name: 'Sam', email: 'sam@test.example', subject: 'Hello', message: 'A question about listings.' },
    }),
  },
  // Unsubscribe links: the signed token is the authority, whoever follows it (no session needed).
  'GET /api/mail/unsubscribe': { expect: everyone(200), request: async (w) => ({ path: await unsubscribePath(w) }) },
  'POST /api/mail/unsubscribe': { expect: everyone(200), request: async (w) => ({ path: await unsubscribePath(w) }) },
  // Stripe's webhook is authenticated by its signature, not a user; there is no Stripe in embedded mode.
  'POST /api/stripe/webhook': {
    expect: everyone(404),
    request: () => ({ path: '/api/stripe/webhook', body: { id: 'evt_1', type: 'invoice.paid' } }),
  },

  // The embedded identity issuer (Supabase Auth's API): the project's public key on every call.
  'GET /auth/v1/settings': {
    expect: everyone(200),
    request: (w) => ({ path: '/auth/v1/settings', headers: issuer(w) }),
  },
  'POST /auth/v1/signup': {
    expect: everyone(200),
    request: (w) => ({
      path: '/auth/v1/signup',
      headers: issuer(w),
      body: { email: `m-${randomUUID().slice(0, 8)}@test.example`, password: 'password123' },
    }),
  },
  'POST /auth/v1/token': {
    expect: everyone(200),
    request: async (w) => {
      const email = `m-${randomUUID().slice(0, 8)}@test.example`
      const signup = await w.t.app.request('/auth/v1/signup', {
        method: 'POST',
        headers: issuer(w),
        body: JSON.stringify({ email, password: 'password123' }),
      })
      if (signup.status !== 200) throw new Error(`signup: ${signup.status}`)
      return {
        path: '/auth/v1/token?grant_type=password',
        headers: issuer(w),
        body: { email, password: 'password123' },
      }
    },
  },
  'GET /auth/v1/user': { expect: signedIn(200), request: (w) => ({ path: '/auth/v1/user', headers: issuer(w) }) },
  // A new password ends the account's other sessions: a fresh account each time, so the role's own stays.
  'PUT /auth/v1/user': {
    expect: signedIn(200),
    request: async (w, role) => ({
      path: '/auth/v1/user',
      headers: issuer(w),
      body: { password: `pw-${randomUUID()}` },
      ...(role === 'anon' ? {} : { as: await w.freshClient() }),
    }),
  },
  // Password reset: anyone may ask (the answer is the same for every address) and open a link.
  'POST /auth/v1/recover': {
    expect: everyone(200),
    request: async (w) => ({
      path: '/auth/v1/recover',
      headers: issuer(w),
      body: { email: (await w.victim()).email },
    }),
  },
  'GET /auth/v1/verify': {
    expect: everyone(303),
    request: async (w) => ({ path: `/auth/v1/verify?type=recovery&token=${await recoveryToken(w)}` }),
  },
  'POST /auth/v1/verify': {
    expect: everyone(200),
    request: async (w) => ({
      path: '/auth/v1/verify',
      headers: issuer(w),
      body: { type: 'recovery', token_hash: await recoveryToken(w) },
    }),
  },
  'POST /auth/v1/logout': {
    expect: signedIn(204),
    request: async (w, role) => {
      const who = user(w, role)
      return {
        path: '/auth/v1/logout?scope=local',
        headers: issuer(w),
        ...(who ? { as: await w.newSession(who) } : {}),
      }
    },
  },

  // The signed-in user's own account.
  'GET /api/auth/user': { expect: signedIn(200), request: get('/api/auth/user') },
  'POST /api/firebase/users': {
    expect: signedIn(200),
    request: (w, role) => ({
      path: '/api/firebase/users',
      body: { email: (user(w, role) ?? w.a.user).email, firstName: 'Robin' },
    }),
  },
  'POST /api/stylists/:id/reviews': {
    // Anyone signed in reviews A, except A (their own profile).
    expect: { anon: 401, client: 201, stylistA: 403, stylistB: 201, admin: 201 },
    request: (w) => ({ path: `/api/stylists/${w.a.stylistId}/reviews`, body: { rating: 5, comment: 'Lovely cut.' } }),
  },
  'GET /api/stylists/:id/reviews/viewer': {
    expect: signedIn(200),
    request: (w) => ({ path: `/api/stylists/${w.a.stylistId}/reviews/viewer` }),
  },
  'POST /api/reviews/:id/reply': {
    // Only A, the reviewed stylist, replies to a review of A.
    expect: { anon: 401, client: 403, stylistA: 201, stylistB: 403, admin: 403 },
    request: async (w) => ({ path: `/api/reviews/${await w.reviewOfA()}/reply`, body: { body: 'Thank you!' } }),
  },
  'POST /api/reviews/:id/report': {
    expect: signedIn(201),
    request: async (w) => ({ path: `/api/reviews/${await w.reviewOfA()}/report`, body: { reason: 'spam' } }),
  },
  'POST /api/coupons/validate': {
    expect: signedIn(200),
    request: async (w) => ({
      path: '/api/coupons/validate',
      body: { code: (await w.coupon()).code, planType: 'monthly' },
    }),
  },

  // Billing: always the caller's own customer, card and subscription.
  'POST /api/stripe/create-setup-intent': { expect: signedIn(200), request: get('/api/stripe/create-setup-intent') },
  'POST /api/billing/embedded/confirm-card-setup': {
    // B (and the others) confirming A's setup intent: it is not theirs, so it does not exist (Stripe's card error).
    expect: { anon: 401, client: 402, stylistA: 200, stylistB: 402, admin: 402 },
    request: async (w) => ({
      path: '/api/billing/embedded/confirm-card-setup',
      body: {
        clientSecret: await w.setupIntent(w.a.user),
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      },
    }),
  },
  'POST /api/complete-signup': {
    // A fresh client registers with their card; the stylists, subscribed, get their subscription
    // back (a retried registration); the admin, not subscribed, cannot pay with A's card.
    expect: { anon: 401, client: 200, stylistA: 200, stylistB: 200, admin: 402 },
    request: async (w, role) => {
      const fresh = role === 'client' ? await w.freshClient() : undefined
      const paymentMethodId = await w.card(fresh ?? w.a.user)
      return {
        path: '/api/complete-signup',
        body: { planType: 'monthly', paymentMethodId, couponCode: null },
        ...(fresh ? { as: fresh } : {}),
      }
    },
  },
  'GET /api/subscription': { expect: signedIn(200), request: get('/api/subscription') },
  'POST /api/subscription/cancel': {
    expect: { anon: 401, client: 404, stylistA: 200, stylistB: 200, admin: 404 },
    request: get('/api/subscription/cancel'),
  },
  'POST /api/subscription/reactivate': {
    expect: { anon: 401, client: 404, stylistA: 200, stylistB: 200, admin: 404 },
    request: get('/api/subscription/reactivate'),
  },
  'POST /api/subscription/update-plan': {
    expect: { anon: 401, client: 404, stylistA: 200, stylistB: 200, admin: 404 },
    request: () => ({ path: '/api/subscription/update-plan', body: { planType: 'annual' } }),
  },
  'POST /api/subscription/payment-method': {
    // A card is only ever the caller's own: A's card is refused to everyone else.
    expect: { anon: 401, client: 404, stylistA: 200, stylistB: 402, admin: 404 },
    request: async (w) => ({
      path: '/api/subscription/payment-method',
      body: { paymentMethodId: await w.card(w.a.user) },
    }),
  },

  // The admin console.
  'GET /api/admin/stats': { expect: adminOnly(200), request: get('/api/admin/stats') },
  'GET /api/admin/analytics': { expect: adminOnly(200), request: get('/api/admin/analytics') },
  'GET /api/admin/analytics/bookings': { expect: adminOnly(200), request: get('/api/admin/analytics/bookings') },
  'GET /api/admin/analytics/trends': { expect: adminOnly(200), request: get('/api/admin/analytics/trends?days=90') },
  'GET /api/admin/audit': { expect: adminOnly(200), request: get('/api/admin/audit') },
  'GET /api/admin/verifications/stats': { expect: adminOnly(200), request: get('/api/admin/verifications/stats') },
  'GET /api/admin/verifications/pending': { expect: adminOnly(200), request: get('/api/admin/verifications/pending') },
  'POST /api/admin/verifications/:stylistId/approve': {
    expect: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/verifications/${await w.pendingStylist()}/approve`,
      body: { notes: 'License checked', confirmNoLicense: true },
    }),
  },
  'POST /api/admin/verifications/:stylistId/reject': {
    expect: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/verifications/${await w.pendingStylist()}/reject`,
      body: { notes: 'No license' },
    }),
  },
  'GET /api/admin/coupons': { expect: adminOnly(200), request: get('/api/admin/coupons') },
  'POST /api/admin/coupons': {
    expect: adminOnly(201),
    request: () => ({
      path: '/api/admin/coupons',
      body: {
        code: `NEW${randomUUID().replaceAll('-', '').slice(0, 10)}`,
        name: 'Spring',
        type: 'percentage',
        value: 20,
        durationMonths: null,
        maxUses: null,
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2099-01-01T00:00:00Z',
        subscriptionTypes: null,
        isActive: true,
      },
    }),
  },
  'PATCH /api/admin/coupons/:id': {
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/coupons/${(await w.coupon()).id}`, body: { isActive: false } }),
  },
  'DELETE /api/admin/coupons/:id': {
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/coupons/${(await w.coupon()).id}` }),
  },
  'GET /api/admin/users': { expect: adminOnly(200), request: get('/api/admin/users?q=test') },
  'GET /api/admin/users/:id': { expect: adminOnly(200), request: (w) => ({ path: `/api/admin/users/${w.a.user.id}` }) },
  'DELETE /api/admin/users/:id': {
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/users/${(await w.victim()).id}` }),
  },
  'GET /api/admin/support/messages': { expect: adminOnly(200), request: get('/api/admin/support/messages') },
  'GET /api/admin/payments': { expect: adminOnly(200), request: get('/api/admin/payments?days=90') },
  'GET /api/admin/reviews/reported': { expect: adminOnly(200), request: get('/api/admin/reviews/reported') },
  'POST /api/admin/reviews/:id/hide': {
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/reviews/${await w.reviewOfA(true)}/hide`, body: {} }),
  },
  'POST /api/admin/reviews/:id/keep': {
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/reviews/${await w.reviewOfA(true)}/keep`, body: {} }),
  },
  'PATCH /api/admin/support/messages/:id': {
    expect: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/support/messages/${await w.supportMessage()}`,
      body: { status: 'read' },
    }),
  },

  // The stylist dashboard, on A's profile.
  'GET /api/firebase/stylists/:uid': {
    // Another user's uid is a 403 before any profile is looked up.
    expect: { anon: 401, client: 403, stylistA: 200, stylistB: 403, admin: 403 },
    request: (w) => ({ path: `/api/firebase/stylists/${w.a.user.id}` }),
  },
  'POST /api/firebase/stylists': {
    // Saves the caller's own profile (there is no id to aim at someone else's); a profile needs a subscription.
    expect: { anon: 401, client: 403, stylistA: 200, stylistB: 200, admin: 403 },
    request: (w) => ({ path: '/api/firebase/stylists', body: validProfile(w) }),
  },
  'POST /api/firebase/upload/profile': {
    expect: signedIn(201),
    request: async () => ({ path: '/api/firebase/upload/profile', form: await imageForm() }),
  },
  'POST /api/firebase/upload/portfolio': {
    expect: ownerOnly(201, 201),
    request: async () => ({ path: '/api/firebase/upload/portfolio', form: await imageForm() }),
  },
  'GET /api/firebase/services/:stylistId': {
    expect: ownerOnly(200, 403),
    request: (w) => ({ path: `/api/firebase/services/${w.a.stylistId}` }),
  },
  'POST /api/firebase/services': {
    expect: ownerOnly(201, 403),
    request: (w) => ({
      path: '/api/firebase/services',
      body: { stylistId: w.a.stylistId, name: 'Blowout', price: 40 },
    }),
  },
  'PUT /api/firebase/services/:serviceId': {
    expect: ownerOnly(200, 403),
    request: async (w) => ({
      path: `/api/firebase/services/${await w.serviceOfA()}`,
      body: { stylistId: w.a.stylistId, name: 'Trim', price: 35 },
    }),
  },
  'DELETE /api/firebase/services/:serviceId': {
    // Another stylist's service is not found (as if it did not exist).
    expect: ownerOnly(200, 404),
    request: async (w) => ({ path: `/api/firebase/services/${await w.serviceOfA()}` }),
  },
  'GET /api/firebase/specialties/:stylistId': {
    expect: ownerOnly(200, 403),
    request: (w) => ({ path: `/api/firebase/specialties/${w.a.stylistId}` }),
  },
  'POST /api/firebase/specialties': {
    expect: ownerOnly(200, 403),
    request: (w) => ({ path: '/api/firebase/specialties', body: { stylistId: w.a.stylistId, specialtyIds: [3] } }),
  },
  'GET /api/firebase/portfolio/:stylistId': {
    expect: ownerOnly(200, 403),
    request: (w) => ({ path: `/api/firebase/portfolio/${w.a.stylistId}` }),
  },
  'POST /api/firebase/portfolio': {
    expect: ownerOnly(201, 403),
    request: async (w) => ({
      path: '/api/firebase/portfolio',
      body: { stylistId: w.a.stylistId, imageUrl: await w.uploadAs(w.a.user, 'portfolio') },
    }),
  },
  'DELETE /api/firebase/portfolio/:itemId': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ path: `/api/firebase/portfolio/${await w.portfolioItemOfA()}` }),
  },

  // Online booking: public reads of A's slots and policy, the client's bookings, changes by side.
  'GET /api/stylists/:id/slots': {
    expect: everyone(200),
    request: (w) => ({
      path: `/api/stylists/${w.a.stylistId}/slots?serviceId=${w.a.serviceId}&from=2026-03-02&to=2026-03-08`,
    }),
  },
  'GET /api/stylists/:id/booking': {
    expect: everyone(200),
    request: (w) => ({ path: `/api/stylists/${w.a.stylistId}/booking` }),
  },
  'POST /api/appointments': {
    // Anyone signed in books A, except A (their own profile).
    expect: { anon: 401, client: 201, stylistA: 403, stylistB: 201, admin: 201 },
    request: async (w) => {
      await bookableA(w)
      return {
        path: '/api/appointments',
        body: { stylistId: w.a.stylistId, serviceId: w.a.serviceId, startsAt: freshStart() },
      }
    },
  },
  'GET /api/me/appointments': { expect: signedIn(200), request: get('/api/me/appointments') },
  'GET /api/appointments/:id': {
    expect: parties(200),
    request: async (w) => ({ path: `/api/appointments/${await appointmentOfA(w)}` }),
  },
  'GET /api/appointments/:id/calendar.ics': {
    // The admin reads appointments but keeps no calendar of other people's.
    expect: { anon: 401, client: 200, stylistA: 200, stylistB: 404, admin: 403 },
    request: async (w) => ({ path: `/api/appointments/${await appointmentOfA(w)}/calendar.ics` }),
  },
  'POST /api/appointments/:id/cancel': {
    expect: eitherSideChanges,
    request: async (w) => ({ path: `/api/appointments/${await appointmentOfA(w)}/cancel`, body: { reason: 'Matrix' } }),
  },
  'POST /api/appointments/:id/reschedule': {
    expect: eitherSideChanges,
    request: async (w) => ({
      path: `/api/appointments/${await appointmentOfA(w)}/reschedule`,
      body: { startsAt: freshStart() },
    }),
  },
  'POST /api/appointments/:id/accept': {
    expect: stylistsChange,
    request: async (w) => ({ path: `/api/appointments/${await appointmentOfA(w, 'requested')}/accept` }),
  },
  'POST /api/appointments/:id/decline': {
    expect: stylistsChange,
    request: async (w) => ({
      path: `/api/appointments/${await appointmentOfA(w, 'requested')}/decline`,
      body: { reason: 'Matrix' },
    }),
  },
  'POST /api/appointments/:id/complete': {
    expect: stylistsChange,
    request: async (w) => ({ path: `/api/appointments/${await appointmentOfA(w, 'started')}/complete` }),
  },
  'POST /api/appointments/:id/no-show': {
    expect: stylistsChange,
    request: async (w) => ({ path: `/api/appointments/${await appointmentOfA(w, 'started')}/no-show` }),
  },
  // The stylist's booking tabs: always the caller's own profile (B gets B's own).
  'GET /api/dashboard/appointments': { expect: ownerOnly(200, 200), request: get('/api/dashboard/appointments') },
  'GET /api/dashboard/booking-settings': {
    expect: ownerOnly(200, 200),
    request: get('/api/dashboard/booking-settings'),
  },
  'PUT /api/dashboard/booking-settings': {
    expect: ownerOnly(200, 200),
    request: () => ({ path: '/api/dashboard/booking-settings', body: bookingSettings }),
  },
  'GET /api/dashboard/time-off': { expect: ownerOnly(200, 200), request: get('/api/dashboard/time-off') },
  'POST /api/dashboard/time-off': {
    expect: ownerOnly(201, 201),
    request: () => ({ path: '/api/dashboard/time-off', body: { startsOn: '2999-02-01', endsOn: '2999-02-01' } }),
  },
  'DELETE /api/dashboard/time-off/:id': {
    // Another stylist's time off is not found (as if it did not exist).
    expect: ownerOnly(204, 404),
    request: async (w) => ({ path: `/api/dashboard/time-off/${await timeOffOfA(w)}` }),
  },

  // Booking payments (issue 37): the policy and the Connect account are always the caller's own.
  'GET /api/dashboard/payments': { expect: ownerOnly(200, 200), request: get('/api/dashboard/payments') },
  'GET /api/dashboard/payments/ledger': {
    expect: ownerOnly(200, 200),
    request: get('/api/dashboard/payments/ledger'),
  },
  'GET /api/dashboard/payments/ledger.csv': {
    expect: ownerOnly(200, 200),
    request: get('/api/dashboard/payments/ledger.csv'),
  },
  'PUT /api/dashboard/payment-policy': {
    expect: ownerOnly(200, 200),
    request: () => ({ path: '/api/dashboard/payment-policy', body: cardOnFile }),
  },
  'PUT /api/dashboard/payment-policy/services/:serviceId': {
    // Another stylist's service is not found (as if it did not exist).
    expect: ownerOnly(200, 404),
    request: (w) => ({ path: `/api/dashboard/payment-policy/services/${w.a.serviceId}`, body: cardOnFile }),
  },
  'DELETE /api/dashboard/payment-policy/services/:serviceId': {
    expect: ownerOnly(204, 404),
    request: async (w) => ({ path: `/api/dashboard/payment-policy/services/${await servicePolicyOfA(w)}` }),
  },
  'POST /api/dashboard/payouts/onboarding': {
    expect: ownerOnly(200, 200),
    request: () => ({ path: '/api/dashboard/payouts/onboarding' }),
  },
  'POST /api/dashboard/payouts/refresh': {
    // B's own account is read: B has none until B connects.
    expect: ownerOnly(200, 404),
    request: async (w) => {
      await connectAccountOfA(w)
      await w.sql`delete from public.connected_accounts where stylist_id = ${w.b.stylistId}`
      return { path: '/api/dashboard/payouts/refresh' }
    },
  },
  'GET /api/stylists/:id/services/:serviceId/payment-terms': {
    expect: everyone(200),
    request: (w) => ({ path: `/api/stylists/${w.a.stylistId}/services/${w.a.serviceId}/payment-terms` }),
  },
  // Connect's webhook is authenticated by its signature; there is no Stripe in embedded mode.
  'POST /api/stripe/connect-webhook': {
    expect: everyone(404),
    request: () => ({ path: '/api/stripe/connect-webhook', body: { id: 'evt_1', type: 'account.updated' } }),
  },
  // The payment a booking held for: its parties read it (the secret goes to the client only); the
  // client alone confirms it, and alone uses the embedded card endpoint with its secret.
  'GET /api/appointments/:id/payment': {
    expect: parties(200),
    request: async (w) => ({ path: `/api/appointments/${(await paymentOfA(w)).id}/payment` }),
  },
  'POST /api/appointments/:id/payment/confirm': {
    expect: clientOnly,
    request: async (w) => ({ path: `/api/appointments/${(await paymentOfA(w)).id}/payment/confirm` }),
  },
  // The money after the visit or the cancellation (issue 37, point 4): its parties and the admin
  // read it; the client alone confirms a fee their bank asked about; its stylist alone waives it.
  'GET /api/appointments/:id/money': {
    expect: parties(200),
    request: async (w) => ({ path: `/api/appointments/${await feeOfA(w)}/money` }),
  },
  'POST /api/appointments/:id/fee/confirm': {
    expect: clientOnly,
    request: async (w) => ({ path: `/api/appointments/${await feeOfA(w)}/fee/confirm` }),
  },
  'POST /api/appointments/:id/fee/waive': {
    expect: { anon: 401, client: 404, stylistA: 200, stylistB: 404, admin: 404 },
    request: async (w) => ({ path: `/api/appointments/${await feeOfA(w)}/fee/waive` }),
  },
  'POST /api/payments/embedded/confirm-intent': {
    expect: clientOnly,
    request: async (w) => ({
      path: '/api/payments/embedded/confirm-intent',
      body: {
        clientSecret: (await paymentOfA(w)).clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      },
    }),
  },
  'POST /api/payments/embedded/authenticate': {
    expect: clientOnly,
    request: async (w) => ({
      path: '/api/payments/embedded/authenticate',
      body: { clientSecret: (await paymentOfA(w)).clientSecret, approve: true },
    }),
  },
  // The embedded Connect twin's onboarding page: the account's own stylist only.
  'GET /api/dev/connect/accounts/:accountId': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ path: `/api/dev/connect/accounts/${await connectAccountOfA(w)}` }),
  },
  'POST /api/dev/connect/accounts/:accountId': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      path: `/api/dev/connect/accounts/${await connectAccountOfA(w)}`,
      body: { businessName: 'Matrix', payoutLast4: '1234', outcome: 'requirements_due' },
    }),
  },
  // The twin's dispute control (embedded mode only): the appointment's own stylist plays the bank.
  'POST /api/dev/connect/disputes': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      path: '/api/dev/connect/disputes',
      body: { appointmentId: await chargedPaymentOfA(w), action: 'open', reason: 'fraudulent' },
    }),
  },
  // Messages (issue 38): only the two parties of a conversation; the admin reads reports through
  // the queue. Block and unblock come last, in this order, so no send above meets a block.
  'POST /api/messages/conversations': {
    // A fresh client opens one with A; A cannot message their own profile; B and the admin may, as clients.
    expect: { anon: 401, client: 201, stylistA: 403, stylistB: 201, admin: 201 },
    request: async (w, role) => ({
      path: '/api/messages/conversations',
      body: { stylistId: w.a.stylistId },
      ...(role === 'client' ? { as: await w.freshClient() } : {}),
    }),
  },
  'GET /api/messages/conversations': { expect: signedIn(200), request: get('/api/messages/conversations') },
  'GET /api/messages/unread': { expect: signedIn(200), request: get('/api/messages/unread') },
  'GET /api/messages/stream': { expect: signedIn(200), request: get('/api/messages/stream') },
  'GET /api/messages/conversations/:id': {
    expect: conversationParties(200),
    request: async (w) => ({ path: `/api/messages/conversations/${await conversationOfA(w)}` }),
  },
  'GET /api/messages/conversations/:id/messages': {
    expect: conversationParties(200),
    request: async (w) => ({ path: `/api/messages/conversations/${await conversationOfA(w)}/messages` }),
  },
  'POST /api/messages/conversations/:id/messages': {
    expect: conversationParties(201),
    request: async (w) => ({
      path: `/api/messages/conversations/${await conversationOfA(w)}/messages`,
      body: { body: 'Matrix answer' },
    }),
  },
  'POST /api/messages/conversations/:id/photo-messages': {
    expect: conversationParties(201),
    request: async (w) => ({
      path: `/api/messages/conversations/${await conversationOfA(w)}/photo-messages`,
      form: await photoMessageForm(),
    }),
  },
  // A photo's signed link is its only credential (an <img> sends no token): whoever holds it reads it
  // until it expires; links are issued only to the parties (message-photos.test.ts).
  'GET /api/messages/photos/:owner/:file': {
    expect: everyone(200),
    request: async (w) => ({ path: await photoLinkOfA(w) }),
  },
  'POST /api/messages/conversations/:id/read': {
    expect: conversationParties(200),
    request: async (w) => {
      const { conversationId, messageId } = await messageOfA(w)
      return { path: `/api/messages/conversations/${conversationId}/read`, body: { messageId } }
    },
  },
  'POST /api/messages/conversations/:id/report': {
    expect: conversationParties(201),
    request: async (w) => ({
      path: `/api/messages/conversations/${await conversationOfA(w)}/report`,
      body: { reason: 'spam' },
    }),
  },
  'PUT /api/messages/conversations/:id/block': {
    expect: conversationParties(200),
    request: async (w) => ({ path: `/api/messages/conversations/${await conversationOfA(w)}/block` }),
  },
  'DELETE /api/messages/conversations/:id/block': {
    expect: conversationParties(200),
    request: async (w) => ({ path: `/api/messages/conversations/${await conversationOfA(w)}/block` }),
  },
  'GET /api/admin/messages/reported': { expect: adminOnly(200), request: get('/api/admin/messages/reported') },
  'POST /api/admin/messages/reports/:id/hide': {
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/messages/reports/${await messageReportOfA(w)}/hide`, body: {} }),
  },
  'POST /api/admin/messages/reports/:id/keep': {
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/messages/reports/${await messageReportOfA(w)}/keep`, body: {} }),
  },
  // Calendars (issue 39). A feed is read by its secret address alone: whoever holds it reads it.
  'GET /api/calendar/feeds/:file': { expect: everyone(200), request: async (w) => ({ path: await feedPathOfA(w) }) },
  'GET /api/dashboard/calendar/feed': { expect: ownerOnly(200, 200), request: get('/api/dashboard/calendar/feed') },
  'POST /api/dashboard/calendar/feed': { expect: ownerOnly(200, 200), request: get('/api/dashboard/calendar/feed') },
  'DELETE /api/dashboard/calendar/feed': { expect: ownerOnly(204, 204), request: get('/api/dashboard/calendar/feed') },
  'GET /api/me/calendar-feed': { expect: signedIn(200), request: get('/api/me/calendar-feed') },
  'POST /api/me/calendar-feed': { expect: signedIn(200), request: get('/api/me/calendar-feed') },
  'DELETE /api/me/calendar-feed': { expect: signedIn(204), request: get('/api/me/calendar-feed') },
  'GET /api/dashboard/calendar': { expect: ownerOnly(200, 200), request: get('/api/dashboard/calendar') },
  'POST /api/dashboard/calendar/sources': {
    expect: ownerOnly(201, 201),
    request: () => ({
      path: '/api/dashboard/calendar/sources',
      body: { url: `https://calendar.test/${randomUUID()}.ics` },
    }),
  },
  'DELETE /api/dashboard/calendar/sources/:id': {
    // Another stylist's calendar is not found (as if it did not exist).
    expect: ownerOnly(204, 404),
    request: async (w) => ({ path: `/api/dashboard/calendar/sources/${await calendarSourceOfA(w)}` }),
  },
  'POST /api/dashboard/calendar/sources/:id/sync': {
    // Another stylist's calendar is not found (as if it did not exist).
    expect: ownerOnly(202, 404),
    request: async (w) => ({ path: `/api/dashboard/calendar/sources/${await calendarSourceOfA(w)}/sync` }),
  },
  // The Appointments tab's day and week grids (issue 39, point 5): always the caller's own schedule.
  'GET /api/dashboard/schedule': {
    expect: ownerOnly(200, 200),
    request: get('/api/dashboard/schedule?from=2999-01-01&to=2999-01-07'),
  },
  // Embedded mode's sample calendar (the tests run embedded).
  'GET /api/dev/sample-calendar.ics': { expect: everyone(200), request: get('/api/dev/sample-calendar.ics') },
}
