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
 * The role and the claims in one statement (as PostgREST does): `set_config('role', ..., true)` is
 * `set local role`. It is not awaited before `fn` starts: postgres.js writes the statements a tick
 * queues in one go, so it travels with the transaction's first statement, one round trip less per
 * request. A statement after it never runs under the wrong role: if it failed, the transaction is
 * aborted and every later statement fails too.
 */
function asRole<T>(
  sql: Sql,
  role: 'anon' | 'authenticated' | 'service_role',
  claims: object,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    const settings =
      tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`.execute()
    const [, result] = await Promise.all([settings, fn(tx)])
    return result
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
