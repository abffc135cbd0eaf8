import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/ui/coming-soon-page'

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: () => <ComingSoonPage heading="Stylist Dashboard" />,
})
