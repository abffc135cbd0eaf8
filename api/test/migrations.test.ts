import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate, supabaseDir } from '../src/db/migrate.ts'
import { testDatabase } from './database.ts'

const sql = testDatabase()

describe('migrations', () => {
  it('were all applied and recorded where the Supabase CLI records them', async () => {
    const files = (await readdir(join(supabaseDir, 'migrations'))).filter((f) => f.endsWith('.sql'))
    const rows = await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations order by version`
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.slice(0, 14)).sort())
  })

  it('apply nothing the second time', async () => {
    const result = await migrate(sql)
    expect(result.applied).toEqual([])
    expect(result.skipped).toBeGreaterThanOrEqual(8)
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
