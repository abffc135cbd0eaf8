import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/ui/coming-soon-page'

export const Route = createFileRoute('/admin')({
  component: () => <ComingSoonPage heading="Admin Dashboard" />,
})
