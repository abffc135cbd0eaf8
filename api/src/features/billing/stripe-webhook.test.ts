import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../../test/app.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { FAKE_PRICES } from '../../../test/stripe-fake.ts'
import { addInterval, type Json } from '../../../test/stripe-fake-account.ts'
import { stripeWebhookWorld } from '../../../test/stripe-webhooks.ts'
import { asService } from '../../db/roles.ts'

const sql = testDatabase()
const DAY = 86_400_000
const world = stripeWebhookWorld(sql)
const { clock, deliver, eventsOf, mirrored, recorded, stripeCustomer } = world

const customerEvent = (): Json => ({
  id: `evt_${randomUUID().replaceAll('-', '')}`,
  object: 'event',
  type: 'customer.created',
  created: Math.floor(Date.now() / 1000),
  api_version: Stripe.API_VERSION,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object: { id: 'cus_elsewhere', object: 'customer', email: 'someone@test.example', metadata: {} } },
})

describe('POST /api/stripe/webhook: signatures', () => {
  it('is not there in embedded mode', async () => {
    const res = await testApp(sql).request('/api/stripe/webhook', { method: 'POST', body: '{}' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Stripe is not configured' })
  })

  it('accepts a correctly signed event and records it (a type it does not handle changes nothing else)', async () => {
    const event = customerEvent()
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } })
    expect(await recorded(event.id)).toEqual(['customer.created'])
  })

  it('refuses a wrong secret, a missing signature and a body other than the one signed, recording nothing', async () => {
    const wrongSecret = customerEvent()
    expect(await deliver(wrongSecret, { secret: 'whsec_not_ours' })).toEqual({
      status: 400,
      body: { message: 'Invalid Stripe signature' },
    })
    const unsigned = customerEvent()
    expect(await deliver(unsigned, { signature: null })).toEqual({
      status: 400,
      body: { message: 'Missing Stripe-Signature header' },
    })
    const tampered = customerEvent()
    const header = await world.stripe.webhooks.generateTestHeaderStringAsync({
      payload: JSON.stringify(customerEvent()),
      secret: world.secret,
    })
    expect((await deliver(tampered, { signature: header })).status).toBe(400)
    for (const event of [wrongSecret, unsigned, tampered]) expect(await recorded(event.id)).toEqual([])
  })

  it('refuses a signature older than the 300 s tolerance (a replayed delivery) and accepts one within it', async () => {
    const now = Math.floor(Date.now() / 1000)
    const stale = customerEvent()
    expect(await deliver(stale, { timestamp: now - 301 })).toEqual({
      status: 400,
      body: { message: 'Invalid Stripe signature' },
    })
    expect(await recorded(stale.id)).toEqual([])
    expect((await deliver(customerEvent(), { timestamp: now - 240 })).status).toBe(200)
  })
})

/** A subscription's life at Stripe: started, renewed, set to cancel at the period end, deleted. */
async function lifecycle() {
  const { user, customerId } = await stripeCustomer()
  await createStylist(sql, user.id, { active: false })
  const startedAt = clock.now().getTime() / 1000
  const sub = await world.stripe.subscriptions.create({
    customer: customerId,
    items: [{ price: FAKE_PRICES.monthly }],
    default_payment_method: 'pm_card_visa',
    metadata: { userId: user.id, plan: 'monthly' },
    payment_behavior: 'error_if_incomplete',
  })
  clock.advance(31 * DAY)
  world.fake.account.renew(sub.id)
  clock.advance(DAY)
  await world.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })
  clock.advance(DAY)
  await world.stripe.subscriptions.cancel(sub.id)
  clock.advance(DAY)
  return { userId: user.id, subscriptionId: sub.id, events: eventsOf(sub.id), startedAt }
}

async function forget(userId: string, events: Json[]) {
  await sql`delete from public.invoices where user_id = ${userId}`
  await sql`delete from public.subscriptions where user_id = ${userId}`
  await sql`delete from public.billing_events where provider = 'stripe' and event_id = any(${events.map((e) => String(e.id))})`
}

const listed = async (userId: string) =>
  (await sql`select 1 from public.listed_stylists l join public.stylists s on s.id = l.id where s.user_id = ${userId}`)
    .length === 1

