import { HStack } from '@chakra-ui/react'
import type { QueryClient } from '@tanstack/react-query'
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo } from 'react'
import { redirect, useLocation, useNavigate } from '@tanstack/react-router'
import { stylistSlug } from '@marketplace/domain/slug.ts'
import { useAuth } from '@/features/auth/auth-context'
import { bookingInfoQueryOptions } from '@/features/booking/api/get-booking-info'
import { BookServiceButton } from '@/features/booking/components/book-service-button'
import { BookingOpening, BookStylistButton } from '@/features/booking/components/book-stylist-button'
import { BookingPreview, openBookingPreview } from '@/features/booking/components/booking-preview'
import { useBookingInfo } from '@/features/booking/api/get-booking-info'
import {
  choiceFromSearch,
  searchFromChoice,
  type BookingChoice,
  type BookingChoiceSearch,
} from '@/features/booking/booking-choice'
import { choiceAtSlot } from '@/features/booking/slot-choice'
import { MessageButton } from '@/features/messages/components/message-button'
import { useStylistProfile, stylistProfileQueryOptions } from '@/features/profile/api/get-stylist-profile'
import { useProfileViewBeacon } from '@/features/profile/api/record-view'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { ServiceAction } from '@/features/profile/components/services-tab'
import { parseStylistId } from '@/features/profile/profile-format'
import { prefetchOnServer } from '@/lib/prefetch-on-server'
import { ProfileActionBar } from './-components/profile-action-bar'

// Shared by the two profile routes (/stylist/$id and /stylist/$id/$slug).

// Most visits never open the booking panel: it loads with the first Book (or a link that opens it).
const BookingPanel = lazy(() =>
  import('@/features/booking/components/booking-panel').then((m) => ({ default: m.BookingPanel })),
)

// Both route files name their loading and failure screens (ProfileSkeleton, ProfileLoadError)
// inline: the router plugin can only move what a route names itself into the route's lazy chunk.

