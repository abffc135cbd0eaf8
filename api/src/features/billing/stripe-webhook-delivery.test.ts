import { describe, expect, inject, it } from 'vitest'
import { testDatabase, testDatabaseUrl } from '../../../test/database.ts'
import { FAKE_PRICES } from '../../../test/stripe-fake.ts'
import type { Json } from '../../../test/stripe-fake-account.ts'
import { stripeWebhookWorld } from '../../../test/stripe-webhooks.ts'
import { connect } from '../../db/client.ts'

// How Stripe really delivers: it retries what failed, may send one event twice at the same time,
// and stamps events with whole seconds, so several can share one.
const sql = testDatabase()
const world = stripeWebhookWorld(sql)

async function paidSubscription(plan: 'monthly' | 'annual' = 'monthly') {
  const { user, customerId } = await world.stripeCustomer()
  const sub = await world.stripe.subscriptions.create({
    customer: customerId,
    items: [{ price: FAKE_PRICES[plan] }],
    default_payment_method: 'pm_card_visa',
    metadata: { userId: user.id },
  })
  return { userId: user.id, sub }
}

async function forget(userId: string, events: Json[]) {
  await sql`delete from public.subscriptions where user_id = ${userId}`
  await sql`delete from public.billing_events where provider = 'stripe' and event_id = any(${events.map((e) => String(e.id))})`
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items]
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

describe('POST /api/stripe/webhook: deliveries as Stripe makes them', () => {
  it("applies an event that failed mid-way exactly once, on Stripe's retry", async () => {
    const { userId, sub } = await paidSubscription()
    const paid = world.eventsOf(sub.id).find((e) => e.type === 'invoice.paid')!
    // The invoice comes before its subscription, so the handler asks Stripe for the subscription
    // after recording the event; Stripe fails that once. The transaction must leave no trace.
    world.fake.failNext('GET', new RegExp(`^/v1/subscriptions/${sub.id}$`))
    const failed = await world.deliver(paid)
    expect(failed.status).toBe(500)
    expect(await world.recorded(paid.id)).toEqual([])
    expect(await world.mirrored(userId)).toEqual({ subscriptions: [], invoices: [] })

    expect(await world.deliver(paid)).toEqual({ status: 200, body: { received: true } })
    expect(await world.deliver(paid)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    const { subscriptions, invoices } = await world.mirrored(userId)
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', provider_subscription_id: sub.id })])
    expect(invoices).toEqual([
      expect.objectContaining({ status: 'paid', amount_paid_cents: 500, provider_subscription_id: sub.id }),
    ])
    expect(await world.recorded(paid.id)).toEqual(['invoice.paid'])
  })

  it('applies an event delivered twice at the same moment once: one delivery applies it, the other is a duplicate', async () => {
    // PostgreSQL: the two deliveries race on separate connections. PGlite has one session: the
    // requests still overlap in the app, and their transactions queue on it.
    const pool = inject('databaseKind') === 'postgres' ? connect(testDatabaseUrl(), { max: 4 }) : null
    try {
      const racing = pool ? world.appOn(pool) : world.app
      const { userId, sub } = await paidSubscription()
      const events = world.eventsOf(sub.id)
      expect(events.map((e) => e.type)).toEqual(['customer.subscription.created', 'invoice.paid'])
      for (const event of events) {
        const answers = await Promise.all([
          world.deliver(event, { app: racing }),
          world.deliver(event, { app: racing }),
        ])
        expect(answers.map((a) => a.status)).toEqual([200, 200])
        expect(
          answers.map((a) => a.body).sort((a, b) => Number(Boolean(a.duplicate)) - Number(Boolean(b.duplicate))),
        ).toEqual([{ received: true }, { received: true, duplicate: true }])
        expect(await world.recorded(event.id)).toEqual([event.type])
      }
      const { subscriptions, invoices } = await world.mirrored(userId)
      expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', provider_subscription_id: sub.id })])
      expect(invoices).toEqual([expect.objectContaining({ status: 'paid', amount_paid_cents: 500 })])
    } finally {
      await pool?.end()
    }
  })

  it('ends subscription events of the same second in the same state, whatever order they arrive in', async () => {
    const { userId, sub } = await paidSubscription()
    // Within one second of Stripe's clock: set to cancel at the period end, then moved to the
    // annual plan (a new, longer period). The last state is the one Stripe holds now.
    await world.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })
    await world.stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0].id, price: FAKE_PRICES.annual }],
      proration_behavior: 'always_invoice',
    })
    const events = world.eventsOf(sub.id).filter((e) => String(e.type).startsWith('customer.subscription.'))
    expect(events).toHaveLength(3)
    expect(new Set(events.map((e) => e.created)).size).toBe(1)
    const latest = await world.stripe.subscriptions.retrieve(sub.id)
    expect(latest).toMatchObject({
      cancel_at_period_end: true,
      items: { data: [{ price: { id: FAKE_PRICES.annual } }] },
    })

    const endStates = []
    for (const order of permutations(events)) {
      await forget(userId, events)
      for (const event of order) expect((await world.deliver(event)).body).toEqual({ received: true })
      endStates.push((await world.mirrored(userId)).subscriptions)
    }
    expect(endStates).toHaveLength(6)
    for (const state of endStates) expect(state).toEqual(endStates[0])
    expect(endStates[0]).toEqual([
      expect.objectContaining({
        plan: 'annual',
        status: 'active',
        price_cents: 4000,
        cancel_at_period_end: true,
        current_period_end: new Date(latest.items.data[0].current_period_end * 1000),
      }),
    ])
  })
})
