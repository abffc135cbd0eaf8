import type { ClickKind } from '@marketplace/domain/contract/insights.ts'
import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/stylists/:id/clicks: a visitor followed the profile's phone, website or Instagram link
 * (counted for the stylist's Insights). Sent with keepalive so leaving the page does not cancel it,
 * under a request id of its own so a retry is counted once; a failure is nobody's concern.
 */
export function recordClick(stylistId: number, kind: ClickKind): void {
  apiFetch<unknown>(`/api/stylists/${stylistId}/clicks`, {
    method: 'POST',
    body: { kind },
    keepalive: true,
    session: 'none',
    headers: { 'x-request-id': crypto.randomUUID() },
  }).catch(() => undefined)
}
