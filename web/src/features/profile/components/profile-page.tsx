import { usePageTitle } from '@/hooks/use-page-title'
import { useStylistProfile } from '../api/get-stylist-profile'
import { FALLBACK_NAME } from '../profile-format'
import type { ViewerStatus } from '../viewer-status'
import { ProfileBanner } from './profile-banner'
import { ProfileNotFound } from './profile-not-found'
import { ProfileTabs } from './profile-tabs'

/** The stylist profile (its route loader has already fetched it and made the URL canonical). */
export function ProfilePage({ id, viewerStatus }: { id: number; viewerStatus: ViewerStatus }) {
  const { data: profile } = useStylistProfile(id)
  if (!profile) return <ProfileNotFound />
  return <FoundProfile profile={profile} viewerStatus={viewerStatus} />
}

type FoundProfileProps = {
  profile: NonNullable<ReturnType<typeof useStylistProfile>['data']>
  viewerStatus: ViewerStatus
}

function FoundProfile({ profile, viewerStatus }: FoundProfileProps) {
  const name = profile.stylistName.trim() || FALLBACK_NAME
  usePageTitle(profile.salonName ? `${name} · ${profile.salonName}` : name)
  return (
    <>
      <ProfileBanner profile={profile} />
      <ProfileTabs profile={profile} viewerStatus={viewerStatus} />
    </>
  )
}
