import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Sql } from './client.ts'

export const supabaseDir = new URL('../../../supabase/', import.meta.url).pathname

export interface MigrationResult {
  bootstrapped: boolean
  applied: string[]
  skipped: number
}

/** A database that is a Supabase project already has the roles, `auth` and its functions. */
async function isSupabase(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ supabase: boolean }[]>`
    select exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') as supabase`
  return row.supabase
}

/**
 * Applies the SQL files of supabase/migrations in name order, each in its own transaction, and
 * records them where the Supabase CLI does (supabase_migrations.schema_migrations), so running it
 * twice, or after `supabase db push`, applies nothing new. On plain PostgreSQL and PGlite it first
 * runs the bootstrap that gives the database what Supabase would have.
 */
export async function migrate(sql: Sql, dir = supabaseDir): Promise<MigrationResult> {
  let bootstrapped = false
  if (!(await isSupabase(sql))) {
    const bootstrap = await readFile(join(dir, 'bootstrap/local-supabase.sql'), 'utf8')
    await sql.begin((tx) => tx.unsafe(bootstrap))
    bootstrapped = true
  }
  await sql.begin(async (tx) => {
    await tx`create schema if not exists supabase_migrations`
    await tx`create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text)`
  })

  const files = (await readdir(join(dir, 'migrations'))).filter((f) => /^\d{14}_.+\.sql$/.test(f)).sort()
  const applied: string[] = []
  let skipped = 0
  for (const file of files) {
    const version = file.slice(0, 14)
    const name = file.slice(15, -4)
    const body = await readFile(join(dir, 'migrations', file), 'utf8')
    const done = await sql.begin(async (tx) => {
      // Serialises concurrent runners; the loser sees the row and skips.
      await tx`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`
      const [seen] = await tx`select 1 from supabase_migrations.schema_migrations where version = ${version}`
      if (seen) return false
      await tx.unsafe(`set local search_path to public, extensions`)
      await tx.unsafe(body)
      await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
               values (${version}, ${name}, ${[body]})`
      return true
    })
    if (done) applied.push(file)
    else skipped++
  }
  return { bootstrapped, applied, skipped }
}
