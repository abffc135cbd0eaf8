import { describe, expect, it } from 'vitest'
import { checkEmbeddedParts, loadEnv } from './env.ts'

// The start-up wiring is tested on the real server (api/test/production-start.test.ts); these are
// the cases it does not spawn a process for.
describe('checkEmbeddedParts', () => {
  const project = { SUPABASE_URL: 'https://ref.supabase.co', SUPABASE_ANON_KEY: 'anon' }
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_ANNUAL: 'price_a' }

  it('lets embedded mode (`npm start` with no settings) serve the local issuer and test cards, silently', () => {
    expect(checkEmbeddedParts(loadEnv({}), { allowOptIn: false })).toBeNull()
    expect(checkEmbeddedParts(loadEnv({ NODE_ENV: 'test' }), { allowOptIn: false })).toBeNull()
  })

  it('starts a production server that has Supabase Auth and Stripe, silently', () => {
    const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', ...project, ...stripe })
    expect(checkEmbeddedParts(env, { allowOptIn: false })).toBeNull()
  })

  it('refuses Stripe without Supabase Auth under DATABASE_URL alone, naming only the issuer settings', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://db/x', AUTH_JWT_SECRET: 'x'.repeat(32), ...stripe })
    const refusal = (() => {
      try {
        return checkEmbeddedParts(env, { allowOptIn: true })
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(refusal).toContain('the local identity issuer at /auth/v1: set SUPABASE_URL and SUPABASE_ANON_KEY')
    expect(refusal).not.toContain('STRIPE')
  })

  it('rejects an opt-in value other than "allow", naming the setting', () => {
    expect(() => loadEnv({ EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS: 'yes' })).toThrow(
      /EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS/,
    )
  })
})
