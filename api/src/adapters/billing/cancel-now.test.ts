import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingTestApp, subscribe } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'
import { FAKE_PRICES, StripeFake } from '../../../test/stripe-fake.ts'
import { asService } from '../../db/roles.ts'
import { recordResult } from '../../features/billing/complete-signup.ts'
import { latestSubscription, toStored } from '../../features/billing/subscription-store.ts'
import { MovableClock, type StoredSubscription } from './billing.ts'
import { createStripeBilling } from './stripe-billing.ts'

// cancelNow, the port's "end it now" (for a user whose account is deleted), in both adapters.
const sql = testDatabase()

describe('cancelNow, embedded', () => {
  it("ends the subscription at the clock's time, keeping the period; again changes nothing", async () => {
    const { app, deps, billing, clock } = billingTestApp(sql)
    const user = await signedInUser(sql, deps)
    expect((await subscribe(app, user, { plan: 'monthly' })).status).toBe(200)
    clock.advance(3_600_000)
    const cancel = () =>
      asService(sql, async (tx) => {
        const row = (await latestSubscription(tx, user.id, true))!
        const result = await billing.cancelNow(tx, toStored(row))
        await recordResult(tx, billing, user.id, result)
        return result
      })
    const first = await cancel()
    expect(first.subscription).toMatchObject({
      status: 'canceled',
      canceledAt: clock.now(),
      endedAt: clock.now(),
      cancelAtPeriodEnd: false,
    })
    expect(first.invoices).toEqual([])
    const [row] =
      await sql`select status, ended_at, current_period_end > now() as period_left from public.subscriptions where user_id = ${user.id}`
    expect(row).toEqual({ status: 'canceled', ended_at: clock.now(), period_left: true })
    clock.advance(3_600_000)
    expect((await cancel()).subscription.endedAt).toEqual(first.subscription.endedAt)
  })
})

describe('cancelNow, Stripe', () => {
  const clock = new MovableClock(new Date())
  let fake: StripeFake
  beforeAll(async () => {
    fake = await StripeFake.start({ now: () => clock.now() })
  })
  afterAll(() => fake.close())

  it('cancels at Stripe with an idempotency key, and answers the ended state also when Stripe had ended it already', async () => {
    const billing = createStripeBilling({ stripe: fake.client(), prices: FAKE_PRICES, clock })
    const user = await signedInUser(sql, billingTestApp(sql).deps)
    const started = await asService(sql, async (tx) => {
      const customerId = await billing.createCustomer(tx, user)
      return billing.startSubscription(tx, {
        user,
        customerId,
        plan: 'annual',
        paymentMethodId: 'pm_card_visa',
        coupon: null,
        idempotencyKey: `cancel-now-test:${user.id}`,
      })
    })
    const stored: StoredSubscription = { ...started.subscription, id: 0, userId: user.id, version: '1' }
    const id = stored.providerSubscriptionId
    const ended = await asService(sql, (tx) => billing.cancelNow(tx, stored))
    expect(ended.subscription).toMatchObject({
      providerSubscriptionId: id,
      status: 'canceled',
      endedAt: expect.any(Date),
    })
    const request = fake.requests.at(-1)!
    expect(request).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${id}`,
      idempotencyKey: `cancel-now:${id}`,
      status: 200,
    })

    // A second attempt (a rolled-back deletion retried): Stripe says there is no such live
    // subscription; the adapter reads it and answers its ended state.
    const again = await asService(sql, (tx) => billing.cancelNow(tx, stored))
    expect(again.subscription).toMatchObject({ status: 'canceled', endedAt: ended.subscription.endedAt })
    expect(fake.requests.slice(-2).map((r) => [r.method, r.status])).toEqual([
      ['DELETE', 400],
      ['GET', 200],
    ])
  })

  it('fails when Stripe never had the subscription (nothing to mirror)', async () => {
    const billing = createStripeBilling({ stripe: fake.client(), prices: FAKE_PRICES, clock })
    const stored = { providerSubscriptionId: 'sub_never_made' } as StoredSubscription
    await expect(asService(sql, (tx) => billing.cancelNow(tx, stored))).rejects.toThrow(/No such subscription/)
  })
})
