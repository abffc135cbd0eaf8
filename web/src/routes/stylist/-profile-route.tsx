import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { redirect, useLocation, useNavigate } from '@tanstack/react-router'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import { useAuth } from '@/features/auth/auth-context'
import { BookServiceButton } from '@/features/booking/components/book-service-button'
import { choiceFromSearch, searchFromChoice, type BookingChoiceSearch } from '@/features/booking/booking-choice'
import { useStylistProfile, stylistProfileQueryOptions } from '@/features/profile/api/get-stylist-profile'
import { useProfileViewBeacon } from '@/features/profile/api/record-view'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { parseStylistId } from '@/features/profile/profile-format'
import { ProfileActionBar } from './-components/profile-action-bar'

// Shared by the two profile routes (/stylist/$id and /stylist/$id/$slug).

// Most visits never open the booking panel: it loads with the first Book (or a link that opens it).
const BookingPanel = lazy(() =>
  import('@/features/booking/components/booking-panel').then((m) => ({ default: m.BookingPanel })),
)

// Both route files name their loading and failure screens (ProfileSkeleton, ProfileLoadError)
// inline: the router plugin can only move what a route names itself into the route's lazy chunk.

/**
 * The profile of the loaded stylist, for whoever is looking (signed in or not), with the booking
 * panel: its choice (service, day, time) lives in the address, so signing in comes back to it.
 */
export function ProfileForViewer({ id, search }: { id: number; search: BookingChoiceSearch }) {
  const auth = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const { data: profile } = useStylistProfile(id)
  useProfileViewBeacon(id)
  const choice = choiceFromSearch(search)
  // Opening the panel is a step back can undo; choices inside it replace each other.
  const setChoice = (next: typeof choice, replace = true) =>
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, ...searchFromChoice(next) }),
      replace,
      resetScroll: false,
    })
  return (
    <>
      <ProfilePage
        id={id}
        viewerStatus={auth.status}
        viewerId={auth.viewer?.id ?? null}
        serviceAction={(service) => (
          <BookServiceButton
            stylistId={id}
            service={service}
            onBook={(serviceId) => setChoice({ serviceId, date: null, slot: null }, false)}
          />
        )}
      />
      {profile && (
        <ProfileActionBar
          stylistId={id}
          stylistName={profile.stylistName.trim() || 'this stylist'}
          phone={profile.phone}
          onBook={
            profile.services.length > 0
              ? () => setChoice({ serviceId: profile.services[0].id, date: null, slot: null }, false)
              : null
          }
        />
      )}
      {profile && choice && (
        <Suspense fallback={null}>
          <BookingPanel
            stylistId={id}
            stylistName={profile.stylistName.trim() || 'this stylist'}
            services={profile.services}
            choice={choice}
            onChoiceChange={(next) => setChoice(next)}
            viewerStatus={auth.status}
            onSignIn={() => void navigate({ to: '/login', search: { redirect: location.href } })}
            onBooked={(appointment) =>
              void navigate({ to: '/booked/$id', params: { id: String(appointment.id) }, replace: true })
            }
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * Used by /stylist/$id and /stylist/$id/$slug: fetches the profile and, when the URL's slug is
 * not the canonical one (or missing), replaces the URL with /stylist/{id}/{slug} (no new history
 * entry), keeping its search (a booking choice). A URL without a usable id is a load failure
 * (toast, then /stylists).
 */
export async function loadProfile(
  queryClient: QueryClient,
  rawId: string,
  slug: string | undefined,
  search: BookingChoiceSearch = {},
) {
  const id = parseStylistId(rawId)
  if (id === null) throw new Error(`No stylist id in the address (${rawId})`)
  const profile = await queryClient.ensureQueryData(stylistProfileQueryOptions(id))
  if (profile) {
    const canonical = profile.slug || stylistSlug(profile)
    if (canonical && slug !== canonical) {
      throw redirect({ to: '/stylist/$id/$slug', params: { id: String(id), slug: canonical }, search, replace: true })
    }
  }
  return { id }
}
