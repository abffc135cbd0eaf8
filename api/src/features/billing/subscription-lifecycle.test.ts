import { describe, expect, it } from 'vitest'
import { subscriptionChangeResultSchema } from '@marketplace/domain/contract/billing.ts'
import { DAY_MS } from '../../adapters/billing/billing.ts'
import { createLogger } from '../../lib/logger.ts'
import { TEST_CARDS, billingTestApp, call, confirmCard, subscribe, type TestUser } from '../../../test/billing.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { testTrialCoupon } from '../../../test/fixtures/coupons.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { runBillingSweep, startBillingSweep } from './billing-sweep.ts'

const sql = testDatabase()
/** The users of this file: the sweeps below renew only theirs (other files share the database). */
const mine: string[] = []
const sweep = (billing: Parameters<typeof runBillingSweep>[1]) => runBillingSweep(sql, billing, mine)
/** A free 6-month trial code (like FREETRIAL0125) valid around the test's billing clock. */
const trial = (t: ReturnType<typeof billingTestApp>) => testTrialCoupon(sql, t.clock.now())

/** A stylist with a complete profile but no subscription yet (the registration comes first). */
async function stylist(deps: Parameters<typeof signedInUser>[1]) {
  const user = await signedInUser(sql, deps)
  mine.push(user.id)
  const { id } = await createStylist(sql, user.id, { active: false })
  return { user, stylistId: id }
}

async function listed(stylistId: number) {
  return (await sql`select 1 from public.listed_stylists where id = ${stylistId}`).length === 1
}

/**
 * Whether a client searching at the stylist's own spot finds them. Each stylist of this file gets a
 * spot of its own (north of Austin, where the shared test database puts nobody else): at the
 * default point of createStylist, other files' stylists at the same distance could push it past
 * the page (measured in CI once the booking tests were added).
 */
async function foundBySearch(app: ReturnType<typeof billingTestApp>['app'], stylistId: number) {
  const lat = 30.5 + (stylistId % 1000) * 0.0005
  const lng = -97.9
  await sql`update public.stylists set location = extensions.st_setsrid(extensions.st_makepoint(${lng}, ${lat}), 4326)::extensions.geography
    where id = ${stylistId}`
  const res = await call(
    app,
    null,
    'GET',
    `/api/stylists/search?lat=${lat}&lng=${lng}&distance=1&limit=50&sort=distance`,
  )
  return (res.body.stylists as { id: number }[]).some((s) => s.id === stylistId)
}

const invoices = (user: TestUser) =>
  sql<{ status: string; amount_paid_cents: number; amount_due_cents: number }[]>`
    select status, amount_paid_cents, amount_due_cents from public.invoices where user_id = ${user.id} order by period_start, id`

