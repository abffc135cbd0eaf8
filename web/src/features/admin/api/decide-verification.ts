import { useMutation, useQueryClient } from '@tanstack/react-query'
import { verificationResultSchema, type PendingStylist } from '@marketplace/domain/contract/admin.ts'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { adminQueryKeys, refreshAfterAdminAction } from './admin-query-keys'

export type VerificationDecision = 'approve' | 'reject'

/** A decision the admin is about to make, as the dialog asks it. */
export type VerificationRequest = { stylist: PendingStylist; decision: VerificationDecision }

type DecideInput = { stylistId: number; decision: VerificationDecision; notes: string; confirmNoLicense?: boolean }

/**
 * POST /api/admin/verifications/:stylistId/approve | reject, with the optional notes; approving a
 * stylist without a license number carries the admin's confirmation.
 */
export async function decideVerification({
  stylistId,
  decision,
  notes,
  confirmNoLicense,
}: DecideInput): Promise<z.infer<typeof verificationResultSchema>> {
  const body = await apiFetch<unknown>(`/api/admin/verifications/${stylistId}/${decision}`, {
    method: 'POST',
    body: { notes: notes.trim() || null, ...(confirmNoLicense ? { confirmNoLicense: true } : {}) },
  })
  return verificationResultSchema.parse(body)
}

/** The counts, the pending list and the Overview change with each decision (spec section 4). */
export function useDecideVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: () =>
      refreshAfterAdminAction(queryClient, adminQueryKeys.verifications, adminQueryKeys.stats, adminQueryKeys.users),
  })
}
