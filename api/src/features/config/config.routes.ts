import { Hono } from 'hono'
import type { PublicConfig } from '@marketplace/domain/contract/config.ts'
import type { AppEnv } from '../../app-env.ts'

/** GET /api/config: the public runtime settings the SPA needs, each null when not configured. */
export const configRoutes = new Hono<AppEnv>().get('/config', (c) => {
  const { env } = c.get('deps')
  const body: PublicConfig = {
    supabaseUrl: env.SUPABASE_URL ?? null,
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? null,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
  }
  c.header('Cache-Control', 'no-store')
  return c.json(body)
})
