import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, inject } from 'vitest'
import { connect, type Sql } from '../../src/db/client.ts'
import { testDatabase, testDatabaseUrl } from '../database.ts'
import { createScratchDatabase } from '../scratch-database.ts'

/**
 * A database no other test file writes to while this file runs, for tests that compare whole
 * tables before and after a request. PGlite runs one file at a time, so its test database is
 * already that; on PostgreSQL (two files at a time) this is a fresh database on the same server,
 * a copy of the run's migrated template with the gazetteer (global-setup.ts), dropped afterwards.
 */
export function ownDatabase(): { sql: () => Sql; url: () => string } {
  if (inject('databaseKind') === 'pglite') {
    const sql = testDatabase()
    return { sql: () => sql, url: () => testDatabaseUrl() }
  }
  const server = new URL(testDatabaseUrl())
  const name = `marketplace_own_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const admin = connect(server.toString(), { max: 1 })
  let sql: Sql | undefined
  const url = new URL(server)
  url.pathname = `/${name}`
  beforeAll(async () => {
    await createScratchDatabase(admin, name, inject('databaseTemplate'))
    sql = connect(url.toString(), { max: 1 })
  })
  afterAll(async () => {
    await sql?.end({ timeout: 5 })
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  })
  return {
    url: () => url.toString(),
    sql: () => {
      if (!sql) throw new Error('ownDatabase: used before beforeAll ran')
      return sql
    },
  }
}
