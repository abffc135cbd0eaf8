import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/ui/coming-soon-page'

export const Route = createFileRoute('/test-page')({
  component: () => <ComingSoonPage heading="Location Search Test" />,
})
