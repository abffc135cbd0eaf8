import { describe, expect, it } from 'vitest'
import { identityTestApp, signedInUser } from './identity.ts'
import { testDatabase } from './database.ts'

// Every API route that is not on the public list below wants a signed-in user: 401 without a
// token (the x-firebase-uid header alone is no sign-in), 403 when that header names another user
// than the token. A new route is checked here without anyone remembering to add it.
const sql = testDatabase()

const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/config',
  'POST /api/support/messages',
  'GET /api/stylists/search',
  'GET /api/stylists/featured',
  'GET /api/specialties',
  'GET /api/stylists/:id{[0-9]+}',
  'GET /api/stylists/:id',
  'GET /api/directory/states',
  'GET /api/directory/states/:state/cities',
  'GET /api/directory/states/:state/cities/:city/stylists',
  'GET /api/places/autocomplete',
  // The embedded results map: its style and vector tiles.
  'GET /api/map/style.json',
  'GET /api/map/tiles/:z/:x/:y',
  'GET /api/openapi.json',
  // The booking panel's open slots and policy (anon, cacheable briefly).
  'GET /api/stylists/:id/slots',
  'GET /api/stylists/:id/booking',
  // The profile's further pages of reviews (the first page comes with the profile).
  'GET /api/stylists/:id/reviews',
  // A click on a profile's phone, website or Instagram link, counted for the stylist's Insights.
  'POST /api/stylists/:id/clicks',
  // The profile page's view beacon, counted for the stylist's Insights.
  'POST /api/stylists/:id/views',
  // A reminder email's one-click unsubscribe: the signed token in the link is the credential (ADR 014).
  'GET /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe',
  // Called by Stripe, not a user: authenticated by the signature of the webhook secret instead.
  'POST /api/stripe/webhook',
  // Stripe Connect's account events (issue 37): authenticated by the Connect webhook's signature.
  'POST /api/stripe/connect-webhook',
  // The payment terms the booking panel shows before confirming (issue 37): anon, like the slots.
  'GET /api/stylists/:id/services/:serviceId/payment-terms',
  // A calendar feed (issue 39): the secret address is the credential; calendar apps send no token.
  'GET /api/calendar/feeds/:file',
  // A message photo (issue 38): the signed, expiring link is the credential (an <img> sends no token);
  // links are issued only to the conversation's parties (message-photos.test.ts).
  'GET /api/messages/photos/:owner/:file',
  // Embedded mode's sample outside calendar (issue 39), never served with production settings.
  'GET /api/dev/sample-calendar.ics',
])

const { app, deps } = identityTestApp(sql)
const apiRoutes = [
  ...new Map(
    app.routes
      .filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*' && r.method !== 'ALL')
      .map((r) => [`${r.method} ${r.path}`, r]),
  ).values(),
]
const privateRoutes = apiRoutes.filter((r) => !PUBLIC.has(`${r.method} ${r.path}`))
const concrete = (path: string) => path.replace(/:id(\{[^}]*\})?/g, '1').replace(/:(\w+)(\{[^}]*\})?/g, 'x')

describe('API access', () => {
  it('knows every public route it lists (the list is not stale)', () => {
    const all = new Set(apiRoutes.map((r) => `${r.method} ${r.path}`))
    expect([...PUBLIC].filter((r) => !all.has(r))).toEqual([])
    expect(privateRoutes.length).toBeGreaterThanOrEqual(3)
  })

  it.each(privateRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: 401 without a token, even with x-firebase-uid',
    async (_name, route) => {
      const init = {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      }
      expect((await app.request(concrete(route.path), init)).status).toBe(401)
      const user = await signedInUser(sql, deps)
      const withUid = { ...init, headers: { ...init.headers, 'x-firebase-uid': user.id } }
      expect((await app.request(concrete(route.path), withUid)).status).toBe(401)
    },
  )

  it.each(privateRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: 403 when x-firebase-uid names someone else',
    async (_name, route) => {
      const user = await signedInUser(sql, deps)
      const other = await signedInUser(sql, deps)
      const res = await app.request(concrete(route.path), {
        method: route.method,
        headers: { ...user.headers, 'x-firebase-uid': other.id, 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      })
      expect(res.status).toBe(403)
    },
  )
})
