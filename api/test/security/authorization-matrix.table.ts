import { randomUUID } from 'node:crypto'
import type { TestUser } from '../billing.ts'
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
const anonKey = (w: World) => (w.t.deps.identity.mode === 'embedded' ? w.t.deps.identity.anonKey : '')
const issuer = (w: World) => ({
  apikey: anonKey(w),
  'content-type': 'application/json',
  'x-forwarded-for': randomUUID(),
})
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
  // Any other segment than an id is a bad id, for everyone.
  'GET /api/stylists/:id': { expect: everyone(400), request: get('/api/stylists/not-an-id') },
  'GET /api/directory/states': { expect: everyone(200), request: get('/api/directory/states') },
  'GET /api/directory/states/:state/cities': { expect: everyone(200), request: get('/api/directory/states/TX/cities') },
  'GET /api/directory/states/:state/cities/:city/stylists': {
    expect: everyone(200),
    request: get('/api/directory/states/TX/cities/Marfa/stylists'),
  },
  'GET /api/places/autocomplete': { expect: everyone(200), request: get('/api/places/autocomplete?q=Marf') },
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
  'GET /api/admin/audit': { expect: adminOnly(200), request: get('/api/admin/audit') },
  'GET /api/admin/verifications/stats': { expect: adminOnly(200), request: get('/api/admin/verifications/stats') },
  'GET /api/admin/verifications/pending': { expect: adminOnly(200), request: get('/api/admin/verifications/pending') },
  'POST /api/admin/verifications/:stylistId/approve': {
    expect: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/verifications/${await w.pendingStylist()}/approve`,
      body: { notes: 'License checked' },
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
}
