import { createFileRoute } from '@tanstack/react-router'
import { bookingChoiceSearchSchema } from '@/features/booking/booking-choice'
import { ProfileLoadError } from '@/features/profile/components/profile-load-error'
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton'
import { loadProfile, ProfileForViewer } from '../-profile-route'

export const Route = createFileRoute('/stylist/$id/$slug')({
  // ?book=&date=&slot=: the booking panel's choice (kept through sign-in).
  validateSearch: bookingChoiceSearchSchema,
  loader: ({ context, params, location }) => loadProfile(context.queryClient, params.id, params.slug, location.search),
  pendingComponent: ProfileSkeleton,
  pendingMs: 200,
  errorComponent: ProfileLoadError,
  component: ProfileRoute,
})

function ProfileRoute() {
  return <ProfileForViewer id={Route.useLoaderData().id} search={Route.useSearch()} />
}
