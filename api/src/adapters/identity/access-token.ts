import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import type { JwtClaims } from '../../db/roles.ts'
import { AUDIENCE, type EmbeddedIdentity, type Identity } from './identity.ts'

/** The claims of a verified access token that the API relies on. */
export interface AccessClaims extends JwtClaims {
  sub: string
  role: 'authenticated'
  session_id?: string
  email?: string
}

export class InvalidTokenError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Verifies an access token: signature (HS256 with the secret, or the project's JWKS for
 * asymmetric keys; `alg: none` and unknown algorithms are refused), expiry, audience and issuer,
 * then the claims the API needs (a user id, the authenticated role).
 */
export async function verifyAccessToken(identity: Identity, token: string): Promise<AccessClaims> {
  let payload: JWTPayload
  try {
    if (identity.mode === 'embedded') {
      ;({ payload } = await jwtVerify(token, identity.secret, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        issuer: identity.issuer,
        requiredClaims: ['exp', 'sub'],
      }))
    } else {
      const { secret, jwks } = identity
      ;({ payload } = await jwtVerify(
        token,
        (header, jws) => {
          if (header.alg === 'HS256') {
            if (!secret) throw new InvalidTokenError('HS256 tokens need SUPABASE_JWT_SECRET')
            return secret
          }
          return jwks(header, jws)
        },
        {
          algorithms: secret ? ['HS256', 'ES256', 'RS256'] : ['ES256', 'RS256'],
          audience: AUDIENCE,
          issuer: identity.issuer,
          requiredClaims: ['exp', 'sub'],
        },
      ))
    }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof InvalidTokenError)
      throw new InvalidTokenError(error.message)
    throw error
  }
  if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) throw new InvalidTokenError('The token names no user')
  if (payload.role !== 'authenticated') throw new InvalidTokenError("The token is not a signed-in user's")
  return payload as AccessClaims
}

export interface IssuedUser {
  id: string
  email: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
}

/** An access token of the embedded issuer, with Supabase's claims. */
export async function issueAccessToken(
  identity: EmbeddedIdentity,
  user: IssuedUser,
  sessionId: string,
  /** How the session began: a password, or a one-time link (`otp`, as Supabase Auth names it). */
  method: 'password' | 'otp',
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + identity.accessTokenSeconds
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(identity.issuer)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(identity.secret)
  return { token, expiresAt }
}
