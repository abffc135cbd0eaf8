import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, inject } from 'vitest'
import type { BillingProvider } from '../src/adapters/billing/billing.ts'
import { createBilling } from '../src/adapters/billing/create-billing.ts'
import { createIdentity } from '../src/adapters/identity/identity.ts'
import { wasmImages } from '../src/adapters/images/wasm-images.ts'
import { createEmbeddedPrivateStorage } from '../src/adapters/storage/embedded-private-storage.ts'
import { createEmbeddedStorage } from '../src/adapters/storage/embedded-storage.ts'
import type { Deps } from '../src/app-env.ts'
import { createApp } from '../src/app.ts'
import { connect, type Sql } from '../src/db/client.ts'
import { loadEnv } from '../src/env.ts'
import { createLogger } from '../src/lib/logger.ts'
import { RateLimiter } from '../src/lib/rate-limit.ts'
import { waitForReplica } from './replica.ts'

const storageDirs: string[] = []
process.once('exit', () => {
  for (const dir of storageDirs) rmSync(dir, { recursive: true, force: true })
})

/** A fresh, empty embedded storage folder, removed when the test process ends. */
export function testStorageDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chairside-storage-'))
  storageDirs.push(dir)
  return dir
}

let replica: Sql | undefined
afterAll(async () => {
  await replica?.end({ timeout: 5 })
  replica = undefined
})

/**
 * The read pool on the replica when the run has one (TEST_READ_PORT, global-setup.ts), opened on
 * first use, one per test file; otherwise undefined and the app reads through its main pool.
 */
export function testReadPool(): Sql | undefined {
  const url = inject('readDatabaseUrl')
  if (!url) return undefined
  replica ??= connect(url, { max: 2 })
  return replica
}

/**
 * What createApp needs, for tests: the given settings (none = embedded), a fresh issuer secret,
 * embedded storage in a fresh folder of its own, and abuse-limit counters of its own (a namespace
 * of its own in the shared table, as a separate deployment would have: test files share the
 * run's database and would otherwise draw on each other's allowance).
 */
export function testDeps(sql: Sql, settings: Record<string, string> = {}, billing?: BillingProvider): Deps {
  const env = loadEnv({ NODE_ENV: 'test', ...settings })
  return {
    sql,
    readSql: testReadPool(),
    env,
    // Errors only: an unhandled error is a bug, and CI's log should say what it was.
    logger: createLogger('error', (line) => console.error(line)),
    identity: createIdentity(env),
    ...(billing ? { billing } : createBilling(env)),
    storage: createEmbeddedStorage(testStorageDir()),
    messagePhotos: createEmbeddedPrivateStorage(testStorageDir(), randomBytes(32)),
    images: wasmImages(),
    limiter: new RateLimiter(sql, { factor: env.RATE_LIMIT_FACTOR, namespace: randomUUID() }),
  }
}

/**
 * The real app, in-process, on the test database, with the given settings (none = embedded). With
 * a replica, each request first waits until the replica has replayed every write committed so far
 * (the test's set-up and earlier requests), as a reader who comes back a moment later would see it.
 */
export function testApp(sql: Sql, settings: Record<string, string> = {}) {
  const app = createApp(testDeps(sql, settings))
  const read = testReadPool()
  if (!read) return app
  const request = app.request
  app.request = (async (...args: Parameters<typeof request>) => {
    await waitForReplica(sql, read)
    return request(...args)
  }) as typeof request
  return app
}
