import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { EmbeddedOnboarding } from '@/features/payments/components/embedded-onboarding'

// Embedded mode's Stripe Connect onboarding (ADR 021): where "Connect with Stripe" leads when the
// marketplace runs without Stripe. Elsewhere /dev/* is no page at all (features/pages/pages.ts).
export const Route = createFileRoute('/dev/connect/$accountId')({
  validateSearch: z.object({ return: z.string().optional().catch(undefined) }),
  component: ConnectPage,
})

function ConnectPage() {
  const { accountId } = Route.useParams()
  const search = Route.useSearch()
  return <EmbeddedOnboarding accountId={accountId} returnTo={search.return} />
}
