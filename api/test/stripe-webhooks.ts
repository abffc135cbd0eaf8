import { randomUUID } from 'node:crypto'
import type Stripe from 'stripe'
import { afterAll, beforeAll } from 'vitest'
import { MovableClock } from '../src/adapters/billing/billing.ts'
import { createStripeBilling } from '../src/adapters/billing/stripe-billing.ts'
import { createApp } from '../src/app.ts'
import type { Sql } from '../src/db/client.ts'
import { testDeps } from './app.ts'
import { createUser } from './database.ts'
import { FAKE_PRICES, StripeFake } from './stripe-fake.ts'
import type { Json } from './stripe-fake-account.ts'

type App = ReturnType<typeof createApp>
interface DeliveryOptions {
  app?: App
  secret?: string
  timestamp?: number
  signature?: string | null
}

/**
 * The app in Stripe mode against the Stripe fake, for webhook tests: events come from the fake's
 * account and are posted signed with the endpoint's secret, as Stripe delivers them. Stripe's
 * clock starts now (listing compares with the database's now()) and counts in seconds.
 */
export function stripeWebhookWorld(sql: Sql) {
  const secret = `whsec_${randomUUID().replaceAll('-', '')}`
  const clock = new MovableClock(new Date(Math.floor(Date.now() / 1000) * 1000))
  let fake: StripeFake
  let stripe: Stripe
  let app: App
  const world = {
    clock,
    /** The endpoint's signing secret (what STRIPE_WEBHOOK_SECRET holds). */
    secret,
    get fake(): StripeFake {
      return fake
    },
    get stripe(): Stripe {
      return stripe
    },
    get app(): App {
      return app
    },
    /** The same app on another connection pool (to race requests on PostgreSQL). */
    appOn(pool: Sql): App {
      const settings = {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_API_URL: fake.url,
        STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
        STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
      }
      const billing = createStripeBilling({ stripe, prices: FAKE_PRICES, clock })
      return createApp({ ...testDeps(pool, settings, billing), stripe: { client: stripe, webhookSecret: secret } })
    },
    /**
     * Posts an event the way Stripe does: the JSON body, signed with the endpoint's secret (or the
     * given secret, timestamp or header; null sends none), to the app or the one given.
     */
    async deliver(event: Json, options: DeliveryOptions = {}): Promise<{ status: number; body: Json }> {
      const payload = JSON.stringify(event)
      const signature =
        options.signature !== undefined
          ? options.signature
          : await stripe.webhooks.generateTestHeaderStringAsync({
              payload,
              secret: options.secret ?? secret,
              timestamp: options.timestamp,
            })
      const res = await (options.app ?? app).request('/api/stripe/webhook', {
        method: 'POST',
        body: payload,
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
      })
      return { status: res.status, body: (await res.json()) as Json }
    },
    /** The events the fake's account emitted about a subscription or its invoices, in order. */
    eventsOf(subscriptionId: string): Json[] {
      return fake.account.events.filter((e) => {
        const object = (e.data as Json).object as Json
        const parent = (object.parent as Json | undefined)?.subscription_details as Json | undefined
        return object.id === subscriptionId || parent?.subscription === subscriptionId
      })
    },
    /** A Stripe customer of a new user, recorded as ours (as the signup does). */
    async stripeCustomer() {
      const user = await createUser(sql)
      const customer = await stripe.customers.create({ email: user.email, metadata: { userId: user.id } })
      await sql`insert into public.billing_customers (user_id, provider, provider_customer_id) values (${user.id}, 'stripe', ${customer.id})`
      return { user, customerId: customer.id }
    },
    /** The user's mirrored subscriptions and invoices, as the database holds them. */
    async mirrored(userId: string) {
      const subscriptions = await sql`
        select plan, status, price_cents, current_period_start, current_period_end, cancel_at_period_end, canceled_at, ended_at,
               trial_end, provider_customer_id, provider_subscription_id, provider_item_id, provider_synced_at
          from public.subscriptions where user_id = ${userId}`
      const invoices = await sql`
        select i.status, i.subtotal_cents, i.discount_cents, i.amount_due_cents, i.amount_paid_cents, i.period_start, i.period_end,
               i.paid_at, i.provider_invoice_id, s.provider_subscription_id
          from public.invoices i left join public.subscriptions s on s.id = i.subscription_id
         where i.user_id = ${userId} order by i.period_start`
      return { subscriptions, invoices }
    },
    /** The types recorded for an event id (one at most: an event is recorded once). */
    async recorded(eventId: unknown): Promise<string[]> {
      return (
        await sql`select type from public.billing_events where provider = 'stripe' and event_id = ${String(eventId)}`
      ).map((r) => r.type)
    },
  }
  beforeAll(async () => {
    fake = await StripeFake.start({ now: () => clock.now() })
    stripe = fake.client()
    app = world.appOn(sql)
  })
  afterAll(() => fake.close())
  return world
}
