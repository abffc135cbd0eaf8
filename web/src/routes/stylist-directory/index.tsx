import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/ui/coming-soon-page'

export const Route = createFileRoute('/stylist-directory/')({
  component: () => <ComingSoonPage heading="Browse Stylists by State" />,
})
