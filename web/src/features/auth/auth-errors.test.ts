import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
  isAuthError as theirIsAuthError,
  isAuthImplicitGrantRedirectError as theirIsImplicit,
  isAuthRetryableFetchError as theirIsRetryable,
} from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { isAuthError, isAuthImplicitGrantRedirectError, isAuthRetryableFetchError } from './auth-errors'

const samples: [string, unknown][] = [
  ['an API error', new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')],
  ['an implicit grant redirect error', new AuthImplicitGrantRedirectError('Link expired')],
  ['a retryable fetch error', new AuthRetryableFetchError('Failed to fetch', 0)],
  ['a weak password error', new AuthWeakPasswordError('Weak', 422, ['length'])],
  ['a plain Error', new Error('boom')],
  ['a string', 'boom'],
  ['null', null],
]

describe("the auth error checks answer as supabase-js's own", () => {
  for (const [name, error] of samples) {
    it(name, () => {
      expect(isAuthError(error)).toBe(theirIsAuthError(error))
      expect(isAuthImplicitGrantRedirectError(error)).toBe(theirIsImplicit(error))
      expect(isAuthRetryableFetchError(error)).toBe(theirIsRetryable(error))
    })
  }
})
