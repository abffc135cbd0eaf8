import { describe, expect, it } from 'vitest'
import { NO_LICENSE_CONFIRMATION, pendingStylistSchema } from '@marketplace/domain/contract/admin.ts'
import { createApp } from '../../app.ts'
import { call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import { dashboardTestApp, stylistWithProfile } from '../../../test/fixtures/dashboard.fixtures.ts'

// What the admin sees before deciding: days waiting (by a pinned server clock, against pinned
// application times), a preview of the profile, and a confirmation for a stylist without a license.
const sql = testDatabase()
const t = dashboardTestApp(sql)
const now = new Date('2031-05-10T09:00:00Z')
const app = createApp({ ...t.deps, clock: { now: () => now } })
const admin = await signedInUser(sql, t.deps, { isAdmin: true })

async function applicant(license: { licenseNumber: string; licenseState: string }, appliedAt: string) {
  const { user, profile } = await stylistWithProfile(sql, t, { stylistName: `Rae Q${Date.now()}`, ...license })
  await sql`update public.stylists set created_at = ${appliedAt} where id = ${profile.id}`
  await sql`insert into public.services (stylist_id, name, price_cents, duration_minutes)
    values (${profile.id}, 'Silk Press', 8500, 90), (${profile.id}, 'Trim', 3000, 30), (${profile.id}, 'Color', 12000, 120),
           (${profile.id}, 'Gloss', 9000, 45)`
  await sql`insert into public.portfolio_items (stylist_id, image_url, caption, position)
    values (${profile.id}, '/storage/v1/object/public/portfolio/p1.jpg', 'One', 0)`
  return { user, profile }
}
const pending = async () =>
  ((await call(app, admin, 'GET', '/api/admin/verifications/pending')).body as unknown[]).map((s) =>
    pendingStylistSchema.parse(s),
  )

describe('admin verifications: what the admin sees before deciding', () => {
  it('says how many whole days each application has waited, by the server clock', async () => {
    const old = await applicant({ licenseNumber: 'TX-1', licenseState: 'TX' }, '2031-04-30T09:00:01Z')
    const today = await applicant({ licenseNumber: 'TX-2', licenseState: 'TX' }, '2031-05-10T08:00:00Z')
    const list = await pending()
    expect(list.find((s) => s.id === old.profile.id)?.daysWaiting).toBe(9)
    expect(list.find((s) => s.id === today.profile.id)?.daysWaiting).toBe(0)
  })

  it('previews the profile: contact, bio, specialties, the cheapest services and the portfolio', async () => {
    const { profile, user } = await applicant({ licenseNumber: 'TX-3', licenseState: 'TX' }, '2031-05-01T00:00:00Z')
    const row = (await pending()).find((s) => s.id === profile.id)
    expect(row?.preview).toMatchObject({
      profilePath: `/stylist/${profile.id}/${profile.slug}`,
      email: expect.stringContaining('@'),
      phone: expect.any(String),
      bio: expect.any(String),
      services: [
        { name: 'Trim', price: 30 },
        { name: 'Silk Press', price: 85 },
        { name: 'Gloss', price: 90 },
      ],
      serviceCount: 4,
      portfolioImageUrls: ['/storage/v1/object/public/portfolio/p1.jpg'],
    })
    expect(user.id).toBeTruthy()
  })

  it('approves a stylist without a license number only when the admin confirms it', async () => {
    const { profile } = await applicant({ licenseNumber: '', licenseState: '' }, '2031-05-01T00:00:00Z')
    const approve = (body: Record<string, unknown>) =>
      call(app, admin, 'POST', `/api/admin/verifications/${profile.id}/approve`, body)
    for (const body of [{ notes: 'Looks fine' }, { confirmNoLicense: false }]) {
      const refused = await approve(body)
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({
        message: NO_LICENSE_CONFIRMATION,
        issues: [{ path: ['confirmNoLicense'], message: NO_LICENSE_CONFIRMATION }],
      })
    }
    expect(await sql`select verification_status from public.stylists where id = ${profile.id}`).toEqual([
      { verification_status: 'pending' },
    ])
    expect((await approve({ confirmNoLicense: 'yes' })).status).toBe(400)
    // Rejecting needs no confirmation; approving after it, with one, does.
    expect((await call(app, admin, 'POST', `/api/admin/verifications/${profile.id}/reject`, {})).status).toBe(200)
    expect(await approve({ confirmNoLicense: true, notes: 'Checked the state board by phone' })).toEqual({
      status: 200,
      body: { id: profile.id, verificationStatus: 'approved' },
    })
  })

  it('approves a licensed stylist without the confirmation', async () => {
    const { profile } = await applicant({ licenseNumber: 'TX-4', licenseState: 'TX' }, '2031-05-01T00:00:00Z')
    const res = await call(app, admin, 'POST', `/api/admin/verifications/${profile.id}/approve`, {})
    expect(res).toEqual({ status: 200, body: { id: profile.id, verificationStatus: 'approved' } })
  })
})
