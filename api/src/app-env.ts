import type { Sql } from './db/client.ts'
import type { Env } from './env.ts'
import type { Logger } from './lib/logger.ts'

/** Everything createApp needs from outside; adapters are chosen by the caller's settings. */
export interface Deps {
  sql: Sql
  env: Env
  logger: Logger
}

export interface AppEnv {
  Variables: {
    requestId: string
    deps: Deps
  }
}
