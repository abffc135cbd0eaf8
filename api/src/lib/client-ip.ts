import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'

/**
 * The caller's IP address, for per-IP rate limits. A client writes whatever X-Forwarded-For it
 * likes; each proxy then appends the address that connected to it, on the right. So with
 * TRUSTED_PROXY_HOPS = N proxies of ours in front, the Nth entry from the right is the one the
 * outermost of them saw, and everything left of it is the client's say. With 0 (the Node server
 * reached directly) the header is ignored: the socket's peer. docs/deploy.md, "Client addresses".
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('deps').env.TRUSTED_PROXY_HOPS
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    // Fewer entries than proxies: the request skipped some of them, and every entry there is one a
    // proxy wrote: the left-most is the furthest out.
    if (entries.length > 0) return entries[Math.max(0, entries.length - hops)]
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}
