import { useEffect } from 'react'
import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/stylists/:id/views: the profile was shown (counted for the stylist's Insights, once per
 * visitor and day by the server). Sent from the page, not counted by the profile's GET, because a
 * CDN may answer that GET from its cache; this POST always reaches the API. Keepalive, like the
 * link clicks' beacon; a failure is nobody's concern.
 */
export function recordView(stylistId: number): void {
  apiFetch<unknown>(`/api/stylists/${stylistId}/views`, { method: 'POST', keepalive: true, session: 'none' }).catch(
    () => undefined,
  )
}

/** Sends the view beacon once for each profile the page shows (in the browser only). */
export function useProfileViewBeacon(stylistId: number): void {
  useEffect(() => recordView(stylistId), [stylistId])
}
