import type { Sql } from '../src/db/client.ts'

/**
 * Creates a database for one test run on a shared PostgreSQL server, without waiting for the disk
 * at each commit: a scratch database is dropped afterwards and never needs to survive a crash, and
 * on these machines a synchronous commit costs about 9 ms against 0.1 ms without (pgbench, one-row
 * inserts, 2026-11-26). Everything a test checks (constraints, locks, visibility, replication to
 * the CI replica) is the same with `synchronous_commit = off`; only durability after an OS crash
 * differs.
 * `template`: a copy of that database (one with no open connection), as the run's migrated
 * database with the gazetteer (global-setup.ts) is copied for each file that needs one of its own.
 */
export async function createScratchDatabase(admin: Sql, name: string, template?: string): Promise<void> {
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`)
  await admin.unsafe(`alter database ${name} set synchronous_commit = off`)
}
