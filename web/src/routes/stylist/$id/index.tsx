import { createFileRoute } from '@tanstack/react-router'
import { bookingChoiceSearchSchema } from '@/features/booking/booking-choice'
import { ProfileLoadError } from '@/features/profile/components/profile-load-error'
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton'
import { loadProfile, ProfileForViewer } from '../-profile-route'

// Without a slug the loader redirects a found stylist to its canonical /stylist/{id}/{slug}.
export const Route = createFileRoute('/stylist/$id/')({
  // ?book=&date=&slot=: the booking panel's choice (kept through sign-in).
  validateSearch: bookingChoiceSearchSchema,
  loader: ({ context, params, location }) => loadProfile(context.queryClient, params.id, undefined, location.search),
  pendingComponent: ProfileSkeleton,
  pendingMs: 200,
  errorComponent: ProfileLoadError,
  component: ProfileRoute,
})

function ProfileRoute() {
  return <ProfileForViewer id={Route.useLoaderData().id} search={Route.useSearch()} />
}
