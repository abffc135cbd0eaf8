// supabase-js's error checks, written again: importing them as values put all of supabase-js (54 KB
// gzip) in the app's start set on every page (issue 36), while the client itself loads only when a
// screen signs in (lib/supabase.ts). Its errors carry `__isAuthError` and their class's name
// (@supabase/auth-js, lib/errors); auth-errors.test.ts checks these against supabase-js's own.

type AuthErrorLike = Error & { __isAuthError: true; status?: number; code?: string }

export function isAuthError(error: unknown): error is AuthErrorLike {
  return typeof error === 'object' && error !== null && '__isAuthError' in error
}

export function isAuthImplicitGrantRedirectError(error: unknown): boolean {
  return isAuthError(error) && error.name === 'AuthImplicitGrantRedirectError'
}

export function isAuthRetryableFetchError(error: unknown): boolean {
  return isAuthError(error) && error.name === 'AuthRetryableFetchError'
}
