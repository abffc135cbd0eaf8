import { Hono } from 'hono'
import type { PublicConfig } from '@marketplace/domain/contract/config.ts'
import type { AppEnv } from '../../app-env.ts'
import { siteOrigin } from '../seo/seo.routes.ts'

/** GET /api/config: the public runtime settings the SPA needs (see the contract's comment). */
export const configRoutes = new Hono<AppEnv>().get('/config', (c) => {
  const { env, identity, messageBus } = c.get('deps')
  const body: PublicConfig = {
    identity: identity.mode,
    // Embedded: supabase-js talks to this very server, wherever the browser reached it.
    supabaseUrl: identity.mode === 'supabase' ? identity.url : new URL(c.req.url).origin,
    supabaseAnonKey: identity.anonKey,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    mapStyleUrl: env.MAP_STYLE_URL ?? `${siteOrigin(c)}/api/map/style.json`,
    // A server with an in-process bus streams; one without (the Edge Function) leaves it to Realtime.
    liveMessages: messageBus ? 'stream' : 'realtime',
  }
  c.header('Cache-Control', 'no-store')
  return c.json(body)
})
