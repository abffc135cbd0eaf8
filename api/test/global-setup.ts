import type { TestProject } from 'vitest/node'
import { connect } from '../src/db/client.ts'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded.ts'
import { migrate } from '../src/db/migrate.ts'
import { loadGazetteer } from '../src/db/seed/gazetteer.ts'
import { waitForReplica } from './replica.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseKind: 'pglite' | 'postgres'
    /** The same database on a streaming replica (TEST_READ_PORT, scripts/ci-replica.sh), or ''. */
    readDatabaseUrl: string
  }
}

/**
 * One database for the whole run: a fresh in-memory PGlite + PostGIS, or a fresh database created
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards). The same migrations and the
 * gazetteer are applied to either; tests create the rows they need with unique names.
 * With TEST_READ_PORT (PostgreSQL only), that port serves a streaming replica of TEST_DATABASE_URL's
 * server: the test app reads anonymously from the same database there (see app.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  const readPort = process.env.TEST_READ_PORT
  if (readPort && !serverUrl) throw new Error('TEST_READ_PORT needs TEST_DATABASE_URL (a replica of its server)')
  let embedded: EmbeddedDatabase | undefined
  let databaseUrl: string
  let dropDatabase: (() => Promise<void>) | undefined

  if (serverUrl) {
    const name = `marketplace_test_${process.pid}_${Date.now()}`
    const admin = connect(serverUrl, { max: 1 })
    await admin.unsafe(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  } else {
    embedded = await startEmbeddedDatabase(undefined)
    databaseUrl = embedded.url
  }

  const sql = connect(databaseUrl, { max: 1 })
  await migrate(sql)
  await loadGazetteer(sql)
  let readDatabaseUrl = ''
  if (readPort) {
    const url = new URL(databaseUrl)
    url.port = readPort
    readDatabaseUrl = url.toString()
    // The replica has the new database (and its migrations) only once it has replayed them.
    const replicaServer = new URL(serverUrl!)
    replicaServer.port = readPort
    const replica = connect(replicaServer.toString(), { max: 1 })
    await waitForReplica(sql, replica)
    await replica.end()
  }
  await sql.end()

  project.provide('databaseUrl', databaseUrl)
  project.provide('databaseKind', serverUrl ? 'postgres' : 'pglite')
  project.provide('readDatabaseUrl', readDatabaseUrl)

  return async () => {
    await embedded?.stop()
    await dropDatabase?.()
  }
}
