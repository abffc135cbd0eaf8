import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { connect } from '../src/db/client.ts'
import { migrate } from '../src/db/migrate.ts'
import { loadGazetteer } from '../src/db/seed/gazetteer.ts'
import { waitForReplica } from './replica.ts'
import { TEST_WORKERS } from './workers.ts'
import { createScratchDatabase } from './scratch-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's database: one per vitest worker on PGlite (read it through testDatabaseUrl()). */
    databaseUrls: string[]
    databaseKind: 'pglite' | 'postgres'
    /** The same database on a streaming replica (TEST_READ_PORT, scripts/ci-replica.sh), or ''. */
    readDatabaseUrl: string
    /** On PGlite, a dump of a migrated instance with the gazetteer (loadDataDir), or ''. */
    embeddedImage: string
    /** On PostgreSQL, a migrated database with the gazetteer to copy (create database ... template). */
    databaseTemplate: string
  }
}

/** Starts embedded-instance.ts and waits for its URL; closing its stdin stops it. */
async function startInstance(...args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const script = fileURLToPath(new URL('./embedded-instance.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['pipe', 'pipe', 'inherit'] })
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`embedded test database exited with ${code}`))),
  )
  const firstLine = (async () => {
    for await (const line of createInterface({ input: child.stdout! })) return (JSON.parse(line) as { url: string }).url
    throw new Error('embedded test database printed no URL')
  })()
  return { url: await Promise.race([firstLine, exited]), child }
}

/**
 * The run's database: on PostgreSQL, a fresh database created on the server of TEST_DATABASE_URL
 * (dropped afterwards), shared by the run's two workers; on PGlite, one fresh in-memory PGlite +
 * PostGIS per worker, each in a process of its own so the workers use both cores (a PGlite is one
 * backend session: one file at a time on each). The same migrations and the gazetteer are applied
 * to each; tests create the rows they need with unique names.
 * With TEST_READ_PORT (PostgreSQL only), that port serves a streaming replica of TEST_DATABASE_URL's
 * server: the test app reads anonymously from the same database there (see app.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  const readPort = process.env.TEST_READ_PORT
  if (readPort && !serverUrl) throw new Error('TEST_READ_PORT needs TEST_DATABASE_URL (a replica of its server)')
  let instances: ChildProcess[] = []
  let stopping = false
  let databaseUrls: string[]
  let dropDatabase: (() => Promise<void>) | undefined
  let imageDir: string | undefined
  let embeddedImage = ''
  let databaseTemplate = ''

  if (serverUrl) {
    // Migrated and given the gazetteer once, as a template no one connects to; the run's database,
    // and each file's own (own-database.ts, the search oracle), are copies of it.
    const stamp = `${process.pid}_${Date.now()}`
    const name = `marketplace_test_${stamp}`
    databaseTemplate = `marketplace_template_${stamp}`
    const admin = connect(serverUrl, { max: 1 })
    await createScratchDatabase(admin, databaseTemplate)
    const templateUrl = new URL(serverUrl)
    templateUrl.pathname = `/${databaseTemplate}`
    const sql = connect(templateUrl.toString(), { max: 1 })
    await migrate(sql)
    await loadGazetteer(sql)
    await sql.end()
    await createScratchDatabase(admin, name, databaseTemplate)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    databaseUrls = [url.toString()]
    const template = databaseTemplate
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.unsafe(`drop database if exists ${template} with (force)`)
      await admin.end()
    }
  } else {
    // One instance is migrated and given the gazetteer; the others, and the search oracle's, start
    // from its dump (embedded-instance.ts).
    imageDir = mkdtempSync(join(tmpdir(), 'marketplace-test-db-'))
    embeddedImage = join(imageDir, 'migrated.tar')
    const first = await startInstance('--dump', embeddedImage)
    const rest = await Promise.all(
      Array.from({ length: TEST_WORKERS - 1 }, () => startInstance('--from', embeddedImage)),
    )
    const started = [first, ...rest]
    instances = started.map((s) => s.child)
    databaseUrls = started.map((s) => s.url)
    // Two CI runs lost a worker's PGlite part-way (every later file: ECONNRESET) and nothing said
    // why: say when an instance ends before the run does, with its code or signal.
    started.forEach(({ child }, worker) =>
      child.once('exit', (code, signal) => {
        if (!stopping)
          console.error(`embedded test database of worker ${worker} ended mid-run: code ${code}, signal ${signal}`)
      }),
    )
  }

  let readDatabaseUrl = ''
  if (readPort) {
    const sql = connect(databaseUrls[0], { max: 1 })
    const url = new URL(databaseUrls[0])
    url.port = readPort
    readDatabaseUrl = url.toString()
    // The replica has the new database (and its migrations) only once it has replayed them.
    const replicaServer = new URL(serverUrl!)
    replicaServer.port = readPort
    const replica = connect(replicaServer.toString(), { max: 1 })
    await waitForReplica(sql, replica)
    await replica.end()
    await sql.end()
  }

  project.provide('databaseUrls', databaseUrls)
  project.provide('databaseKind', serverUrl ? 'postgres' : 'pglite')
  project.provide('readDatabaseUrl', readDatabaseUrl)
  project.provide('embeddedImage', embeddedImage)
  project.provide('databaseTemplate', databaseTemplate)

  return async () => {
    stopping = true
    await Promise.all(
      instances.map((child) => new Promise((resolve) => (child.once('exit', resolve), child.stdin!.end()))),
    )
    await dropDatabase?.()
    if (imageDir) rmSync(imageDir, { recursive: true, force: true })
  }
}
