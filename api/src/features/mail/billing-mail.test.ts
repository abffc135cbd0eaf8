import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { DAY_MS, MovableClock } from '../../adapters/billing/billing.ts'
import { createEmbeddedBilling } from '../../adapters/billing/embedded-billing.ts'
import { createApp } from '../../app.ts'
import { connect } from '../../db/client.ts'
import { testDeps } from '../../../test/app.ts'
import { TEST_CARDS, subscribe } from '../../../test/billing.ts'
import { createStylist, testDatabase, testDatabaseUrl } from '../../../test/database.ts'
import { testCoupon, testTrialCoupon } from '../../../test/fixtures/coupons.fixtures.ts'
import { signedInUser } from '../../../test/identity.ts'
import { received, recipient, testSmtp } from '../../../test/mail.ts'
import { FAKE_PRICES } from '../../../test/stripe-fake.ts'
import type { Json } from '../../../test/stripe-fake-account.ts'
import { stripeWebhookWorld } from '../../../test/stripe-webhooks.ts'
import { runBillingSweep } from '../billing/billing-sweep.ts'
import { runMailWorker } from './mail-worker.ts'

const sql = testDatabase()
const smtp = await testSmtp()

/** The app in embedded mode with a billing clock the test moves, its links on chairside.test. */
function embedded(start = new Date()) {
  const clock = new MovableClock(start)
  const billing = createEmbeddedBilling(clock)
  const deps = testDeps(sql, { PUBLIC_URL: 'https://chairside.test', TRUSTED_PROXY_HOPS: '1' }, billing)
  return { app: createApp(deps), deps, clock, billing }
}
type Embedded = ReturnType<typeof embedded>

async function stylist(t: Embedded) {
  const user = await signedInUser(sql, t.deps, { email: `billing-${randomUUID().slice(0, 8)}@mail.test` })
  await createStylist(sql, user.id, { active: false })
  return user
}

/** Sends what is due to `email` (the outbox's own clock: messages are due when queued) and returns all it received. */
async function inbox(email: string) {
  await runMailWorker(sql, smtp.transport, { onlyRecipients: [email] })
  return (await received(smtp.dir)).filter((m) => recipient(m) === email)
}

const sweep = (t: Embedded, userId: string) => runBillingSweep(sql, t.billing, [userId], t.deps)

const outboxKinds = async (userId: string) =>
  (
    await sql<
      { kind: string }[]
    >`select kind from public.mail_outbox where user_id = ${userId} and kind in ('subscription-receipt', 'trial-ending') order by id`
  ).map((r) => r.kind)

describe('subscription receipts (embedded billing)', () => {
  it('sends one receipt for the first payment and one for each renewal, however often the sweep runs', async () => {
    const t = embedded()
    const user = await stylist(t)
    expect((await subscribe(t.app, user)).status).toBe(200)
    const [first, ...none] = await inbox(user.email)
    expect(none).toEqual([])
    expect(first.subject).toBe('Receipt: Chairside monthly plan, $5')
    expect(first.text).toMatch(/^Amount paid: +\$5$/m)
    expect(first.text).toMatch(/^Plan: +Monthly plan$/m)
    expect(first.text).toMatch(/^Period: +\w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}$/m)
    expect(first.text).toMatch(/^Card: +Visa ending in 4242$/m)
    expect(first.text).toMatch(/^Receipt number: +in_\w+$/m)
    expect(first.text).toContain('View your subscription: https://chairside.test/dashboard?tab=subscription')
    expect(first.html).toContain('Thanks for your payment')
    expect(first.html).toContain('href="https://chairside.test/dashboard?tab=subscription"')
    expect(first.headers.get('list-unsubscribe')).toBeUndefined()

    t.clock.advance(31 * DAY_MS)
    expect(await sweep(t, user.id)).toBe(1)
    expect(await sweep(t, user.id)).toBe(0)
    const all = await inbox(user.email)
    expect(all.map((m) => m.subject)).toEqual([
      'Receipt: Chairside monthly plan, $5',
      'Receipt: Chairside monthly plan, $5',
    ])
    const numbers = all.map((m) => /^Receipt number: +(\S+)$/m.exec(m.text ?? '')?.[1])
    expect(new Set(numbers).size).toBe(2)
    expect(await outboxKinds(user.id)).toEqual(['subscription-receipt', 'subscription-receipt'])
  })

  it('prints a discount from integer cents: $40 annual, 20% off, $32 paid', async () => {
    const t = embedded()
    const user = await stylist(t)
    const coupon = await testCoupon(sql, t.clock.now(), { type: 'percentage', value: 20 })
    expect((await subscribe(t.app, user, { plan: 'annual', coupon })).status).toBe(200)
    const [mail] = await inbox(user.email)
    expect(mail.subject).toBe('Receipt: Chairside annual plan, $32')
    expect(mail.text).toMatch(/^Subtotal: +\$40$/m)
    expect(mail.text).toMatch(/^Discount: +−\$8$/m)
    expect(mail.text).toContain('We received $32 for your Chairside annual plan.')
  })
})

