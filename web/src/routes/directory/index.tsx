import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec defect: some back links point to /directory; they mean the stylist directory.
export const Route = createFileRoute('/directory/')({
  beforeLoad: () => {
    throw redirect({ to: '/stylist-directory', replace: true })
  },
})
