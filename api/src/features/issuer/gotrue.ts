import type { Context } from 'hono'
import { PASSWORD_MIN_LENGTH } from '@marketplace/domain/contract/auth.ts'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AuthUserRow } from './issuer.sql.ts'

// The wire format of Supabase Auth (GoTrue) that supabase-js reads: errors as { code, msg } with
// the API-version header (supabase-js then trusts `code`), users and sessions as below.

export const API_VERSION = '2024-01-01'

export class GoTrueError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export function goTrueErrorResponse(c: Context, error: GoTrueError, retryAfterSeconds?: number) {
  c.header('x-supabase-api-version', API_VERSION)
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ code: error.code, error_code: error.code, msg: error.message, ...error.extra }, error.status)
}

export const invalidCredentials = () => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials')

/** The spec's password rule (section 8), refused with Supabase's code and words. */
export function checkPasswordRule(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new GoTrueError(422, 'weak_password', `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    })
}

/** Supabase's user object. */
export function userObject(row: AuthUserRow) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null)
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    confirmed_at: iso(row.email_confirmed_at),
    phone: '',
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  }
}

/** Supabase's session object. */
export function sessionObject(
  row: AuthUserRow,
  accessToken: string,
  expiresAt: number,
  expiresIn: number,
  refreshToken: string,
) {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userObject(row),
  }
}
