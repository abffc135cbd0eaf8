import { createFileRoute, redirect } from '@tanstack/react-router'
import { subscriptionQueryOptions } from '@/features/billing/api/get-subscription'
import { RegistrationPage } from '@/features/billing/components/registration-page'

export const Route = createFileRoute('/_authenticated/stylist-registration')({
  // A stylist whose subscription is running has nothing to register: on to the dashboard.
  loader: async ({ context: { queryClient, userId } }) => {
    const subscription = await queryClient.ensureQueryData(subscriptionQueryOptions(userId))
    if (subscription?.subscriptionActive) throw redirect({ to: '/dashboard', replace: true })
    return { userId }
  },
  component: StylistRegistrationRoute,
})

function StylistRegistrationRoute() {
  const { userId } = Route.useLoaderData()
  return <RegistrationPage userId={userId} />
}
