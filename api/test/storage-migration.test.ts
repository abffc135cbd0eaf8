import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Tx } from '../src/db/client.ts'
import { supabaseDir } from '../src/db/migrate.ts'
import { testDatabase } from './database.ts'

const sql = testDatabase()
const migration = () => readFile(join(supabaseDir, 'migrations/20261122000200_storage_buckets.sql'), 'utf8')

/** Rolls back whatever `fn` did (the Supabase-shaped schema below must not outlive the test). */
async function inRolledBackTransaction(fn: (tx: Tx) => Promise<void>) {
  const rollback = new Error('rollback')
  await sql
    .begin(async (tx) => {
      await fn(tx)
      throw rollback
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error
    })
}

describe('storage buckets migration', () => {
  it('did nothing on a database without Supabase Storage (the embedded storage is a folder)', async () => {
    const [row] = await sql`select to_regclass('storage.buckets') as buckets`
    expect(row.buckets).toBeNull()
  })

  it('on a Supabase-shaped storage schema: creates the two public buckets with their limits, and only an own-folder read policy', async () => {
    await inRolledBackTransaction(async (tx) => {
      // The part of Supabase's storage schema the migration touches (names and types are Supabase's).
      await tx.unsafe(`
        create schema storage;
        create table storage.buckets (id text primary key, name text not null, public boolean default false,
          file_size_limit bigint, allowed_mime_types text[]);
        create table storage.objects (id uuid primary key default gen_random_uuid(), bucket_id text references storage.buckets (id), name text);
        alter table storage.objects enable row level security;
        create function storage.foldername(name text) returns text[] language sql immutable
          as $$ select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $$;
        grant usage on schema storage to authenticated;
        grant select, insert, update, delete on storage.objects to authenticated;`)
      const body = await migration()
      await tx.unsafe(body)
      await tx.unsafe(body) // idempotent: supabase db push after a reset, or a re-run
      expect(
        await tx`select id, public, file_size_limit::int as limit, allowed_mime_types from storage.buckets order by id`,
      ).toEqual([
        {
          id: 'portfolio',
          public: true,
          limit: 5242880,
          allowed_mime_types: ['image/webp', 'image/jpeg', 'image/png'],
        },
        {
          id: 'profile-images',
          public: true,
          limit: 5242880,
          allowed_mime_types: ['image/webp', 'image/jpeg', 'image/png'],
        },
      ])
      const policies =
        await tx`select policyname, cmd from pg_policies where schemaname = 'storage' and tablename = 'objects'`
      expect(policies).toEqual([{ policyname: 'Users can list the images in their own folder', cmd: 'SELECT' }])

      const me = randomUUID()
      const other = randomUUID()
      await tx`insert into storage.objects (bucket_id, name) values
        ('portfolio', ${`${me}/a.webp`}), ('profile-images', ${`${me}/b.webp`}), ('portfolio', ${`${other}/c.webp`})`
      await tx.unsafe('set local role authenticated')
      await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: me, role: 'authenticated' })}, true)`
      const visible = await tx`select name from storage.objects order by name`
      expect(visible.map((r) => r.name)).toEqual([`${me}/a.webp`, `${me}/b.webp`])
      // No policy lets a browser write: only the API (service role) uploads, after checking the image.
      await expect(
        tx`insert into storage.objects (bucket_id, name) values ('portfolio', ${`${me}/evil.svg`})`,
      ).rejects.toThrow(/row-level security/)
    })
  })
})
