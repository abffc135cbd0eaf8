import { connect, type Sql } from '../db/client.ts'
import type { Env } from '../env.ts'

/**
 * The pool of anonymous reads (search, featured, profiles, directory, sitemaps) on
 * DATABASE_READ_URL, a streaming replica (docs/deploy.md, "Read replicas"). Undefined when it is
 * unset or names DATABASE_URL itself, and in embedded mode (one PGlite database): the app then
 * reads through its main pool. Reads run as `anon` the same way on either pool (db/roles.ts sets the
 * role per transaction, which a hot standby allows); a replica may lag its primary by a moment,
 * which is why nothing a signed-in user writes and reads back (the dashboard) comes here.
 */
export function openReadPool(env: Env, options: { max: number; prepare?: boolean }): Sql | undefined {
  const url = env.DATABASE_READ_URL
  if (!url || !env.DATABASE_URL || url === env.DATABASE_URL) return undefined
  return connect(url, options)
}
