import { createFileRoute } from '@tanstack/react-router'
import { ProfileLoadError } from '@/features/profile/components/profile-load-error'
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton'
import { loadProfile, ProfileForViewer } from '../-profile-route'

export const Route = createFileRoute('/stylist/$id/$slug')({
  loader: ({ context, params }) => loadProfile(context.queryClient, params.id, params.slug),
  pendingComponent: ProfileSkeleton,
  pendingMs: 200,
  errorComponent: ProfileLoadError,
  component: ProfileRoute,
})

function ProfileRoute() {
  return <ProfileForViewer id={Route.useLoaderData().id} />
}
