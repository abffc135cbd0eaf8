import type { Context } from 'hono'

/**
 * The caller's IP address, for rate limits. On the Node server it is the socket's peer (a header
 * could be forged); behind Supabase's edge the platform sets x-forwarded-for, which the Edge
 * entry trusts by passing `trustForwardedFor`.
 */
export function clientIp(c: Context, trustForwardedFor = false): string {
  if (trustForwardedFor) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}
