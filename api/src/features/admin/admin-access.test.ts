import { describe, expect, it } from 'vitest'
import { billingTestApp, call, type TestUser } from '../../../test/billing.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { identityTestApp, signedInUser } from '../../../test/identity.ts'

// Every /api/admin route, table-driven: 401 signed out, 403 for a client and for a stylist (and
// nothing changes), and the admin's call works. A new admin route fails the coverage check below
// until it has its row here.
const sql = testDatabase()
const { app, deps } = billingTestApp(sql)

let serial = 0
const code = () => `ACC${Date.now().toString(36).toUpperCase()}${serial++}`
const coupon = () => ({
  code: code(),
  name: 'Access check',
  type: 'percentage',
  value: 10,
  durationMonths: null,
  maxUses: null,
  validFrom: new Date(Date.now() - 86_400_000).toISOString(),
  validUntil: new Date(Date.now() + 365 * 86_400_000).toISOString(),
  subscriptionTypes: null,
})
async function couponId() {
  const [row] = await sql<{ id: number }[]>`
    insert into public.coupons (code, name, type, value, valid_from, valid_until)
    values (${code()}, 'Access check', 'percentage', 10, now(), now() + interval '1 year') returning id`
  return row.id
}
async function pendingStylist() {
  const owner = await signedInUser(sql, deps)
  return (await createStylist(sql, owner.id, { verification: 'pending' })).id
}
/** A review of a listed stylist with one open report. */
/** An open report of a message in a fresh client's conversation with a fresh stylist (issue 38). */
async function messageReportId() {
  const owner = await signedInUser(sql, deps)
  const { id: stylistId } = await createStylist(sql, owner.id)
  const author = await signedInUser(sql, deps)
  const [conversation] = await sql<{ id: number }[]>`
    insert into public.conversations (client_id, stylist_id) values (${author.id}, ${stylistId}) returning id`
  const [message] = await sql<{ id: number }[]>`
    insert into public.messages (conversation_id, sender_id, body) values (${conversation.id}, ${author.id}, 'Reported') returning id`
  const [report] = await sql<{ id: number }[]>`
    insert into public.message_reports (conversation_id, message_id, reporter_id, reason)
    values (${conversation.id}, ${message.id}, ${owner.id}, 'spam') returning id`
  return Number(report.id)
}

async function reportedReviewId() {
  const owner = await signedInUser(sql, deps)
  const { id: stylistId } = await createStylist(sql, owner.id)
  const author = await signedInUser(sql, deps)
  const [row] = await sql<{ id: number }[]>`
    insert into public.reviews (stylist_id, author_id, rating, comment) values (${stylistId}, ${author.id}, 1, 'Spam') returning id`
  await sql`insert into public.review_reports (review_id, reporter_id, reason) values (${row.id}, ${author.id}, 'spam')`
  return row.id
}
async function messageId() {
  const [row] = await sql<{ id: number }[]>`
    insert into public.contact_messages (name, email, subject, message) values ('Ann', 'ann@test.example', 'Hi', 'Hello') returning id`
  return row.id
}

