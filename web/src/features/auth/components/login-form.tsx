import { Button, Input, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/toaster'
import { loginSchema } from '@/features/auth/credentials-schema'
import { useCredentialForm } from '@/features/auth/hooks/use-credential-form'
import { useGoogleSignIn } from '@/features/auth/hooks/use-google-sign-in'
import { providerMessage, signInWithEmail } from '@/features/auth/identity'
import { AuthCard } from './auth-card'
import { GoogleButton } from './google-button'

/** /login: email and password, or Google; then on to `redirectTo` (a same-site path). */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate()
  const signIn = useMutation({ mutationFn: signInWithEmail })
  const google = useGoogleSignIn('Failed to log in with Google. Please try again.')
  const form = useCredentialForm(loginSchema, (values) =>
    signIn.mutate(values, {
      onSuccess: async () => {
        toast({ title: 'Success!', variant: 'success' })
        await navigate({ href: redirectTo })
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: providerMessage(error) ?? 'Failed to log in. Please try again.',
          variant: 'destructive',
        }),
    }),
  )
  const busy = signIn.isPending || google.isPending

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to manage your profile or leave a review."
      alternative={
        <GoogleButton loading={google.isPending} disabled={busy} onClick={() => google.mutate(redirectTo)}>
          Sign in with Google
        </GoogleButton>
      }
      footer={
        <>
          Don&apos;t have an account?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/signup">Sign up</Link>
          </ChakraLink>
        </>
      }
    >
      <form noValidate aria-label="Sign in" onSubmit={form.handleSubmit} onInput={form.handleInput}>
        <Stack gap="5">
          <FormField label="Email" error={form.errors.email} required>
            <Input name="email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
          </FormField>
          <Stack gap="2">
            <FormField label="Password" error={form.errors.password} required>
              <PasswordInput name="password" autoComplete="current-password" />
            </FormField>
            <ChakraLink asChild alignSelf="flex-end" fontSize="sm" color="brand.fg" fontWeight="semibold">
              <Link to="/forgot-password">Forgot password?</Link>
            </ChakraLink>
          </Stack>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width="full"
            loading={signIn.isPending}
            loadingText="Signing in…"
            disabled={busy}
          >
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
