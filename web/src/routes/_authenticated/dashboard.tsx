import { createFileRoute, redirect } from '@tanstack/react-router'
import { TabbedPage } from '@/components/ui/tabbed-page'
import { toast } from '@/components/ui/toaster'
import { subscriptionQueryOptions } from '@/features/billing/api/get-subscription'
import { SubscriptionTab } from '@/features/billing/components/subscription-tab'
import { ownProfileQueryOptions } from '@/features/dashboard/api/get-own-profile'
import { AppointmentsTab } from '@/features/dashboard/components/appointments-tab'
import { BookingSettingsTab } from '@/features/dashboard/components/booking-settings-tab'
import { CalendarTab } from '@/features/dashboard/components/calendar-tab'
import { InsightsTab } from '@/features/dashboard/components/insights-tab'
import { PortfolioTab } from '@/features/dashboard/components/portfolio-tab'
import { ProfileTab } from '@/features/dashboard/components/profile-tab'
import { ServicesTab } from '@/features/dashboard/components/services-tab'
import { SpecialtiesTab } from '@/features/dashboard/components/specialties-tab'
import { LocationField } from '@/features/places/components/location-field'
import { DashboardMessages } from './-components/dashboard-messages'
import { DashboardPending } from './-components/dashboard-pending'
import { dashboardHeading, dashboardSearchSchema, dashboardTabs } from './-components/dashboard-tabs'

export const Route = createFileRoute('/_authenticated/dashboard')({
  validateSearch: dashboardSearchSchema,
  // Someone who never subscribed registers first. A lapsed subscriber stays, to reactivate.
  // A subscriber without a profile yet stays too: the Profile tab creates it.
  loader: async ({ context: { queryClient, userId }, preload }) => {
    // Both load at once; the profile (null before the first save) matters only to a subscriber,
    // so its failure is reported (by the await below) only for one.
    const profile = queryClient.ensureQueryData(ownProfileQueryOptions(userId))
    profile.catch(() => undefined)
    const subscription = await queryClient.ensureQueryData(subscriptionQueryOptions(userId))
    if (!subscription) {
      // Hovering a dashboard link preloads this route: only a real visit says why it moved on.
      if (!preload) {
        toast({
          title: 'Subscription Required',
          description: 'Please complete your subscription to access the dashboard',
        })
      }
      throw redirect({ to: '/stylist-registration', replace: true })
    }
    await profile
    return { userId }
  },
  pendingComponent: DashboardPending,
  pendingMs: 200,
  component: DashboardRoute,
})

function DashboardRoute() {
  const { userId } = Route.useLoaderData()
  const search = Route.useSearch()
  const { tab = dashboardTabs[0].value, conversation } = search
  const navigate = Route.useNavigate()
  return (
    <TabbedPage
      {...dashboardHeading}
      tabsLabel="Dashboard sections"
      tabs={dashboardTabs}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      panels={{
        profile: <ProfileTab userId={userId} AddressSearch={LocationField} />,
        services: <ServicesTab userId={userId} />,
        portfolio: <PortfolioTab userId={userId} />,
        specialties: <SpecialtiesTab userId={userId} />,
        appointments: (
          <AppointmentsTab
            userId={userId}
            search={{ view: search.view, date: search.date }}
            onSearchChange={({ view, date }) => void navigate({ search: { tab, view, date }, replace: true })}
          />
        ),
        messages: <DashboardMessages userId={userId} conversationId={conversation ?? null} />,
        'booking-settings': <BookingSettingsTab userId={userId} />,
        calendar: <CalendarTab userId={userId} />,
        insights: <InsightsTab userId={userId} />,
        subscription: <SubscriptionTab userId={userId} />,
      }}
    />
  )
}