/** A seeded shuffle (mulberry32 + Fisher-Yates), so a failing order can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed
  const random = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

describe('POST /api/stripe/webhook: mirroring subscriptions and invoices', () => {
  it('applies a subscription life in order: listed while active, paid invoices recorded, hidden once deleted', async () => {
    const { userId, subscriptionId, events, startedAt } = await lifecycle()
    const at = (seconds: number) => new Date(seconds * 1000)
    const renewedFrom = addInterval(startedAt, 'month')
    const deletedAt = at(startedAt + 33 * 86_400)
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ])
    for (const [i, event] of events.entries()) {
      expect(await deliver(event)).toEqual({ status: 200, body: { received: true } })
      if (i === 1) expect(await listed(userId)).toBe(true)
    }
    const { subscriptions, invoices } = await mirrored(userId)
    expect(subscriptions).toEqual([
      expect.objectContaining({
        plan: 'monthly',
        status: 'canceled',
        price_cents: 500,
        cancel_at_period_end: true,
        current_period_start: at(renewedFrom),
        current_period_end: at(addInterval(renewedFrom, 'month')),
        canceled_at: deletedAt,
        ended_at: deletedAt,
        provider_subscription_id: subscriptionId,
        provider_synced_at: deletedAt,
      }),
    ])
    expect(invoices).toEqual([
      expect.objectContaining({
        status: 'paid',
        subtotal_cents: 500,
        amount_paid_cents: 500,
        period_start: at(startedAt),
        provider_subscription_id: subscriptionId,
      }),
      expect.objectContaining({
        status: 'paid',
        subtotal_cents: 500,
        amount_paid_cents: 500,
        period_start: at(renewedFrom),
        provider_subscription_id: subscriptionId,
      }),
    ])
    expect(await listed(userId)).toBe(false)
    const [stylist] = await sql`select subscription_active_until from public.stylists where user_id = ${userId}`
    expect(stylist.subscription_active_until).toBeNull()
  })

  it('ends in the same rows whatever the order, and whatever is delivered twice', async () => {
    const { userId, events } = await lifecycle()
    for (const event of events) await deliver(event)
    const inOrder = await mirrored(userId)
    expect(inOrder.invoices).toHaveLength(2)

    const orders = [[...events].reverse(), ...[1, 2, 3, 4, 5].map((seed) => shuffled(events, seed))]
    for (const order of orders) {
      await forget(userId, events)
      const twice = shuffled([...order, ...order], order.length)
      const answers = []
      for (const event of twice) answers.push((await deliver(event)).body)
      expect(answers.filter((a) => a.duplicate)).toHaveLength(events.length)
      expect(await mirrored(userId)).toEqual(inOrder)
      expect(await listed(userId)).toBe(false)
    }
  })

  it('changes nothing for a replayed event id, even if its content differs', async () => {
    const { user, customerId } = await stripeCustomer()
    const sub = await world.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: FAKE_PRICES.monthly }],
      default_payment_method: 'pm_card_visa',
      metadata: { userId: user.id },
    })
    const [created] = eventsOf(sub.id)
    expect(await deliver(created)).toEqual({ status: 200, body: { received: true } })
    const before = await mirrored(user.id)
    expect(before.subscriptions).toHaveLength(1)
    const forged = structuredClone(created)
    Object.assign((forged.data as Json).object as Json, { status: 'canceled', cancel_at_period_end: true })
    expect(await deliver(created)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    expect(await deliver(forged)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    expect(await mirrored(user.id)).toEqual(before)
    expect(await recorded(created.id)).toEqual(['customer.subscription.created'])
  })

  it('leaves a failed renewal open and the subscription past due', async () => {
    const { user, customerId } = await stripeCustomer()
    const sub = await world.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: FAKE_PRICES.annual }],
      default_payment_method: 'pm_card_visa',
      metadata: { userId: user.id },
    })
    clock.advance(366 * DAY)
    world.fake.account.renew(sub.id, { declined: true })
    const events = eventsOf(sub.id)
    expect(events.map((e) => e.type)).toContain('invoice.payment_failed')
    for (const event of events) expect((await deliver(event)).status).toBe(200)
    const { subscriptions, invoices } = await mirrored(user.id)
    expect(subscriptions).toEqual([expect.objectContaining({ plan: 'annual', status: 'past_due', price_cents: 4000 })])
    expect(invoices.map((i) => [i.status, i.amount_due_cents, i.amount_paid_cents, i.paid_at === null])).toEqual([
      ['paid', 4000, 4000, false],
      ['open', 4000, 0, true],
    ])
  })

  it('mirrors an invoice that arrives before its subscription, linked to it', async () => {
    const { user, customerId } = await stripeCustomer()
    const sub = await world.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: FAKE_PRICES.monthly }],
      default_payment_method: 'pm_card_visa',
      metadata: { userId: user.id },
    })
    const paid = eventsOf(sub.id).find((e) => e.type === 'invoice.paid')!
    expect((await deliver(paid)).status).toBe(200)
    const { subscriptions, invoices } = await mirrored(user.id)
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', provider_subscription_id: sub.id })])
    expect(invoices).toEqual([
      expect.objectContaining({ status: 'paid', amount_paid_cents: 500, provider_subscription_id: sub.id }),
    ])
  })

  it('notes when Stripe warns that a trial ends soon', async () => {
    const { user, customerId } = await stripeCustomer()
    const sub = await world.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: FAKE_PRICES.monthly }],
      metadata: { userId: user.id },
      trial_end: Math.floor(clock.now().getTime() / 1000) + 30 * 86_400,
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    })
    clock.advance(27 * DAY)
    world.fake.account.trialWillEnd(sub.id)
    const events = eventsOf(sub.id)
    for (const event of events) expect((await deliver(event)).status).toBe(200)
    const [row] =
      await sql`select status, trial_end, trial_will_end_at from public.subscriptions where user_id = ${user.id}`
    expect(row).toEqual({
      status: 'trialing',
      trial_end: new Date(sub.trial_end! * 1000),
      trial_will_end_at: new Date(Number(events.at(-1)!.created) * 1000),
    })
  })

  it("finds the user by the customer when the subscription's metadata does not name one, and ignores unknown customers", async () => {
    const { user, customerId } = await stripeCustomer()
    const ours = await world.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: FAKE_PRICES.monthly }],
      default_payment_method: 'pm_card_visa',
    })
    const stranger = await world.stripe.customers.create({ email: 'not-ours@test.example' })
    const theirs = await world.stripe.subscriptions.create({
      customer: stranger.id,
      items: [{ price: FAKE_PRICES.monthly }],
      default_payment_method: 'pm_card_visa',
    })
    for (const event of [...eventsOf(ours.id), ...eventsOf(theirs.id)]) {
      expect(await deliver(event)).toEqual({ status: 200, body: { received: true } })
      expect(await recorded(event.id)).toEqual([event.type])
    }
    expect((await mirrored(user.id)).subscriptions).toEqual([
      expect.objectContaining({ provider_subscription_id: ours.id }),
    ])
    const strays = await asService(
      sql,
      (tx) => tx`select 1 from public.subscriptions where provider_subscription_id = ${theirs.id}`,
    )
    expect(strays).toHaveLength(0)
  })
})
