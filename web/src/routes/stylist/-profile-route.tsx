import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import { useAuth } from '@/features/auth/auth-context'
import { stylistProfileQueryOptions } from '@/features/profile/api/get-stylist-profile'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { parseStylistId } from '@/features/profile/profile-format'

// Shared by the two profile routes (/stylist/$id and /stylist/$id/$slug).

// Both route files name their loading and failure screens (ProfileSkeleton, ProfileLoadError)
// inline: the router plugin can only move what a route names itself into the route's lazy chunk.

/** The profile of the loaded stylist, for whoever is looking (signed in or not). */
export function ProfileForViewer({ id }: { id: number }) {
  const auth = useAuth()
  return <ProfilePage id={id} viewerStatus={auth.status} />
}

/**
 * Used by /stylist/$id and /stylist/$id/$slug: fetches the profile and, when the URL's slug is
 * not the canonical one (or missing), replaces the URL with /stylist/{id}/{slug} (no new history
 * entry). A URL without a usable id is a load failure (toast, then /stylists).
 */
export async function loadProfile(queryClient: QueryClient, rawId: string, slug: string | undefined) {
  const id = parseStylistId(rawId)
  if (id === null) throw new Error(`No stylist id in the address (${rawId})`)
  const profile = await queryClient.ensureQueryData(stylistProfileQueryOptions(id))
  if (profile) {
    const canonical = profile.slug || stylistSlug(profile)
    if (canonical && slug !== canonical) {
      throw redirect({ to: '/stylist/$id/$slug', params: { id: String(id), slug: canonical }, replace: true })
    }
  }
  return { id }
}
