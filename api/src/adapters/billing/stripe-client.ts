import Stripe from 'stripe'
import type { Env } from '../../env.ts'

type StripeSettings = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>

/**
 * The Stripe SDK client for the configured secret key, or null in embedded mode (no key).
 * STRIPE_API_URL points it at another origin: a local fake of Stripe's HTTP API in tests. The SDK
 * pins its own API version, so the objects it returns match its types.
 */
export function createStripeClient(env: StripeSettings): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null
  return new Stripe(env.STRIPE_SECRET_KEY, { ...apiOrigin(env.STRIPE_API_URL), telemetry: false })
}

/** host, port and protocol of an origin such as http://127.0.0.1:12111 (the SDK takes them apart). */
function apiOrigin(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {}
  const { hostname, port, protocol } = new URL(url)
  const scheme = protocol === 'http:' ? 'http' : 'https'
  return { host: hostname, port: port || (scheme === 'http' ? 80 : 443), protocol: scheme }
}
