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
  return asRole(sql, 'authenticated', claims, fn)
}

/**
 * The role and the claims in one statement (one round trip less per request, as PostgREST does):
 * `set_config('role', ..., true)` is `set local role`. Awaited before `fn` starts: sending it with
 * `fn`'s first statement saved a round trip, but a PostgreSQL run of the concurrent booking test
 * (20 transactions racing for one slot) then timed out once under load, and a transaction that
 * never ends holds its locks; the round trip is the cheaper risk.
 */
function asRole<T>(
  sql: Sql,
  role: 'anon' | 'authenticated' | 'service_role',
  claims: object,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
    return fn(tx)
  }) as Promise<T>
}

/** Runs `fn` as an anonymous visitor (role `anon`), under row-level security. */
export function asAnon<T>(sql: Sql, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return asRole(sql, 'anon', { role: 'anon' }, fn)
}

/**
 * Runs `fn` as the service role, which bypasses row-level security. Only for admin work and
 * webhooks, after the server has checked who is calling.
 */
export function asService<T>(sql: Sql, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return asRole(sql, 'service_role', { role: 'service_role' }, fn)
}
