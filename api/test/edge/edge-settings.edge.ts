import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from '../database.ts'
import { startEdgeFunction } from './edge-function.ts'
import { SupabaseFake } from './supabase-fake.ts'

// The Edge Function entry is always production (NODE_ENV=production, the project's database): it
// never serves the embedded billing and its test cards, which would list a stylist who never paid.
// Without Stripe's settings it does not start, and the opt-in the Node server's benchmarks use
// (EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS) does not apply to it.
const SERVICE_ROLE_KEY = 'service-role-of-the-project'
let supabase: SupabaseFake

beforeAll(async () => {
  supabase = await SupabaseFake.start(SERVICE_ROLE_KEY)
}, 60_000)

afterAll(async () => {
  await supabase?.close()
})

const projectSettings = () => ({
  SUPABASE_DB_URL: testDatabaseUrl(),
  SUPABASE_URL: supabase.url,
  SUPABASE_ANON_KEY: 'anon-key-of-the-project',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
  LOG_LEVEL: 'warn',
})

/** What Deno printed when the entry exited before it was healthy; fails if it became healthy. */
async function refusal(settings: Record<string, string>): Promise<string> {
  const outcome = await startEdgeFunction(settings, 120_000).then(
    (edge) => edge,
    (error: Error) => error.message,
  )
  if (typeof outcome === 'string') return outcome
  await outcome.stop()
  throw new Error(`The edge function started:\n${outcome.output()}`)
}

describe('the edge function without Stripe', () => {
  it("does not start, naming Stripe's settings, even with EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS=allow", async () => {
    const optIns: Record<string, string>[] = [{}, { EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS: 'allow' }]
    for (const optIn of optIns) {
      const output = await refusal({ ...projectSettings(), ...optIn })
      expect(output).toMatch(/Deno exited \(1\)/)
      expect(output).toContain(
        "embedded billing with Stripe's test cards: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL",
      )
      expect(output).not.toContain('/auth/v1')
    }
  }, 300_000)
})