describe('subscription lifecycle (embedded provider, moving clock)', () => {
  it('cancel keeps the profile listed until the period ends; past it the sweep hides it from search', async () => {
    const t = billingTestApp(sql)
    const { user, stylistId } = await stylist(t.deps)
    expect(await listed(stylistId)).toBe(false)
    expect((await subscribe(t.app, user)).status).toBe(200)
    expect(await listed(stylistId)).toBe(true)
    expect(await foundBySearch(t.app, stylistId)).toBe(true)

    const cancel = await call(t.app, user, 'POST', '/api/subscription/cancel')
    expect(cancel.status).toBe(200)
    const body = subscriptionChangeResultSchema.parse(cancel.body)
    expect(body.message).toMatch(
      /^Your subscription has been cancelled\. Your profile stays visible to clients until \w+ \d+, \d{4}\.$/,
    )
    expect(body.subscription).toMatchObject({ subscriptionActive: true, cancelAtPeriodEnd: true, canReactivate: true })
    expect(await foundBySearch(t.app, stylistId)).toBe(true)

    t.clock.advance(29 * DAY_MS)
    await sweep(t.billing)
    expect(await foundBySearch(t.app, stylistId)).toBe(true)
    t.clock.advance(2 * DAY_MS)
    await sweep(t.billing)
    expect(await foundBySearch(t.app, stylistId)).toBe(false)
    expect(await listed(stylistId)).toBe(false)
    const after = await call(t.app, user, 'GET', '/api/subscription')
    expect(after.body.subscription).toMatchObject({
      subscriptionActive: false,
      status: 'canceled',
      canReactivate: true,
    })
    expect((await invoices(user)).length).toBe(1)
  })

  it('reactivate undoes a cancellation, or restarts an ended subscription with the card on file', async () => {
    const t = billingTestApp(sql)
    const { user, stylistId } = await stylist(t.deps)
    await subscribe(t.app, user, { plan: 'annual' })
    await call(t.app, user, 'POST', '/api/subscription/cancel')
    const undo = await call(t.app, user, 'POST', '/api/subscription/reactivate')
    expect(undo.body.subscription).toMatchObject({ cancelAtPeriodEnd: false, subscriptionActive: true })
    expect(undo.body.message).toMatch(/^Your subscription is active and renews on/)

    await call(t.app, user, 'POST', '/api/subscription/cancel')
    t.clock.advance(366 * DAY_MS)
    await sweep(t.billing)
    expect(await listed(stylistId)).toBe(false)
    const restart = await call(t.app, user, 'POST', '/api/subscription/reactivate')
    expect(restart.status).toBe(200)
    expect(restart.body.subscription).toMatchObject({
      subscriptionActive: true,
      subscriptionType: 'annual',
      status: 'active',
    })
    expect(await listed(stylistId)).toBe(true)
    expect((await invoices(user)).map((i) => i.amount_paid_cents)).toEqual([4000, 4000])
    const [{ n }] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.subscriptions where user_id = ${user.id}`
    expect(n).toBe(2)
  })

  it('renews paid periods automatically, however far the clock jumps, with a paid invoice each', async () => {
    const t = billingTestApp(sql)
    const { user, stylistId } = await stylist(t.deps)
    await subscribe(t.app, user)
    t.clock.advance(95 * DAY_MS)
    expect(await sweep(t.billing)).toBeGreaterThanOrEqual(1)
    expect((await invoices(user)).map((i) => [i.status, i.amount_paid_cents])).toEqual([
      ['paid', 500],
      ['paid', 500],
      ['paid', 500],
      ['paid', 500],
    ])
    const sub = (await call(t.app, user, 'GET', '/api/subscription')).body.subscription
    expect(sub).toMatchObject({ status: 'active', subscriptionActive: true })
    expect(new Date(sub.subscriptionExpiry).getTime()).toBe(t.clock.now().getTime() - 95 * DAY_MS + 120 * DAY_MS)
    expect(await listed(stylistId)).toBe(true)
  })

  it('ends a card-less free trial at its end, and charges the plan when a card is on file', async () => {
    const t = billingTestApp(sql)
    const cardless = await stylist(t.deps)
    const withCard = await stylist(t.deps)
    await subscribe(t.app, cardless.user, { plan: 'annual', card: null, coupon: await trial(t) })
    await subscribe(t.app, withCard.user, { plan: 'annual', coupon: await trial(t) })
    expect(await listed(cardless.stylistId)).toBe(true)
    t.clock.advance(185 * DAY_MS)
    await sweep(t.billing)
    expect(await listed(cardless.stylistId)).toBe(false)
    expect((await call(t.app, cardless.user, 'GET', '/api/subscription')).body.subscription).toMatchObject({
      status: 'canceled',
      subscriptionActive: false,
      canReactivate: false,
    })
    expect((await call(t.app, cardless.user, 'POST', '/api/subscription/reactivate')).status).toBe(409)
    expect(await listed(withCard.stylistId)).toBe(true)
    expect((await invoices(withCard.user)).map((i) => i.amount_paid_cents)).toEqual([4000])
  })

  it('a renewal the card declines makes the subscription past due (hidden), then cancelled a period later', async () => {
    const t = billingTestApp(sql)
    const { user, stylistId } = await stylist(t.deps)
    await subscribe(t.app, user, { card: TEST_CARDS.declinesCharges, coupon: await trial(t) })
    t.clock.advance(190 * DAY_MS)
    await sweep(t.billing)
    expect((await call(t.app, user, 'GET', '/api/subscription')).body.subscription).toMatchObject({
      status: 'past_due',
      subscriptionActive: false,
    })
    expect(await listed(stylistId)).toBe(false)
    expect(await invoices(user)).toEqual([{ status: 'open', amount_paid_cents: 0, amount_due_cents: 500 }])
    t.clock.advance(31 * DAY_MS)
    await sweep(t.billing)
    expect((await call(t.app, user, 'GET', '/api/subscription')).body.subscription.status).toBe('canceled')
  })

  it('changes plan now, crediting the unused part of the paid period; leftover credit pays later invoices', async () => {
    const t = billingTestApp(sql)
    const { user } = await stylist(t.deps)
    await subscribe(t.app, user)
    t.clock.advance(15 * DAY_MS)
    const annual = await call(t.app, user, 'POST', '/api/subscription/update-plan', { planType: 'annual' })
    expect(annual.status).toBe(200)
    expect(annual.body).toMatchObject({
      message: 'Plan updated to Annual',
      subscription: { subscriptionType: 'annual', priceCents: 4000 },
    })
    expect((await invoices(user)).map((i) => i.amount_paid_cents)).toEqual([500, 3750])

    const monthly = await call(t.app, user, 'POST', '/api/subscription/update-plan', { planType: 'monthly' })
    expect(monthly.body.message).toBe('Plan updated to Monthly')
    expect((await invoices(user)).map((i) => i.amount_paid_cents)).toEqual([500, 3750, 0])
    const credit = async () =>
      (await sql<{ c: number }[]>`select credit_cents as c from public.billing_customers where user_id = ${user.id}`)[0]
        .c
    expect(await credit()).toBe(3500)
    t.clock.advance(31 * DAY_MS)
    await sweep(t.billing)
    expect((await invoices(user)).map((i) => i.amount_paid_cents)).toEqual([500, 3750, 0, 0])
    expect(await credit()).toBe(3000)

    const same = await call(t.app, user, 'POST', '/api/subscription/update-plan', { planType: 'monthly' })
    expect(same.status).toBe(200)
    expect((await invoices(user)).length).toBe(4)
    expect((await call(t.app, user, 'POST', '/api/subscription/update-plan', { planType: 'weekly' })).status).toBe(400)
  })

  it('a plan change during a trial keeps the trial and charges nothing', async () => {
    const t = billingTestApp(sql)
    const { user } = await stylist(t.deps)
    const start = await subscribe(t.app, user, { plan: 'annual', coupon: await trial(t) })
    const res = await call(t.app, user, 'POST', '/api/subscription/update-plan', { planType: 'monthly' })
    expect(res.body.subscription).toMatchObject({
      status: 'trialing',
      subscriptionType: 'monthly',
      trialEnd: start.body.subscription.trialEnd,
    })
    expect(await invoices(user)).toEqual([])
  })

  it('refuses lifecycle calls without a subscription (404), when not active (409), and from strangers (401)', async () => {
    const t = billingTestApp(sql)
    const { user } = await stylist(t.deps)
    for (const path of ['cancel', 'reactivate'])
      expect((await call(t.app, user, 'POST', `/api/subscription/${path}`)).status).toBe(404)
    expect((await call(t.app, user, 'GET', '/api/subscription')).body).toEqual({ subscription: null })
    await subscribe(t.app, user)
    await call(t.app, user, 'POST', '/api/subscription/cancel')
    t.clock.advance(31 * DAY_MS)
    await sweep(t.billing)
    expect((await call(t.app, user, 'POST', '/api/subscription/cancel')).status).toBe(409)
    expect((await call(t.app, user, 'POST', '/api/subscription/update-plan', { planType: 'annual' })).status).toBe(409)
    for (const path of ['cancel', 'reactivate', 'update-plan'])
      expect((await call(t.app, null, 'POST', `/api/subscription/${path}`)).status).toBe(401)
  })

  it('the server renews and ends subscriptions on its own timer, no one running a job', async () => {
    const t = billingTestApp(sql)
    const { user, stylistId } = await stylist(t.deps)
    await subscribe(t.app, user)
    await call(t.app, user, 'POST', '/api/subscription/cancel')
    const stop = startBillingSweep(sql, t.billing, createLogger('silent'), { everyMs: 20, onlyUsers: [user.id] })
    try {
      t.clock.advance(31 * DAY_MS)
      const deadline = Date.now() + 10_000
      while ((await listed(stylistId)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25))
      expect(await listed(stylistId)).toBe(false)
    } finally {
      stop()
    }
  })

  it('a card added during a card-less trial is charged when the trial ends, and the profile stays listed', async () => {
    const t = billingTestApp(sql)
    const { user, stylistId } = await stylist(t.deps)
    await subscribe(t.app, user, { plan: 'annual', card: null, coupon: await trial(t) })
    const card = await confirmCard(t.app, user)
    const saved = await call(t.app, user, 'POST', '/api/subscription/payment-method', {
      paymentMethodId: card.body.paymentMethodId,
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      message: 'Card saved: Visa ending in 4242',
      subscription: { status: 'trialing', card: { last4: '4242' } },
    })
    t.clock.advance(185 * DAY_MS)
    await sweep(t.billing)
    expect(await listed(stylistId)).toBe(true)
    expect((await invoices(user)).map((i) => [i.status, i.amount_paid_cents])).toEqual([['paid', 4000]])
  })

  it("a new card pays a past-due period at once and lists the profile again; a stranger's card is refused", async () => {
    const t = billingTestApp(sql)
    const { user, stylistId } = await stylist(t.deps)
    await subscribe(t.app, user, { card: TEST_CARDS.declinesCharges, coupon: await trial(t) })
    t.clock.advance(190 * DAY_MS)
    await sweep(t.billing)
    expect(await listed(stylistId)).toBe(false)

    const stranger = await stylist(t.deps)
    const theirs = await confirmCard(t.app, stranger.user)
    const refused = await call(t.app, user, 'POST', '/api/subscription/payment-method', {
      paymentMethodId: theirs.body.paymentMethodId,
    })
    expect(refused).toMatchObject({ status: 402, body: { code: 'resource_missing' } })
    const declining = await confirmCard(t.app, user, TEST_CARDS.declinesCharges)
    expect(
      (
        await call(t.app, user, 'POST', '/api/subscription/payment-method', {
          paymentMethodId: declining.body.paymentMethodId,
        })
      ).status,
    ).toBe(402)
    expect(await invoices(user)).toEqual([{ status: 'open', amount_paid_cents: 0, amount_due_cents: 500 }])

    const card = await confirmCard(t.app, user)
    const saved = await call(t.app, user, 'POST', '/api/subscription/payment-method', {
      paymentMethodId: card.body.paymentMethodId,
    })
    expect(saved.body.subscription).toMatchObject({ status: 'active', subscriptionActive: true })
    expect(await invoices(user)).toEqual([{ status: 'paid', amount_paid_cents: 500, amount_due_cents: 500 }])
    expect(await listed(stylistId)).toBe(true)
  })
})
