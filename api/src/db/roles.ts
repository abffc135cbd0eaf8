import type { Sql, Tx } from './client.ts'

/** The claims of a verified access token, as Supabase puts them in `request.jwt.claims`. */
export interface JwtClaims {
  sub: string
  role: 'authenticated'
  email?: string
  [claim: string]: unknown
}

/**
 * Runs `fn` in a transaction as the signed-in user: role `authenticated`, the token's claims set
 * for the transaction only (connections may share a session on PGlite), so row-level security
 * decides what the statements may see and touch.
 */
export function asUser<T>(sql: Sql, claims: JwtClaims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx.unsafe('set local role authenticated')
    await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
    return fn(tx)
  }) as Promise<T>
}

/** Runs `fn` as an anonymous visitor (role `anon`), under row-level security. */
export function asAnon<T>(sql: Sql, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx.unsafe('set local role anon')
    await tx`select set_config('request.jwt.claims', ${JSON.stringify({ role: 'anon' })}, true)`
    return fn(tx)
  }) as Promise<T>
}

/**
 * Runs `fn` as the service role, which bypasses row-level security. Only for admin work and
 * webhooks, after the server has checked who is calling.
 */
export function asService<T>(sql: Sql, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx.unsafe('set local role service_role')
    await tx`select set_config('request.jwt.claims', ${JSON.stringify({ role: 'service_role' })}, true)`
    return fn(tx)
  }) as Promise<T>
}