interface Case {
  request: () => Promise<{ path: string; body?: unknown }>
  status: number
}
const get = (path: string): Case => ({ request: async () => ({ path }), status: 200 })
const ROUTES: Record<string, Case> = {
  'GET /api/admin/stats': get('/api/admin/stats'),
  'GET /api/admin/analytics': get('/api/admin/analytics'),
  'GET /api/admin/analytics/bookings': get('/api/admin/analytics/bookings'),
  'GET /api/admin/analytics/trends': get('/api/admin/analytics/trends'),
  'GET /api/admin/audit': get('/api/admin/audit'),
  'GET /api/admin/verifications/stats': get('/api/admin/verifications/stats'),
  'GET /api/admin/verifications/pending': get('/api/admin/verifications/pending'),
  'POST /api/admin/verifications/:stylistId/approve': {
    request: async () => ({
      path: `/api/admin/verifications/${await pendingStylist()}/approve`,
      // The fixture's stylist gave no license number: the admin confirms the check (ADR 017).
      body: { notes: 'ok', confirmNoLicense: true },
    }),
    status: 200,
  },
  'POST /api/admin/verifications/:stylistId/reject': {
    request: async () => ({ path: `/api/admin/verifications/${await pendingStylist()}/reject`, body: {} }),
    status: 200,
  },
  'GET /api/admin/coupons': get('/api/admin/coupons'),
  'POST /api/admin/coupons': { request: async () => ({ path: '/api/admin/coupons', body: coupon() }), status: 201 },
  'PATCH /api/admin/coupons/:id': {
    request: async () => ({ path: `/api/admin/coupons/${await couponId()}`, body: { isActive: false } }),
    status: 200,
  },
  'DELETE /api/admin/coupons/:id': {
    request: async () => ({ path: `/api/admin/coupons/${await couponId()}` }),
    status: 200,
  },
  'GET /api/admin/users': get('/api/admin/users?q=test&page=1'),
  'GET /api/admin/users/:id': {
    request: async () => ({ path: `/api/admin/users/${(await signedInUser(sql, deps)).id}` }),
    status: 200,
  },
  'DELETE /api/admin/users/:id': {
    request: async () => ({ path: `/api/admin/users/${(await signedInUser(sql, deps)).id}` }),
    status: 200,
  },
  'GET /api/admin/payments': get('/api/admin/payments?days=30'),
  'GET /api/admin/support/messages': get('/api/admin/support/messages'),
  'PATCH /api/admin/support/messages/:id': {
    request: async () => ({ path: `/api/admin/support/messages/${await messageId()}`, body: { status: 'read' } }),
    status: 200,
  },
  'GET /api/admin/reviews/reported': get('/api/admin/reviews/reported'),
  'POST /api/admin/reviews/:id/hide': {
    request: async () => ({ path: `/api/admin/reviews/${await reportedReviewId()}/hide`, body: {} }),
    status: 200,
  },
  'POST /api/admin/reviews/:id/keep': {
    request: async () => ({ path: `/api/admin/reviews/${await reportedReviewId()}/keep`, body: {} }),
    status: 200,
  },
  'GET /api/admin/messages/reported': get('/api/admin/messages/reported'),
  'POST /api/admin/messages/reports/:id/hide': {
    request: async () => ({ path: `/api/admin/messages/reports/${await messageReportId()}/hide`, body: {} }),
    status: 200,
  },
  'POST /api/admin/messages/reports/:id/keep': {
    request: async () => ({ path: `/api/admin/messages/reports/${await messageReportId()}/keep`, body: {} }),
    status: 200,
  },
}

const adminRoutes = [
  ...new Set(
    app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`),
  ),
]

describe('/api/admin access', () => {
  it('has a row for every admin route (and none for a route that is gone)', () => {
    expect(adminRoutes.sort()).toEqual(Object.keys(ROUTES).sort())
  })

  it.each(Object.entries(ROUTES))(
    '%s: 401 signed out, 403 for a client and a stylist, works for the admin',
    async (name, route) => {
      const method = name.split(' ')[0]
      const { path, body } = await route.request()
      const client = await signedInUser(sql, deps)
      const stylist: TestUser = await signedInUser(sql, deps)
      await createStylist(sql, stylist.id)
      const admin = await signedInUser(sql, deps, { isAdmin: true })

      const anonymous = await call(app, null, method, path, body)
      expect(anonymous).toEqual({ status: 401, body: { message: 'Not signed in' } })
      for (const user of [client, stylist]) {
        expect(await call(app, user, method, path, body)).toEqual({ status: 403, body: { message: 'Admins only' } })
      }
      // The refused calls changed nothing: the admin's same call still finds its target.
      const res = await call(app, admin, method, path, body)
      expect(res.status, JSON.stringify(res.body)).toBe(route.status)
    },
  )

  it('treats an account named in ADMIN_EMAILS as an admin', async () => {
    const email = `boss-${Date.now()}@test.example`
    const { app: withSetting, deps: settingDeps } = identityTestApp(sql, { ADMIN_EMAILS: email.toUpperCase() })
    const boss = await signedInUser(sql, settingDeps, { email })
    expect((await call(withSetting, boss, 'GET', '/api/admin/verifications/stats')).status).toBe(200)
    const found = await call(withSetting, boss, 'GET', `/api/admin/users?q=${encodeURIComponent(email)}`)
    expect(found.body.users).toMatchObject([{ id: boss.id, isAdmin: true }])
    const other = await signedInUser(sql, settingDeps)
    expect((await call(withSetting, other, 'GET', '/api/admin/verifications/stats')).status).toBe(403)
  })
})
