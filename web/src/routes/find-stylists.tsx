import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/ui/coming-soon-page'

export const Route = createFileRoute('/find-stylists')({
  component: () => <ComingSoonPage heading="Find Stylists" />,
})
