import type { Sql } from '../../src/db/client.ts'

/**
 * Large tables that requests only read: the gazetteer (57,000 places) and PostGIS's reference
 * systems. Counting them around every request was most of a table snapshot's cost (measured on
 * PGlite, 2026-12-01: a snapshot of every table 628 ms under load, 232 ms without places). Instead of
 * a scan, each of them gets row triggers that count its writes, in the same transaction (a write
 * rolled back is not counted), firing even with `session_replication_role = replica`, and a
 * TRUNCATE trigger; the snapshot reads the counter. Exact for what a request can do to a row.
 */
export const WATCHED_BY_TRIGGER = ['public.places', 'public.spatial_ref_sys', 'extensions.spatial_ref_sys']

const installed = new WeakMap<Sql, Promise<string[]>>()

/** Installs the write counters once per database connection; answers the tables it watches. */
export function watchWrites(sql: Sql): Promise<string[]> {
  let done = installed.get(sql)
  if (!done) {
    done = install(sql)
    installed.set(sql, done)
  }
  return done
}

async function install(sql: Sql): Promise<string[]> {
  const present = (
    await sql<{ name: string }[]>`
      select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and format('%I.%I', n.nspname, c.relname) = any(${WATCHED_BY_TRIGGER})`
  ).map((r) => r.name)
  await sql.unsafe(`
    create schema if not exists test_watch;
    create table if not exists test_watch.writes (name text primary key, n bigint not null default 0);
    create or replace function test_watch.count_write() returns trigger language plpgsql security definer
      set search_path = '' as $$
    begin
      insert into test_watch.writes (name, n) values (tg_table_schema || '.' || tg_table_name, 1)
        on conflict (name) do update set n = test_watch.writes.n + 1;
      return null;
    end $$;`)
  for (const name of present) {
    await sql.unsafe(`insert into test_watch.writes (name) values ('${name}') on conflict do nothing`)
    await sql.unsafe(`drop trigger if exists test_watch_rows on ${name}`)
    await sql.unsafe(`drop trigger if exists test_watch_truncate on ${name}`)
    await sql.unsafe(
      `create trigger test_watch_rows after insert or update or delete on ${name} for each row execute function test_watch.count_write()`,
    )
    await sql.unsafe(
      `create trigger test_watch_truncate after truncate on ${name} for each statement execute function test_watch.count_write()`,
    )
    await sql.unsafe(`alter table ${name} enable always trigger test_watch_rows`)
    await sql.unsafe(`alter table ${name} enable always trigger test_watch_truncate`)
  }
  return present
}

/**
 * The fingerprint query of `tables` (a row count and the newest row version each, in one statement),
 * where a watched table is read from its write counter instead of scanned.
 */
export function fingerprintQuery(tables: string[], watched: string[]): string {
  return tables
    .map((name) => {
      const label = name.replaceAll("'", "''")
      return watched.includes(name)
        ? `select '${label}' as name, 'writes:' || n::text as state from test_watch.writes where name = '${label}'`
        : `select '${label}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as state from ${name}`
    })
    .join(' union all ')
}
