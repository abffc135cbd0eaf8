import { Button, Input, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { PASSWORD_MIN_LENGTH } from '@marketplace/domain/contract/auth.ts'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/toaster'
import { signupSchema } from '@/features/auth/credentials-schema'
import { useCredentialForm } from '@/features/auth/hooks/use-credential-form'
import { useGoogleSignIn } from '@/features/auth/hooks/use-google-sign-in'
import { providerMessage, signUpWithEmail } from '@/features/auth/identity'
import { AuthCard } from './auth-card'
import { GoogleButton } from './google-button'

// The spec sends a new account on to choose a plan.
const AFTER_SIGNUP = '/stylist-registration'

/** /signup: email, password and its confirmation, or Google. */
export function SignupForm() {
  const navigate = useNavigate()
  const signUp = useMutation({ mutationFn: signUpWithEmail })
  const google = useGoogleSignIn('Failed to sign up with Google. Please try again.')
  const form = useCredentialForm(signupSchema, ({ email, password }) =>
    signUp.mutate(
      { email, password },
      {
        onSuccess: async ({ session }) => {
          if (!session) {
            // The Supabase project asks new users to confirm their address before signing in.
            toast({
              title: 'Check your email',
              description: `We sent a confirmation link to ${email}. Open it to finish creating your account, then sign in.`,
            })
            return
          }
          toast({ title: 'Account created!', variant: 'success' })
          await navigate({ to: AFTER_SIGNUP })
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: providerMessage(error) ?? 'Failed to create account. Please try again.',
            variant: 'destructive',
          }),
      },
    ),
  )
  const busy = signUp.isPending || google.isPending

  return (
    <AuthCard
      title="Create Your Account"
      description="Sign up to list your services and be found by clients near you."
      alternative={
        <GoogleButton loading={google.isPending} disabled={busy} onClick={() => google.mutate(AFTER_SIGNUP)}>
          Sign up with Google
        </GoogleButton>
      }
      footer={
        <>
          Already have an account?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/login">Sign in</Link>
          </ChakraLink>
        </>
      }
    >
      <form noValidate aria-label="Create account" onSubmit={form.handleSubmit} onInput={form.handleInput}>
        <Stack gap="5">
          <FormField label="Email" error={form.errors.email} required>
            <Input name="email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
          </FormField>
          <FormField
            label="Password"
            error={form.errors.password}
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
            required
          >
            <PasswordInput name="password" autoComplete="new-password" />
          </FormField>
          <FormField label="Confirm Password" error={form.errors.confirmPassword} required>
            <PasswordInput name="confirmPassword" autoComplete="new-password" />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width="full"
            loading={signUp.isPending}
            loadingText="Creating account…"
            disabled={busy}
          >
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
