import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/ui/coming-soon-page'

export const Route = createFileRoute('/stylist-directory/$state/')({
  component: StatePage,
})

function StatePage() {
  const { state } = Route.useParams()
  return <ComingSoonPage heading={`Stylists in ${state}`} />
}
