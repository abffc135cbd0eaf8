import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'

// Where the reset email's link lands, with the recovery session (or the provider's error) in the
// fragment, which the identity client reads (features/auth/identity.ts, readPasswordRecovery).
export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordForm,
})