// The page around the booking panel. The panel's choice lives in the address, and a change of
// address renders the route again: the whole profile with it, in the tap's own task (after a Book,
// 289-475 ms at 4x CPU, issue 36's INP). Its props stay the same objects while the choice changes.
const ProfilePageOnce = memo(ProfilePage)
const ActionBarOnce = memo(ProfileActionBar)
const BookingPreviewOnce = memo(BookingPreview)

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
  // A result card's "Next available" (?next=) opens the panel on that time, unless a choice made
  // in the panel has replaced it.
  const choice =
    choiceFromSearch(search) ??
    (search.next && profile ? choiceAtSlot(search.next, profile.services, profile.timeZone) : null)
  // Opening the panel is a step back can undo; choices inside it replace each other.
  const setChoice = useCallback(
    (next: BookingChoice | null, replace = true) =>
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, ...searchFromChoice(next) }),
        replace,
        resetScroll: false,
      }),
    [navigate],
  )
  const stylistName = profile?.stylistName.trim() || 'this stylist'
  // Book opens the panel on the first service; the panel lets the visitor pick another.
  const firstService = profile?.services[0]?.id
  const bookFirst = useMemo(
    () =>
      firstService === undefined
        ? null
        : () => setChoice({ serviceId: firstService, also: [], date: null, slot: null }, false),
    [firstService, setChoice],
  )
  const { data: bookingInfo } = useBookingInfo(id)
  // Opening the panel is the profile's largest render (the form, the days and their times): 250-330
  // ms at 4x CPU in the tap's task, and as much again to lay it out before the next frame (issue 36,
  // INP). It is rendered deferred, in pieces React can interrupt; meanwhile the Book buttons show
  // that it is opening, in the tap's own frame. Once open, a choice made in the panel renders at once.
  const panelShown = useDeferredValue(choice !== null)
  const opening = choice !== null && !panelShown
  // A Book tapped before the app ran opened the booking preview (the page's HTML): now that the
  // app runs, the panel opens on the service, day and time chosen there (or the first service), and
  // replaces it. The search's own parsing drops a part that is not a date or an instant.
  // At the first commit, not once the page is ready: the panel lives in a portal outside the
  // server's page, where clicks are never held (lib/held-interactions.ts).
  useEffect(() => {
    const preview = openBookingPreview()
    if (!preview || !profile || profile.services.length === 0) return
    const wanted = Number(preview.dataset.serviceId)
    const serviceId = profile.services.some((s) => s.id === wanted) ? wanted : profile.services[0].id
    const date = serviceId === wanted ? (preview.dataset.date ?? null) : null
    setChoice({ serviceId, also: [], date, slot: date === null ? null : (preview.dataset.slot ?? null) }, false)
    // Once, when the app takes over the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const viewerStatus = auth.status
  // Message is for every visitor: a question often comes before a booking (issue 38).
  const bookAction = useMemo(
    () => (
      <HStack gap="3" mt="2" wrap="wrap">
        {bookFirst && (
          <BookStylistButton
            stylistId={id}
            stylistName={stylistName}
            onBook={bookFirst}
            size={{ base: 'md', md: 'lg' }}
            alignSelf="start"
            data-testid="profile-header-book"
          />
        )}
        <MessageButton
          stylistId={id}
          stylistName={stylistName}
          viewerStatus={viewerStatus}
          size={{ base: 'md', md: 'lg' }}
          bg="bg"
        />
      </HStack>
    ),
    [bookFirst, id, stylistName, viewerStatus],
  )
  const serviceAction = useCallback(
    (service: Parameters<ServiceAction>[0]) => (
      <BookServiceButton
        stylistId={id}
        service={service}
        onBook={(serviceId) => setChoice({ serviceId, also: [], date: null, slot: null }, false)}
      />
    ),
    [id, setChoice],
  )
  return (
    <BookingOpening value={opening}>
      <ProfilePageOnce
        id={id}
        viewerStatus={viewerStatus}
        viewerId={auth.viewer?.id ?? null}
        bookAction={bookAction}
        serviceAction={serviceAction}
      />
      {profile && <ActionBarOnce stylistId={id} stylistName={stylistName} phone={profile.phone} onBook={bookFirst} />}
      {profile && bookFirst && bookingInfo?.acceptsBookings && (
        <BookingPreviewOnce
          stylistId={id}
          timeZone={bookingInfo.timeZone}
          stylistName={stylistName}
          services={profile.services}
        />
      )}
      {profile && choice && panelShown && (
        <Suspense fallback={null}>
          <BookingPanel
            stylistId={id}
            stylistName={stylistName}
            services={profile.services}
            choice={choice}
            onChoiceChange={(next) => setChoice(next)}
            viewerStatus={auth.status}
            onSignIn={() => void navigate({ to: '/login', search: { redirect: location.href } })}
            onBooked={(appointment) =>
              void navigate({ to: '/booked/$id', params: { id: String(appointment.id) }, replace: true })
            }
            questionAction={
              <MessageButton
                stylistId={id}
                stylistName={stylistName}
                viewerStatus={auth.status}
                size="xs"
                variant="ghost"
              />
            }
          />
        </Suspense>
      )}
    </BookingOpening>
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
  // Whether the stylist takes online bookings decides the Book buttons: the server waits for it, so
  // they are in the page's HTML (issue 36: Book in plain sight before the app runs).
  const [profile] = await Promise.all([
    queryClient.ensureQueryData(stylistProfileQueryOptions(id)),
    prefetchOnServer(queryClient, bookingInfoQueryOptions(id)),
  ])
  if (profile) {
    const canonical = profile.slug || stylistSlug(profile)
    if (canonical && slug !== canonical) {
      throw redirect({ to: '/stylist/$id/$slug', params: { id: String(id), slug: canonical }, search, replace: true })
    }
  }
  return { id }
}
