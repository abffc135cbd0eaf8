import { createHmac } from 'node:crypto'
import type { Context } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { mailLinkKey } from '../mail/mail-links.ts'

const keys = new WeakMap<object, Buffer>()

/**
 * A visitor's key for one stylist on one UTC day (ADR 016, "Once per visitor"): an HMAC of the
 * day, the caller's IP address and user agent, and the stylist, under a server-side key derived
 * from the deployment's signing secret (the same on every server). No cookie is set and the IP
 * is never stored: the ledger keeps only this hash, for a day, and it changes every day, so it
 * cannot follow a person from one day or one stylist to the next. The day is the clock's (UTC),
 * as the counters' day is.
 */
export function visitorKey(c: Context<AppEnv>, stylistId: number): string {
  const deps = c.get('deps')
  let key = keys.get(deps)
  if (!key) {
    key = createHmac('sha256', mailLinkKey({ env: deps.env, identity: deps.identity }))
      .update('chairside insights visitors v1')
      .digest()
    keys.set(deps, key)
  }
  const day = deps.clock.now().toISOString().slice(0, 10)
  const who = `${day}\n${clientIp(c)}\n${c.req.header('user-agent') ?? ''}\n${stylistId}`
  return `visitor:${createHmac('sha256', key).update(who).digest('base64url').slice(0, 32)}`
}
