import { stylistSlug } from '@marketplace/domain/slug.ts'
import { usePageTitle } from '@/hooks/use-page-title'
import { useStylistProfile } from '../api/get-stylist-profile'
import { FALLBACK_NAME } from '../profile-format'
import { ProfileBanner } from './profile-banner'
import { ProfileNotFound } from './profile-not-found'
import { ProfileTabs } from './profile-tabs'

/** The stylist profile (its route loader has already fetched it and made the URL canonical). */
export function ProfilePage({ id }: { id: number }) {
  const { data: profile } = useStylistProfile(id)
  if (!profile) return <ProfileNotFound />
  return <FoundProfile profile={profile} />
}

function FoundProfile({ profile }: { profile: NonNullable<ReturnType<typeof useStylistProfile>['data']> }) {
  const name = profile.stylistName.trim() || FALLBACK_NAME
  usePageTitle(profile.salonName ? `${name} · ${profile.salonName}` : name)
  const slug = profile.slug || stylistSlug(profile)
  return (
    <>
      <ProfileBanner profile={profile} />
      <ProfileTabs profile={profile} profilePath={`/stylist/${profile.id}/${slug}`} />
    </>
  )
}