describe('trial-ending notices (embedded billing sweep)', () => {
  it('warns a trial without a card once, 3 days before it ends, even when two sweeps run at once; no $0 receipt', async () => {
    const t = embedded()
    const user = await stylist(t)
    const code = await testTrialCoupon(sql, t.clock.now())
    expect((await subscribe(t.app, user, { card: null, coupon: code })).status).toBe(200)
    const [{ trial_end: trialEnd }] = await sql<
      { trial_end: Date }[]
    >`select trial_end from public.subscriptions where user_id = ${user.id}`
    t.clock.set(new Date(trialEnd.getTime() - 3 * DAY_MS - 60_000))
    expect(await sweep(t, user.id)).toBe(0)
    expect(await inbox(user.email)).toEqual([])

    t.clock.set(new Date(trialEnd.getTime() - 3 * DAY_MS + 60_000))
    // PostgreSQL: two sweeps on connections of their own at once; PGlite: they interleave on one session.
    const postgres = inject('databaseKind') === 'postgres'
    const pools = postgres ? [1, 2].map(() => connect(testDatabaseUrl(), { max: 1 })) : [sql, sql]
    if (postgres) afterAll(() => Promise.all(pools.map((p) => p.end({ timeout: 5 }))))
    const counts = await Promise.all(pools.map((p) => runBillingSweep(p, t.billing, [user.id], t.deps)))
    expect(counts.sort()).toEqual([0, 1])
    expect(await sweep(t, user.id)).toBe(0)

    const mails = await inbox(user.email)
    expect(mails).toHaveLength(1)
    const [notice] = mails
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(trialEnd)
    expect(notice.subject).toBe(`Your free trial ends on ${day}`)
    expect(notice.text).toContain('You have no card on file, so your subscription ends with the trial')
    expect(notice.text).toMatch(/^Plan after the trial: +Monthly \(\$5 a month\)$/m)
    expect(notice.text).toContain('Add a card: https://chairside.test/dashboard?tab=subscription')
    expect(await outboxKinds(user.id)).toEqual(['trial-ending'])
  })

  it('tells a trial with a card what it will be charged, then sends the receipt when the trial ends', async () => {
    const t = embedded()
    const user = await stylist(t)
    const code = await testTrialCoupon(sql, t.clock.now())
    expect((await subscribe(t.app, user, { card: TEST_CARDS.visa, coupon: code, plan: 'annual' })).status).toBe(200)
    const [{ trial_end: trialEnd }] = await sql<
      { trial_end: Date }[]
    >`select trial_end from public.subscriptions where user_id = ${user.id}`
    t.clock.set(new Date(trialEnd.getTime() - 2 * DAY_MS))
    expect(await sweep(t, user.id)).toBe(1)
    const [notice] = await inbox(user.email)
    expect(notice.text).toContain('Then your Visa ending in 4242 is charged $40 for the annual plan')
    expect(notice.text).toContain('Manage your subscription: https://chairside.test/dashboard?tab=subscription')

    t.clock.set(new Date(trialEnd.getTime() + 60_000))
    expect(await sweep(t, user.id)).toBe(1)
    expect((await inbox(user.email)).map((m) => m.subject)).toEqual([
      notice.subject,
      'Receipt: Chairside annual plan, $40',
    ])
  })
})

describe('billing mails from Stripe webhooks', () => {
  const world = stripeWebhookWorld(sql)
  const copy = (event: Json): Json => ({ ...event, id: `evt_${randomUUID().replaceAll('-', '')}` })

  it('sends one receipt per paid invoice, on a retried delivery and on a second event about the same invoice', async () => {
    const { user, customerId } = await world.stripeCustomer()
    const sub = await world.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: FAKE_PRICES.monthly }],
      default_payment_method: 'pm_card_visa',
      metadata: { userId: user.id, plan: 'monthly' },
      payment_behavior: 'error_if_incomplete',
    })
    const events = world.eventsOf(sub.id)
    const paid = events.find((e) => e.type === 'invoice.paid')!
    for (const event of events) expect((await world.deliver(event)).status).toBe(200)
    expect(await world.deliver(paid)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    expect(await world.deliver(copy(paid))).toEqual({ status: 200, body: { received: true } })
    const mails = await inbox(user.email)
    expect(mails.map((m) => m.subject)).toEqual(['Receipt: Chairside monthly plan, $5'])
    const invoiceId = String(((paid.data as Json).object as Json).id)
    expect(mails[0].text).toMatch(new RegExp(`^Receipt number: +${invoiceId}$`, 'm'))
    expect(mails[0].text).toMatch(/View your subscription: http:\/\/localhost:\d+\/dashboard\?tab=subscription/)

    // The next period's invoice is another receipt.
    world.clock.advance(31 * DAY_MS)
    world.fake.account.renew(sub.id)
    for (const event of world.eventsOf(sub.id).slice(events.length)) await world.deliver(event)
    expect((await inbox(user.email)).map((m) => m.subject)).toEqual([
      'Receipt: Chairside monthly plan, $5',
      'Receipt: Chairside monthly plan, $5',
    ])
  })

  it('sends one trial-ending notice on trial_will_end, however often it is delivered', async () => {
    const { user, customerId } = await world.stripeCustomer()
    const sub = await world.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: FAKE_PRICES.monthly }],
      metadata: { userId: user.id },
      trial_end: Math.floor(world.clock.now().getTime() / 1000) + 30 * 86_400,
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    })
    world.clock.advance(27 * DAY_MS)
    world.fake.account.trialWillEnd(sub.id)
    const events = world.eventsOf(sub.id)
    for (const event of events) expect((await world.deliver(event)).status).toBe(200)
    const warning = events.at(-1)!
    expect(warning.type).toBe('customer.subscription.trial_will_end')
    expect((await world.deliver(warning)).body).toEqual({ received: true, duplicate: true })
    expect((await world.deliver(copy(warning))).body).toEqual({ received: true })
    const mails = await inbox(user.email)
    const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })
    expect(mails.map((m) => m.subject)).toEqual([
      `Your free trial ends on ${day.format(new Date(sub.trial_end! * 1000))}`,
    ])
    expect(mails[0].text).toContain('You have no card on file')
    expect(await outboxKinds(user.id)).toEqual(['trial-ending'])
  })
})
