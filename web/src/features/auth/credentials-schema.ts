import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '@marketplace/domain/contract/auth.ts'

// The spec's form rules and messages (section 5, "Login" and "Signup").
const email = z.string().trim().pipe(z.email('Please enter a valid email address'))
const password = z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)

export const loginSchema = z.object({ email, password })
export type LoginValues = z.infer<typeof loginSchema>

export const signupSchema = z
  .object({
    email,
    password,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
export type SignupValues = z.infer<typeof signupSchema>

/** /forgot-password: the address to send the reset link to (the login form's rule). */
export const forgotPasswordSchema = z.object({ email })
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>

/** /reset-password: the new password and its confirmation, with the signup form's rules and messages. */
export const newPasswordSchema = z
  .object({
    password,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
export type NewPasswordValues = z.infer<typeof newPasswordSchema>

export type CredentialErrors = Partial<Record<'email' | 'password' | 'confirmPassword', string>>

/** The first message for each field, as the forms show them under their inputs. */
export function credentialErrors(error: z.ZodError): CredentialErrors {
  const errors: CredentialErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'password' || field === 'confirmPassword') && !errors[field]) {
      errors[field] = issue.message
    }
  }
  return errors
}
