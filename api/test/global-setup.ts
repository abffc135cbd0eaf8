import type { TestProject } from 'vitest/node'
import { connect } from '../src/db/client.ts'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded.ts'
import { migrate } from '../src/db/migrate.ts'
import { loadGazetteer } from '../src/db/seed/gazetteer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseKind: 'pglite' | 'postgres'
  }
}

/**
 * One database for the whole run: a fresh in-memory PGlite + PostGIS, or a fresh database created
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards). The same migrations and the
 * gazetteer are applied to either; tests create the rows they need with unique names.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
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
  await sql.end()

  project.provide('databaseUrl', databaseUrl)
  project.provide('databaseKind', serverUrl ? 'postgres' : 'pglite')

  return async () => {
    await embedded?.stop()
    await dropDatabase?.()
  }
}
