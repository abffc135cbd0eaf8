import { createHmac, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose'
import type { Env } from '../../env.ts'

/**
 * Who issues the access tokens the API accepts (DESIGN.md, "Modes"):
 * - embedded: this server, at /auth/v1, HS256 with its own secret (no settings needed);
 * - supabase: the project's Supabase Auth, verified against its JWKS (asymmetric keys) or, for
 *   projects still on HS256, its JWT secret.
 */
export type Identity = EmbeddedIdentity | SupabaseIdentity

export interface EmbeddedIdentity {
  mode: 'embedded'
  /** The `iss` claim of every token this server issues. */
  issuer: string
  secret: Uint8Array
  /** The public "anon" key supabase-js sends as `apikey` (a long-lived token with role anon). */
  anonKey: string
  accessTokenSeconds: number
}

export interface SupabaseIdentity {
  mode: 'supabase'
  url: string
  issuer: string
  anonKey: string
  /** Set only for projects that sign with HS256. */
  secret: Uint8Array | null
  jwks: JWTVerifyGetKey
}

export const AUDIENCE = 'authenticated'
const encoder = new TextEncoder()

/** The embedded issuer's name: the public address when known, else the local one. */
function embeddedIssuer(env: Env): string {
  return `${(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')}/auth/v1`
}

/**
 * The identity of these settings. `embeddedSecret` is the embedded issuer's key when
 * AUTH_JWT_SECRET is not set (the Node entry keeps one under DATA_DIR; tests pass a fresh one).
 */
export function createIdentity(env: Env, embeddedSecret?: string): Identity {
  if (env.SUPABASE_URL) {
    const url = env.SUPABASE_URL.replace(/\/$/, '')
    return {
      mode: 'supabase',
      url,
      issuer: `${url}/auth/v1`,
      anonKey: env.SUPABASE_ANON_KEY!,
      secret: env.SUPABASE_JWT_SECRET ? encoder.encode(env.SUPABASE_JWT_SECRET) : null,
      jwks: createRemoteJWKSet(new URL(`${url}/auth/v1/.well-known/jwks.json`)),
    }
  }
  const secretText = env.AUTH_JWT_SECRET ?? embeddedSecret ?? randomBytes(32).toString('base64url')
  const secret = encoder.encode(secretText)
  const issuer = embeddedIssuer(env)
  const anonKey = signHs256({ iss: issuer, role: 'anon', iat: 1_700_000_000, exp: 2_000_000_000 }, secretText)
  return { mode: 'embedded', issuer, secret, anonKey, accessTokenSeconds: env.AUTH_ACCESS_TOKEN_SECONDS }
}

/** A compact HS256 JWT, signed synchronously (for the anon key, made once at start-up). */
function signHs256(payload: Record<string, unknown>, secret: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`
}
