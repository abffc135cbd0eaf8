import type { ReactNode } from 'react'
import { usePageTitle } from '@/hooks/use-page-title'
import { useStylistProfile } from '../api/get-stylist-profile'
import { FALLBACK_NAME } from '../profile-format'
import type { ViewerStatus } from '../viewer-status'
import { ProfileBanner } from './profile-banner'
import { ProfileNotFound } from './profile-not-found'
import { ProfileTabs } from './profile-tabs'
import type { ServiceAction } from './services-tab'

type ProfilePageProps = {
  id: number
  viewerStatus: ViewerStatus
  /** The signed-in viewer's id, or null. */
  viewerId: string | null
  /** Added to each service card by the route (features do not import each other). */
  serviceAction?: ServiceAction
  /** The header's Book, added by the route (features do not import each other). */
  bookAction?: ReactNode
}

/** The stylist profile (its route loader has already fetched it and made the URL canonical). */
export function ProfilePage({ id, viewerStatus, viewerId, serviceAction, bookAction }: ProfilePageProps) {
  const { data: profile } = useStylistProfile(id)
  if (!profile) return <ProfileNotFound />
  return (
    <FoundProfile
      profile={profile}
      viewerStatus={viewerStatus}
      viewerId={viewerId}
      serviceAction={serviceAction}
      bookAction={bookAction}
    />
  )
}

type FoundProfileProps = {
  profile: NonNullable<ReturnType<typeof useStylistProfile>['data']>
  viewerStatus: ViewerStatus
  viewerId: string | null
  serviceAction?: ServiceAction
  bookAction?: ReactNode
}

function FoundProfile({ profile, viewerStatus, viewerId, serviceAction, bookAction }: FoundProfileProps) {
  const name = profile.stylistName.trim() || FALLBACK_NAME
  usePageTitle(profile.salonName ? `${name} · ${profile.salonName}` : name)
  return (
    <>
      <ProfileBanner profile={profile} action={bookAction} />
      <ProfileTabs profile={profile} viewerStatus={viewerStatus} viewerId={viewerId} serviceAction={serviceAction} />
    </>
  )
}
