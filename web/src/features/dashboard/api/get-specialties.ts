import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { specialtySelectionSchema, type SpecialtySelection } from '@marketplace/domain/contract/dashboard.ts'
import { specialtySchema } from '@marketplace/domain/contract/stylists.ts'
import { apiFetch } from '@/lib/api-client'

/** GET /api/specialties: every specialty a stylist can choose. */
export async function getAllSpecialties() {
  return z.array(specialtySchema).parse(await apiFetch<unknown>('/api/specialties'))
}

export const allSpecialtiesQueryOptions = queryOptions({ queryKey: ['specialties'], queryFn: getAllSpecialties })

/** GET /api/firebase/specialties/:stylistId: the ids the stylist has chosen. */
export async function getChosenSpecialties(stylistId: number): Promise<SpecialtySelection> {
  return specialtySelectionSchema.parse(await apiFetch<unknown>(`/api/firebase/specialties/${stylistId}`))
}

export const chosenSpecialtiesQueryKey = (stylistId: number) => ['dashboard', 'specialties', stylistId] as const

export const chosenSpecialtiesQueryOptions = (stylistId: number) =>
  queryOptions({ queryKey: chosenSpecialtiesQueryKey(stylistId), queryFn: () => getChosenSpecialties(stylistId) })

export function useSpecialtyChoices(stylistId: number) {
  return { all: useQuery(allSpecialtiesQueryOptions), chosen: useQuery(chosenSpecialtiesQueryOptions(stylistId)) }
}
