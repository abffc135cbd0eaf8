import { Button, Link as ChakraLink, Spinner, Stack, Text, VStack } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { PASSWORD_MIN_LENGTH } from '@marketplace/domain/contract/auth.ts'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/components/ui/toaster'
import { newPasswordSchema } from '@/features/auth/credentials-schema'
import { useCredentialForm } from '@/features/auth/hooks/use-credential-form'
import { providerMessage, readPasswordRecovery, setNewPassword } from '@/features/auth/identity'
import { AuthCard } from './auth-card'

// Where a user goes once the new password is set: signed in, as after signing in (spec: /dashboard).
const AFTER_RESET = '/dashboard'

const newLinkButton = (
  <Button asChild colorPalette="brand" size="lg" width="full">
    <Link to="/forgot-password">Request a New Link</Link>
  </Button>
)
const signInFooter = (
  <>
    Remembered it?{' '}
    <ChakraLink asChild color="brand.fg" fontWeight="semibold">
      <Link to="/login">Sign in</Link>
    </ChakraLink>
  </>
)

function NewPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate()
  const save = useMutation({ mutationFn: setNewPassword })
  const form = useCredentialForm(newPasswordSchema, (values) =>
    save.mutate(values, {
      onSuccess: async () => {
        toast({
          title: 'Password updated',
          description: 'You are signed in with your new password.',
          variant: 'success',
        })
        await navigate({ to: AFTER_RESET })
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: providerMessage(error) ?? 'Failed to update the password. Please try again.',
          variant: 'destructive',
        }),
    }),
  )
  return (
    <form noValidate aria-label="Choose a new password" onSubmit={form.handleSubmit} onInput={form.handleInput}>
      <Stack gap="5">
        {/* Tells a password manager which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          label="New Password"
          error={form.errors.password}
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
          required
        >
          <PasswordInput name="password" autoComplete="new-password" autoFocus />
        </FormField>
        <FormField label="Confirm Password" error={form.errors.confirmPassword} required>
          <PasswordInput name="confirmPassword" autoComplete="new-password" />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          width="full"
          loading={save.isPending}
          loadingText="Saving…"
        >
          Set New Password
        </Button>
      </Stack>
    </form>
  )
}

/**
 * /reset-password, where the reset email's link lands: once the identity client has taken the
 * recovery session from the address, the user sets a new password and goes on signed in. A used
 * or expired link, or a visit without one, offers a new link instead.
 */
export function ResetPasswordForm() {
  const recovery = useQuery({
    queryKey: ['auth', 'password-recovery'],
    queryFn: readPasswordRecovery,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })

  if (recovery.isPending)
    return (
      <AuthCard title="Choose a New Password" description="Checking your reset link…">
        <VStack py="6" aria-busy="true" aria-label="Checking your reset link">
          <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        </VStack>
      </AuthCard>
    )
  if (recovery.isError)
    return (
      <AuthCard title="Choose a New Password" description="Your reset link could not be checked." footer={signInFooter}>
        <Stack gap="5">
          <Text role="alert">Check your connection and try again.</Text>
          <Button colorPalette="brand" size="lg" width="full" onClick={() => void recovery.refetch()}>
            Try Again
          </Button>
        </Stack>
      </AuthCard>
    )
  if (recovery.data.status === 'expired')
    return (
      <AuthCard
        title="Link Expired"
        description="This reset link has expired or was already used."
        footer={signInFooter}
      >
        <Stack gap="5">
          <Text role="alert">
            Each link works once, for 1 hour, and only the newest one you asked for. Ask for a new link and open it from
            the latest email.
          </Text>
          {newLinkButton}
        </Stack>
      </AuthCard>
    )
  if (recovery.data.status === 'missing')
    return (
      <AuthCard
        title="Open Your Reset Link"
        description="To choose a new password, open the link in the reset email we sent you."
        footer={signInFooter}
      >
        {newLinkButton}
      </AuthCard>
    )
  return (
    <AuthCard
      title="Choose a New Password"
      description={`For ${recovery.data.email}. You stay signed in here; other devices are signed out.`}
    >
      <NewPasswordForm email={recovery.data.email} />
    </AuthCard>
  )
}
