import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec defect: some back links point to /directory/{state}; they mean the directory's state page.
export const Route = createFileRoute('/directory/$state')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/stylist-directory/$state', params: { state: params.state }, replace: true })
  },
})
