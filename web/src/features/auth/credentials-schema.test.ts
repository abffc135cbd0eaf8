import { describe, expect, it } from 'vitest'
import { credentialErrors, loginSchema, signupSchema } from './credentials-schema'

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
