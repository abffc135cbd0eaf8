import { useMutation, useQueryClient } from '@tanstack/react-query'
import { specialtySelectionSchema, type SpecialtySelection } from '@marketplace/domain/contract/dashboard.ts'
import { apiFetch } from '@/lib/api-client'
import { chosenSpecialtiesQueryKey } from './get-specialties'
import { refreshPublicListing } from './public-listing'

/** POST /api/firebase/specialties: the whole selection, replacing the saved one. */
export async function saveSpecialties(stylistId: number, specialtyIds: number[]): Promise<SpecialtySelection> {
  const body = await apiFetch<unknown>('/api/firebase/specialties', { method: 'POST', body: { stylistId, specialtyIds } })
  return specialtySelectionSchema.parse(body)
}

export function useSaveSpecialties(stylistId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (specialtyIds: number[]) => saveSpecialties(stylistId, specialtyIds),
    onSuccess: (saved) => {
      queryClient.setQueryData(chosenSpecialtiesQueryKey(stylistId), saved)
      refreshPublicListing(queryClient)
    },
  })
}
