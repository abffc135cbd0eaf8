import { createFileRoute, Navigate, redirect } from '@tanstack/react-router'
import { useCallback } from 'react'
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user'
import { useAuth } from '@/features/auth/auth-context'
import { TabbedPage } from '@/components/ui/tabbed-page'
import { adminHeading, adminSearchSchema, adminTabs } from '@/features/admin/admin-tabs'
import { AdminPending } from '@/features/admin/components/admin-pending'
import { AnalyticsTab } from '@/features/admin/components/analytics-tab'
import { AuditTab } from '@/features/admin/components/audit-tab'
import { CouponsTab } from '@/features/admin/components/coupons-tab'
import { InsightsTab } from '@/features/admin/components/insights-tab'
import { OverviewTab } from '@/features/admin/components/overview-tab'
import { PaymentsTab } from '@/features/admin/components/payments-tab'
import { ReportedReviewsTab } from '@/features/admin/components/reported-reviews-tab'
import { ReportedMessagesTab } from '@/features/admin/components/reported-messages-tab'
import { SupportTab } from '@/features/admin/components/support-tab'
import { UsersTab } from '@/features/admin/components/users-tab'
import { VerificationsTab } from '@/features/admin/components/verifications-tab'
import { getCurrentSession } from '@/lib/supabase'

// /admin: the server decides who is an admin (GET /api/auth/user says so, and every /api/admin
// call checks again). Until it has answered the page says 'Checking permissions...'; a visitor
// who is signed out or not an admin is sent home (spec section 6).
export const Route = createFileRoute('/admin')({
  validateSearch: adminSearchSchema,
  // The tab and the search live in the address; changing them does not repeat the check.
  loaderDeps: () => ({}),
  loader: async ({ context: { queryClient } }) => {
    const session = await getCurrentSession()
    if (!session) throw redirect({ to: '/', replace: true })
    const user = await queryClient.ensureQueryData(currentUserQueryOptions(session.user.id))
    if (!user?.isAdmin) throw redirect({ to: '/', replace: true })
    return { adminId: user.id }
  },
  // Checked again on every visit: whoever signs in next on this browser may not be an admin.
  gcTime: 0,
  shouldReload: false,
  pendingComponent: AdminPending,
  pendingMs: 0,
  pendingMinMs: 200,
  component: AdminRoute,
})

function AdminRoute() {
  const { adminId } = Route.useLoaderData()
  const { tab = adminTabs[0].value, q = '', page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const auth = useAuth()

  const onSearch = useCallback(
    (query: string) =>
      void navigate({ search: (prev) => ({ ...prev, q: query || undefined, page: undefined }), replace: true }),
    [navigate],
  )
  const onPage = useCallback(
    (next: number) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) }),
    [navigate],
  )

  // Signing out (here or in another tab) ends the visit.
  if (auth.status === 'signedOut') return <Navigate to="/" replace />

  return (
    <TabbedPage
      {...adminHeading}
      tabsLabel="Admin sections"
      tabs={adminTabs}
      maxW="7xl"
      tab={tab}
      onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true })}
      panels={{
        overview: <OverviewTab />,
        verifications: <VerificationsTab />,
        coupons: <CouponsTab />,
        users: <UsersTab query={q} page={page} onSearch={onSearch} onPage={onPage} adminId={adminId} />,
        analytics: <AnalyticsTab />,
        insights: <InsightsTab />,
        payments: <PaymentsTab />,
        support: <SupportTab />,
        reviews: <ReportedReviewsTab />,
        messages: <ReportedMessagesTab />,
        audit: <AuditTab />,
      }}
    />
  )
}
