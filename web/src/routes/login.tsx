import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginForm } from '@/features/auth/components/login-form'
import { redirectTarget, sanitizeRedirect } from '@/features/auth/redirect-target'

// ?redirect= is kept only when it is a path on this site (no open redirect through sign-in).
const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined).transform(sanitizeRedirect),
})

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginForm redirectTo={redirectTarget(redirect)} />
}
