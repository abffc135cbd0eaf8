import { join } from 'node:path'
import { connect, type Sql } from './client.ts'
import { EMBEDDED_POOL_SIZE, startEmbeddedDatabase } from './embedded.ts'
import type { Env } from '../env.ts'

export interface OpenDatabase {
  sql: Sql
  embedded: boolean
  close(): Promise<void>
}

/** DATABASE_URL when set; otherwise PGlite + PostGIS persisted under DATA_DIR/pg. */
export async function openDatabase(env: Env): Promise<OpenDatabase> {
  if (env.DATABASE_URL) {
    const sql = connect(env.DATABASE_URL, { max: env.DB_POOL_SIZE })
    return { sql, embedded: false, close: () => sql.end({ timeout: 5 }) }
  }
  const db = await startEmbeddedDatabase(join(env.DATA_DIR, 'pg'))
  const sql = connect(db.url, { max: EMBEDDED_POOL_SIZE })
  return {
    sql,
    embedded: true,
    async close() {
      await sql.end({ timeout: 5 })
      await db.stop()
    },
  }
}
