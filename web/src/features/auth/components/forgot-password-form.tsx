import { Button, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import { forgotPasswordSchema } from '@/features/auth/credentials-schema'
import { useCredentialForm } from '@/features/auth/hooks/use-credential-form'
import { providerMessage, requestPasswordReset } from '@/features/auth/identity'
import { AuthCard } from './auth-card'

const backToSignIn = (
  <>
    Remembered it?{' '}
    <ChakraLink asChild color="brand.fg" fontWeight="semibold">
      <Link to="/login">Sign in</Link>
    </ChakraLink>
  </>
)

/** After sending: the same words whether or not the address has an account. */
function Sent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const message = useRef<HTMLParagraphElement>(null)
  // The form is gone: focus (and a screen reader) goes to what replaced it.
  useEffect(() => message.current?.focus(), [])
  return (
    <Stack gap="5">
      <Text ref={message} tabIndex={-1} role="status" outline="none">
        If an account exists for <strong>{email}</strong>, we sent a link to reset the password. The link works once and
        expires in 1 hour.
      </Text>
      <Text color="fg.muted" fontSize="sm">
        No email after a few minutes? Check your spam folder, or send another link.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="brand" size="lg" flex={{ sm: '1' }}>
          <Link to="/login">Back to Sign In</Link>
        </Button>
        <Button variant="outline" size="lg" flex={{ sm: '1' }} onClick={onAgain}>
          Send another link
        </Button>
      </Stack>
    </Stack>
  )
}

/** /forgot-password: the email to send a reset link to. */
export function ForgotPasswordForm() {
  const send = useMutation({ mutationFn: requestPasswordReset })
  // "Send another link" brings the form back with the address already in it.
  const [lastEmail, setLastEmail] = useState<string>()
  const form = useCredentialForm(forgotPasswordSchema, (values) =>
    send.mutate(values, {
      onSettled: () => setLastEmail(values.email),
      onError: (error) =>
        toast({
          title: 'Error',
          description: providerMessage(error) ?? 'Failed to send the reset link. Please try again.',
          variant: 'destructive',
        }),
    }),
  )
  const sent = send.isSuccess ? send.variables.email : null

  return (
    <AuthCard
      title={sent ? 'Check Your Email' : 'Reset Your Password'}
      description={
        sent
          ? 'Open the link in the email to choose a new password.'
          : 'Enter the email you sign in with and we will send you a link to choose a new password.'
      }
      footer={sent ? undefined : backToSignIn}
    >
      {sent ? (
        <Sent email={sent} onAgain={() => send.reset()} />
      ) : (
        <form noValidate aria-label="Reset password" onSubmit={form.handleSubmit} onInput={form.handleInput}>
          <Stack gap="5">
            <FormField label="Email" error={form.errors.email} required>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                defaultValue={lastEmail}
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              width="full"
              loading={send.isPending}
              loadingText="Sending…"
            >
              Send Reset Link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  )
}
