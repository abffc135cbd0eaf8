import { appendFile, cp, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate, OutOfOrderMigrationError, supabaseDir } from '../src/db/migrate.ts'
import { testStorageDir } from './app.ts'
import { testDatabase } from './database.ts'

const sql = testDatabase()

describe('migrations', () => {
  it('were all applied and recorded where the Supabase CLI records them', async () => {
    const files = (await readdir(join(supabaseDir, 'migrations'))).filter((f) => f.endsWith('.sql'))
    const rows = await sql<
      { version: string }[]
    >`select version from supabase_migrations.schema_migrations order by version`
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.slice(0, 14)).sort())
  })

  it('apply nothing the second time', async () => {
    const result = await migrate(sql)
    expect(result.applied).toEqual([])
    expect(result.skipped).toBeGreaterThanOrEqual(8)
    expect(result.edited).toEqual([])
  })

  it('are named by a timestamp, each later than the one before', async () => {
    const files = (await readdir(join(supabaseDir, 'migrations'))).sort()
    expect(files.filter((f) => !/^\d{14}_[a-z0-9_]+\.sql$/.test(f))).toEqual([])
    const versions = files.map((f) => f.slice(0, 14))
    expect(new Set(versions).size).toBe(versions.length)
    for (const v of versions)
      expect(
        Number.isNaN(
          Date.parse(
            `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(8, 10)}:${v.slice(10, 12)}:${v.slice(12)}Z`,
          ),
        ),
        v,
      ).toBe(false)
  })

  /** A copy of supabase/ (bootstrap and migrations) to change, run against the test database. */
  async function copyOfSupabaseDir() {
    const dir = testStorageDir()
    await cp(join(supabaseDir, 'bootstrap'), join(dir, 'bootstrap'), { recursive: true })
    await cp(join(supabaseDir, 'migrations'), join(dir, 'migrations'), { recursive: true })
    return { dir, files: (await readdir(join(dir, 'migrations'))).sort() }
  }

  it('are forward-only: a new migration older than an applied one is refused, nothing applied', async () => {
    const { dir, files } = await copyOfSupabaseDir()
    const late = `${files[1].slice(0, 13)}9_late.sql`
    await writeFile(join(dir, 'migrations', late), 'create table public.should_not_exist (id int);')
    await expect(migrate(sql, dir)).rejects.toThrow(OutOfOrderMigrationError)
    await expect(migrate(sql, dir)).rejects.toThrow(late)
    expect(await sql`select to_regclass('public.should_not_exist') as t`).toEqual([{ t: null }])
  })

  it('report an applied migration whose file was edited afterwards (the edit never runs)', async () => {
    const { dir, files } = await copyOfSupabaseDir()
    await appendFile(join(dir, 'migrations', files[2]), '\ncreate table public.edited_later (id int);\n')
    const result = await migrate(sql, dir)
    expect(result).toMatchObject({ applied: [], edited: [files[2]] })
    expect(await sql`select to_regclass('public.edited_later') as t`).toEqual([{ t: null }])
  })

  it('give plain PostgreSQL and PGlite the Supabase roles and auth functions', async () => {
    const roles = await sql<{ rolname: string; rolbypassrls: boolean }[]>`
      select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1`
    expect(roles).toEqual([
      { rolname: 'anon', rolbypassrls: false },
      { rolname: 'authenticated', rolbypassrls: false },
      { rolname: 'service_role', rolbypassrls: true },
    ])
    const [claims] = await sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', '{"sub":"8d0f7c1e-3b1a-4a53-9c55-2f2b7f0b9a11","role":"authenticated"}', true)`
      return tx`select auth.uid()::text as uid, auth.jwt() ->> 'role' as role`
    })
    expect(claims).toEqual({ uid: '8d0f7c1e-3b1a-4a53-9c55-2f2b7f0b9a11', role: 'authenticated' })
  })
})
