import { useMutation, useQueryClient } from '@tanstack/react-query'
import { specialtySelectionSchema, type SpecialtySelection } from '@marketplace/domain/contract/dashboard.ts'
import { apiFetch } from '@/lib/api-client'
import { failWith } from '@/lib/api-errors'
import { chosenSpecialtiesQueryKey } from './get-specialties'
import { refreshPublicListing } from './public-listing'

/** POST /api/firebase/specialties: the whole selection, replacing the saved one. */
export async function saveSpecialties(stylistId: number, specialtyIds: number[]): Promise<SpecialtySelection> {
  const body = await apiFetch<unknown>('/api/firebase/specialties', {
    method: 'POST',
    body: { stylistId, specialtyIds },
  })
  return specialtySelectionSchema.parse(body)
}

export function useSaveSpecialties(stylistId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    // A refusal without the server's words reads as the spec's 'Failed to save specialties'.
    mutationFn: (specialtyIds: number[]) =>
      saveSpecialties(stylistId, specialtyIds).catch(failWith('Failed to save specialties')),
    onSuccess: (saved) => {
      queryClient.setQueryData(chosenSpecialtiesQueryKey(stylistId), saved)
      refreshPublicListing(queryClient)
    },
  })
}
