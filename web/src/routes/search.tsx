import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec defect: the city page links to /search; it means the results page. Every query
// parameter is carried over (the router may re-encode values in its own canonical form).
export const Route = createFileRoute('/search')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/stylists${location.searchStr}`, replace: true })
  },
})
