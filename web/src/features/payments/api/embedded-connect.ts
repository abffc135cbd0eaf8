import { useMutation, useQuery } from '@tanstack/react-query'
import {
  connectStatuses,
  embeddedAccountSchema,
  type EmbeddedOnboarding,
} from '@marketplace/domain/contract/payments.ts'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

// The embedded Connect twin's onboarding (embedded mode only): GET and POST
// /api/dev/connect/accounts/:accountId, the caller's own account only.

export function useEmbeddedAccount(accountId: string) {
  return useQuery({
    queryKey: ['dev', 'connect', accountId],
    queryFn: async () => embeddedAccountSchema.parse(await apiFetch<unknown>(`/api/dev/connect/accounts/${accountId}`)),
    retry: false,
  })
}

const submittedSchema = z.object({ accountId: z.string(), status: z.enum(connectStatuses) })

export function useSubmitOnboarding(accountId: string) {
  return useMutation({
    mutationFn: async (form: EmbeddedOnboarding) =>
      submittedSchema.parse(
        await apiFetch<unknown>(`/api/dev/connect/accounts/${accountId}`, { method: 'POST', body: form }),
      ),
  })
}

/**
 * Where to go back to: the return address the link carried when it is on this site, else the
 * dashboard (a crafted link never sends anyone elsewhere).
 */
export function sameSiteReturn(given: string | undefined, origin: string): string {
  const fallback = '/dashboard?tab=booking-settings&connect=return'
  if (!given) return fallback
  try {
    const url = new URL(given, origin)
    return url.origin === origin ? `${url.pathname}${url.search}` : fallback
  } catch {
    return fallback
  }
}
