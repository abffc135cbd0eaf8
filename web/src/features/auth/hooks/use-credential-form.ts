import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { credentialErrors, type CredentialErrors } from '@/features/auth/credentials-schema'

const fieldOrder = ['email', 'password', 'confirmPassword'] as const

/**
 * The browser-side half of the login and signup forms: reads the form, shows the spec's messages
 * under the fields (focusing the first bad one) and hands valid values to `onValid`.
 */
export function useCredentialForm<T>(schema: z.ZodType<T>, onValid: (values: T) => void) {
  const [errors, setErrors] = useState<CredentialErrors>({})

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)))
    if (!parsed.success) {
      const next = credentialErrors(parsed.error)
      setErrors(next)
      const first = fieldOrder.find((field) => next[field])
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    onValid(parsed.data)
  }

  // Typing in a field clears that field's message; the others stay until the next submit.
  function handleInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name
    if (name in errors) setErrors(({ [name as keyof CredentialErrors]: _cleared, ...rest }) => rest)
  }

  return { errors, handleSubmit, handleInput }
}
