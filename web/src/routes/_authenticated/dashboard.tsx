import { createFileRoute, redirect } from '@tanstack/react-router'
import { toast } from '@/components/ui/toaster'
import { subscriptionQueryOptions } from '@/features/billing/api/get-subscription'
import { SubscriptionTab } from '@/features/billing/components/subscription-tab'
import { DashboardPage } from './-components/dashboard-page'
import { DashboardPending } from './-components/dashboard-pending'
import { dashboardSearchSchema, dashboardTabs } from './-components/dashboard-tabs'

export const Route = createFileRoute('/_authenticated/dashboard')({
  validateSearch: dashboardSearchSchema,
  // Someone who never subscribed registers first. A lapsed subscriber stays, to reactivate.
  loader: async ({ context: { queryClient, userId }, preload }) => {
    const subscription = await queryClient.ensureQueryData(subscriptionQueryOptions(userId))
    if (!subscription) {
      // Hovering a dashboard link preloads this route: only a real visit says why it moved on.
      if (!preload) {
        toast({ title: 'Subscription Required', description: 'Please complete your subscription to access the dashboard' })
      }
      throw redirect({ to: '/stylist-registration', replace: true })
    }
    return { userId }
  },
  pendingComponent: DashboardPending,
  pendingMs: 200,
  component: DashboardRoute,
})

function DashboardRoute() {
  const { userId } = Route.useLoaderData()
  const { tab = dashboardTabs[0].value } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <DashboardPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      panels={{ subscription: <SubscriptionTab userId={userId} /> }}
    />
  )
}
