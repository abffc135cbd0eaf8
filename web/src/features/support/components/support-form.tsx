import { Alert, Box, Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
import { dismissToast, toast } from '@/components/ui/toaster'
import {
  supportMessageFields,
  supportMessageSchema,
  useSendSupportMessage,
} from '@/features/support/api/send-support-message'
import { fieldErrorsOf, issueFieldErrors, type FieldErrors } from '@/lib/api-errors'

export function SupportForm() {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sentTo, setSentTo] = useState<string | null>(null)
  const sendMessage = useSendSupportMessage()

  function showErrors(form: HTMLFormElement, fieldErrors: FieldErrors) {
    setErrors(fieldErrors)
    const firstInvalid = supportMessageFields.find((field) => fieldErrors[field])
    if (firstInvalid) form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSentTo(null)
    dismissToast()
    const parsed = supportMessageSchema.safeParse(Object.fromEntries(new FormData(form)))
    if (!parsed.success) {
      showErrors(form, issueFieldErrors(parsed.error.issues))
      return
    }
    setErrors({})
    sendMessage.mutate(parsed.data, {
      onSuccess: () => {
        form.reset()
        setSentTo(parsed.data.email)
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error)
        const hasFieldErrors = Object.keys(fieldErrors).length > 0
        if (hasFieldErrors) showErrors(form, fieldErrors)
        toast({
          title: 'Error',
          description: hasFieldErrors
            ? 'Please correct the highlighted fields and try again.'
            : 'Your message could not be sent. Please try again.',
          variant: 'destructive',
        })
      },
    })
  }

  // Typing in a field clears that field's error; the others stay until the next submit.
  function clearErrorFor(name: string) {
    if (!(name in errors)) return
    setErrors((current) => {
      const next = { ...current }
      delete next[name]
      return next
    })
  }

  return (
    <Stack gap="6">
      <Box role="status">
        {sentTo && (
          <Alert.Root status="success" variant="subtle" rounded="lg" role="none">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Thank you! Your message has been sent.</Alert.Title>
              <Alert.Description>We will reply to {sentTo} within one to two business days.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Box>
      <form
        noValidate
        aria-label="Contact support"
        onSubmit={handleSubmit}
        onInput={(event) => clearErrorFor((event.target as HTMLInputElement).name)}
      >
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label="Name" error={errors.name} required>
              <Input name="name" autoComplete="name" />
            </FormField>
            <FormField label="Email" error={errors.email} required>
              <Input name="email" type="email" autoComplete="email" inputMode="email" />
            </FormField>
          </SimpleGrid>
          <FormField label="Subject" error={errors.subject} required>
            <Input name="subject" />
          </FormField>
          <FormField label="Message" error={errors.message} required>
            <Textarea name="message" rows={7} resize="vertical" />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={sendMessage.isPending}
            loadingText="Sending…"
          >
            Send Message
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
