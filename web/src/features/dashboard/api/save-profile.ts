import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  dashboardProfileSchema,
  type DashboardProfile,
  type ProfileValues,
} from '@marketplace/domain/contract/dashboard.ts'
import { apiFetch } from '@/lib/api-client'
import { failWith } from '@/lib/api-errors'
import { storeOwnProfile } from './get-own-profile'
import { refreshPublicListing } from './public-listing'
import { uploadImage } from './upload-image'

/** POST /api/firebase/stylists: creates (201) or updates (200) the caller's profile; answers it. */
export async function saveProfile(values: ProfileValues): Promise<DashboardProfile> {
  const body = await apiFetch<unknown>('/api/firebase/stylists', { method: 'POST', body: values })
  return dashboardProfileSchema.parse(body)
}

export type SaveProfileVariables = {
  values: ProfileValues
  /** A newly chosen photo: uploaded now, as the profile is saved (spec section 4, "Profile image"). */
  photo: File | null
}

export function useSaveProfile(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    // A refusal without the server's words says which step failed, in the spec's words.
    mutationFn: async ({ values, photo }: SaveProfileVariables) => {
      const profileImageUrl = photo
        ? await uploadImage('profile', photo).catch(failWith('Failed to upload profile image'))
        : values.profileImageUrl
      return saveProfile({ ...values, profileImageUrl }).catch(failWith('Failed to create profile'))
    },
    onSuccess: (profile) => {
      storeOwnProfile(queryClient, userId, profile)
      refreshPublicListing(queryClient)
    },
  })
}
