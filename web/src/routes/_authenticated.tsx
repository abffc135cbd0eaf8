import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '@/features/auth/require-session'

// The pathless layout of every screen that needs a signed-in user (/stylist-registration,
// /dashboard): a signed-out visitor goes to /login?redirect=<the address they asked for>.
// The user's id goes into the route context of the screens below.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => requireSession(location),
})
