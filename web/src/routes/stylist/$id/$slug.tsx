import { createFileRoute } from '@tanstack/react-router'
import { loadProfile, ProfileForViewer, profileRouteScreens } from '../-profile-route'

export const Route = createFileRoute('/stylist/$id/$slug')({
  loader: ({ context, params }) => loadProfile(context.queryClient, params.id, params.slug),
  ...profileRouteScreens,
  component: ProfileRoute,
})

function ProfileRoute() {
  return <ProfileForViewer id={Route.useLoaderData().id} />
}
