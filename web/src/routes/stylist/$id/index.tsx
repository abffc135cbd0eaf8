import { createFileRoute } from '@tanstack/react-router'
import { useAuth } from '@/features/auth/auth-context'
import { ProfileLoadError } from '@/features/profile/components/profile-load-error'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton'
import { loadProfile } from '../-profile-loader'

// Without a slug the loader redirects a found stylist to its canonical /stylist/{id}/{slug}.
export const Route = createFileRoute('/stylist/$id/')({
  loader: ({ context, params }) => loadProfile(context.queryClient, params.id, undefined),
  pendingComponent: ProfileSkeleton,
  pendingMs: 200,
  errorComponent: ProfileLoadError,
  component: ProfileRoute,
})

function ProfileRoute() {
  const { id } = Route.useLoaderData()
  const auth = useAuth()
  return <ProfilePage id={id} viewerStatus={auth.status} />
}
