import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/ui/coming-soon-page'

export const Route = createFileRoute('/')({
  component: () => <ComingSoonPage heading="Find Your Perfect Hairstylist" />,
})
