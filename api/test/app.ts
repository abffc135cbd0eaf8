import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BillingProvider } from '../src/adapters/billing/billing.ts'
import { createBilling } from '../src/adapters/billing/create-billing.ts'
import { createIdentity } from '../src/adapters/identity/identity.ts'
import { wasmImages } from '../src/adapters/images/wasm-images.ts'
import { createEmbeddedStorage } from '../src/adapters/storage/embedded-storage.ts'
import type { Deps } from '../src/app-env.ts'
import { createApp } from '../src/app.ts'
import type { Sql } from '../src/db/client.ts'
import { loadEnv } from '../src/env.ts'
import { createLogger } from '../src/lib/logger.ts'

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

/**
 * What createApp needs, for tests: the given settings (none = embedded), a fresh issuer secret,
 * and embedded storage in a fresh folder of its own.
 */
export function testDeps(sql: Sql, settings: Record<string, string> = {}, billing?: BillingProvider): Deps {
  const env = loadEnv({ NODE_ENV: 'test', ...settings })
  return {
    sql,
    env,
    logger: createLogger('silent'),
    identity: createIdentity(env),
    ...(billing ? { billing } : createBilling(env)),
    storage: createEmbeddedStorage(testStorageDir()),
    images: wasmImages(),
  }
}

/** The real app, in-process, on the test database, with the given settings (none = embedded). */
export function testApp(sql: Sql, settings: Record<string, string> = {}) {
  return createApp(testDeps(sql, settings))
}
