import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/ui/coming-soon-page'

export const Route = createFileRoute('/signup')({
  component: () => <ComingSoonPage heading="Create Your Account" />,
})
