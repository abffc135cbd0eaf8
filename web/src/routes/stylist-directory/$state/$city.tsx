import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/ui/coming-soon-page'

export const Route = createFileRoute('/stylist-directory/$state/$city')({
  component: CityPage,
})

function CityPage() {
  const { state, city } = Route.useParams()
  return <ComingSoonPage heading={`Stylists in ${city}, ${state}`} />
}
