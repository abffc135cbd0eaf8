import { describe, expect, it } from 'vitest'
import {
  credentialErrors,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  signupSchema,
} from './credentials-schema'

const errorsOf = (schema: typeof loginSchema | typeof signupSchema, values: unknown) => {
  const parsed = schema.safeParse(values)
  return parsed.success ? {} : credentialErrors(parsed.error)
}

describe('login and signup rules', () => {
  it("names a bad email and a short password with the spec's messages", () => {
    expect(errorsOf(loginSchema, { email: 'nope', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
  })

  it('accepts a valid pair and trims the email', () => {
    expect(loginSchema.parse({ email: ' client@example.com ', password: 'password123' })).toEqual({
      email: 'client@example.com',
      password: 'password123',
    })
  })

  it('puts "Passwords do not match" on confirmPassword', () => {
    expect(errorsOf(signupSchema, { email: 'a@example.com', password: 'secret1', confirmPassword: 'secret2' })).toEqual(
      {
        confirmPassword: 'Passwords do not match',
      },
    )
    expect(errorsOf(signupSchema, { email: 'a@example.com', password: 'secret1', confirmPassword: 'abc' })).toEqual({
      confirmPassword: 'Password must be at least 6 characters',
    })
  })
})

describe('password reset rules', () => {
  it('asks the forgot-password form for a valid email only', () => {
    const parsed = forgotPasswordSchema.safeParse({ email: 'nope' })
    expect(parsed.success ? {} : credentialErrors(parsed.error)).toEqual({
      email: 'Please enter a valid email address',
    })
    expect(forgotPasswordSchema.parse({ email: ' a@example.com ' })).toEqual({ email: 'a@example.com' })
  })

  it("holds a new password to the signup form's rules and messages", () => {
    const errors = (values: unknown) => {
      const parsed = newPasswordSchema.safeParse(values)
      return parsed.success ? {} : credentialErrors(parsed.error)
    }
    expect(errors({ password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password must be at least 6 characters',
    })
    expect(errors({ password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    })
    expect(errors({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({})
  })
})
