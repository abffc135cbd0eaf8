import { createApp } from '../src/app.ts'
import type { Sql } from '../src/db/client.ts'
import { loadEnv } from '../src/env.ts'
import { createLogger } from '../src/lib/logger.ts'

/** The real app, in-process, on the test database, with the given settings (none = embedded). */
export function testApp(sql: Sql, settings: Record<string, string> = {}) {
  return createApp({ sql, env: loadEnv({ NODE_ENV: 'test', ...settings }), logger: createLogger('silent') })
}
