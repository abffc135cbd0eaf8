import { createFileRoute } from '@tanstack/react-router'
import { loadProfile, ProfileForViewer, profileRouteScreens } from '../-profile-route'

// Without a slug the loader redirects a found stylist to its canonical /stylist/{id}/{slug}.
export const Route = createFileRoute('/stylist/$id/')({
  loader: ({ context, params }) => loadProfile(context.queryClient, params.id, undefined),
  ...profileRouteScreens,
  component: ProfileRoute,
})

function ProfileRoute() {
  return <ProfileForViewer id={Route.useLoaderData().id} />
}
