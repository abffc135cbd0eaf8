import { loadEnv, type Env } from '../../../api/src/env.ts'

/**
 * The function's settings from its environment (Supabase's variables and the project's secrets),
 * with the defaults that fit the edge. Apart from index.ts so that tests build the app on exactly
 * these settings (api/src/lib/client-ip.test.ts).
 */
export function edgeEnv(source: Record<string, string | undefined>): Env {
  return loadEnv({
    NODE_ENV: 'production',
    // Insights and search events are written right after each request (still off its path) rather
    // than gathered for a second: a worker may be shut down between requests, and a gathered batch
    // with it. The write is handed to the runtime's waitUntil, which keeps the worker up until it ends.
    INSIGHTS_FLUSH_MS: '0',
    // Supabase's gateway appends the address that connected to it to X-Forwarded-For: one trusted
    // hop (lib/client-ip.ts; docs/deploy.md, "Client addresses"); a TRUSTED_PROXY_HOPS secret overrides it.
    TRUSTED_PROXY_HOPS: '1',
    ...source,
    // Supabase sets SUPABASE_DB_URL (a direct connection) for every function; a DATABASE_URL secret,
    // e.g. Supavisor's transaction pooler on port 6543, takes precedence (docs/deploy.md, "Scaling").
    DATABASE_URL: source.DATABASE_URL || source.SUPABASE_DB_URL,
  })
}
