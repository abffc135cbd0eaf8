import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Sql } from './client.ts'

export const supabaseDir = new URL('../../../supabase/', import.meta.url).pathname

export interface MigrationResult {
  bootstrapped: boolean
  applied: string[]
  skipped: number
  /**
   * Applied migrations whose file no longer reads as it did when this runner applied it: an edit
   * that will never run here. Migrations are forward-only; a change is a new file.
   */
  edited: string[]
}

/** Thrown before anything is applied when a pending migration is older than one already applied. */
export class OutOfOrderMigrationError extends Error {}

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
  const recorded = new Map(
    (
      await sql<{ version: string; statements: string[] | null }[]>`
    select version, statements from supabase_migrations.schema_migrations`
    ).map((r) => [r.version, r.statements]),
  )
  // Forward-only: a new migration older than the newest applied one would run after it here but
  // before it on a fresh database (the Supabase CLI refuses the same without --include-all).
  const newest = [...recorded.keys()].sort().at(-1) ?? ''
  const late = files.filter((f) => !recorded.has(f.slice(0, 14)) && f.slice(0, 14) < newest)
  if (late.length > 0)
    throw new OutOfOrderMigrationError(
      `Migrations older than the newest applied one (${newest}): ${late.join(', ')}. Give them a new timestamp.`,
    )
  const edited: string[] = []
  const applied: string[] = []
  let skipped = 0
  for (const file of files) {
    const version = file.slice(0, 14)
    const name = file.slice(15, -4)
    const body = await readFile(join(dir, 'migrations', file), 'utf8')
    // This runner records a file as one statement; the Supabase CLI splits it (not compared).
    const statements = recorded.get(version)
    if (statements?.length === 1 && statements[0] !== body) edited.push(file)
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
  return { bootstrapped, applied, skipped, edited }
}
