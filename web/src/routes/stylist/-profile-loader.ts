import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import { stylistProfileQueryOptions } from '@/features/profile/api/get-stylist-profile'
import { parseStylistId } from '@/features/profile/profile-format'

/**
 * Shared by /stylist/$id and /stylist/$id/$slug: fetches the profile and, when the URL's slug is
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
