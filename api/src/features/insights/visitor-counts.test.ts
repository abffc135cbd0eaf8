import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { stylistInsightsSchema, type StylistInsights } from '@marketplace/domain/contract/insights.ts'
import { MovableClock } from '../../adapters/billing/billing.ts'
import { createEmbeddedBilling } from '../../adapters/billing/embedded-billing.ts'
import { createApp } from '../../app.ts'
import { testDeps } from '../../../test/app.ts'
import { call } from '../../../test/billing.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import { InsightsRecorder } from './insights-recorder.ts'

// Clicks and views counted once per visitor, stylist and day (ADR 016), through the API. The clock
// is pinned in 2043, where no other test file writes; each test has a stylist of its own.
const sql = testDatabase()
const clock = new MovableClock(new Date('2043-05-10T12:00:00Z'))
const deps = { ...testDeps(sql, {}, createEmbeddedBilling(clock)), clock }
const recorder = new InsightsRecorder(sql, {
  enabled: true,
  flushMs: 60_000,
  logger: deps.logger,
  now: () => clock.now(),
})
const app = createApp({ ...deps, insights: recorder })

async function stylist() {
  const user = await signedInUser(sql, deps)
  const { id } = await createStylist(sql, user.id)
  return { user, id: Number(id) }
}

async function insights(user: Awaited<ReturnType<typeof signedInUser>>): Promise<StylistInsights> {
  const res = await call(app, user, 'GET', '/api/dashboard/insights?days=7')
  expect(res.status).toBe(200)
  return stylistInsightsSchema.parse(res.body)
}

/** A visitor is a browser (user agent) at an address; every request carries a fresh request id. */
const visitor = (name: string) => ({ 'user-agent': `Mozilla/5.0 (${name})`, 'x-request-id': randomUUID() })

describe('Insights, once per visitor', () => {
  it('counts the clicks of one visitor once per stylist and day, however many fresh request ids they send', async () => {
    const s = await stylist()
    const click = (who: string, kind = 'phone') =>
      app.request(`/api/stylists/${s.id}/clicks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...visitor(who) },
        body: JSON.stringify({ kind }),
      })
    clock.set(new Date('2043-05-09T10:00:00Z'))
    for (let i = 0; i < 12; i++) expect((await click('Ann')).status).toBe(202)
    await recorder.flush()
    for (let i = 0; i < 5; i++) await click('Ann')
    await click('Ben')
    await click('Ann', 'website')
    await recorder.flush()
    clock.set(new Date('2043-05-10T12:00:00Z'))
    await click('Ann')
    await click('Ann')
    await recorder.flush()
    const got = await insights(s.user)
    expect(got.series.find((d) => d.date === '2043-05-09')).toMatchObject({ phoneClicks: 2, websiteClicks: 1 })
    expect(got.series.find((d) => d.date === '2043-05-10')).toMatchObject({ phoneClicks: 1 })
  })

  it('counts the views of a profile that a cache served without calling us, through the beacon', async () => {
    const s = await stylist()
    // A CDN in front of the API: it keeps what the API marks public and answers from it after.
    const cache = new Map<string, Response>()
    let reachedUs = 0
    async function throughCdn(path: string, headers: Record<string, string>, method = 'GET') {
      const kept = method === 'GET' ? cache.get(path) : undefined
      if (kept) return kept.clone()
      reachedUs += 1
      const res = await app.request(path, { method, headers })
      if (method === 'GET' && res.headers.get('cache-control')?.startsWith('public')) cache.set(path, res.clone())
      return res
    }
    for (const who of ['Ann', 'Ben', 'Ann']) {
      expect((await throughCdn(`/api/stylists/${s.id}`, visitor(who))).status).toBe(200)
      const beacon = await throughCdn(`/api/stylists/${s.id}/views`, visitor(who), 'POST')
      expect(beacon.status).toBe(202)
      expect(beacon.headers.get('cache-control')).toContain('no-store')
    }
    // The profile reached us once; the three beacons did; Ann's second view is the same visitor.
    expect(reachedUs).toBe(4)
    await recorder.flush()
    expect((await insights(s.user)).current.profileViews).toBe(2)
  })
})
