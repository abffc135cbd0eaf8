import type { BillingProvider } from '../src/adapters/billing/billing.ts'
import { createBilling } from '../src/adapters/billing/create-billing.ts'
import { createIdentity } from '../src/adapters/identity/identity.ts'
import type { Deps } from '../src/app-env.ts'
import { createApp } from '../src/app.ts'
import type { Sql } from '../src/db/client.ts'
import { loadEnv } from '../src/env.ts'
import { createLogger } from '../src/lib/logger.ts'

/** What createApp needs, for tests: the given settings (none = embedded), a fresh issuer secret. */
export function testDeps(sql: Sql, settings: Record<string, string> = {}, billing?: BillingProvider): Deps {
  const env = loadEnv({ NODE_ENV: 'test', ...settings })
  return { sql, env, logger: createLogger('silent'), identity: createIdentity(env), billing: billing ?? createBilling(env) }
}

/** The real app, in-process, on the test database, with the given settings (none = embedded). */
export function testApp(sql: Sql, settings: Record<string, string> = {}) {
  return createApp(testDeps(sql, settings))
}
