// `npx tsx scripts/db-advisors.ts`: Supabase's database advisors (`supabase db advisors`, the same
// lints as the dashboard's Security and Performance Advisors) on a fresh database migrated with
// supabase/migrations, run twice: as the project is configured (supabase/config.toml: Data API
// off, no schema exposed), and as if the Data API exposed `public` (the second wall: what the
// lints say should it be turned on again). Exits 1 on a WARN or ERROR finding that
// scripts/db-advisors-allowed.json does not name for that run (docs/decisions/012 says why each
// one is kept), or on an allowance no longer reported. INFO findings are counted only: on a fresh
// database every index is "unused". The server is TEST_DATABASE_URL (default: the local
// PostgreSQL 15 + PostGIS); the database is created and dropped here.
import { execFile } from 'node:child_process'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { connect } from '../api/src/db/client.ts'
import { migrate } from '../api/src/db/migrate.ts'

interface Finding {
  name: string
  level: 'ERROR' | 'WARN' | 'INFO'
  detail: string
  metadata?: { schema?: string; name?: string }
}
interface Allowed {
  name: string
  schema: string
  object: string
  dataApiOnly?: boolean
}

const ROOT = resolve(import.meta.dirname, '..')
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const { allowed } = JSON.parse(await readFile(resolve(ROOT, 'scripts/db-advisors-allowed.json'), 'utf8')) as {
  allowed: Allowed[]
}
const keyOf = (f: Finding) => `${f.name} ${f.metadata?.schema ?? ''}.${f.metadata?.name ?? ''}`

/** The CLI reads the exposed schemas from <workdir>/supabase/config.toml. */
async function advisors(url: string, workdir: string): Promise<Finding[]> {
  // PGSSLMODE=disable: the CLI otherwise tries TLS first. --fail-on none: this script judges.
  const { stdout } = await promisify(execFile)(
    resolve(ROOT, 'node_modules/.bin/supabase'),
    [
      'db',
      'advisors',
      `--remote=${url}`,
      '--workdir',
      workdir,
      '--type',
      'all',
      '--level',
      'info',
      '--fail-on',
      'none',
      '--output-format',
      'json',
    ],
    { cwd: ROOT, env: { ...process.env, PGSSLMODE: 'disable' }, maxBuffer: 16 * 1024 * 1024 },
  )
  return (JSON.parse(stdout) as { results: Finding[] }).results
}

/** Prints one run's findings; true when each WARN/ERROR is allowed and each allowance still occurs. */
function judge(label: string, findings: Finding[], allowances: Allowed[]): boolean {
  const gated = findings.filter((f) => f.level !== 'INFO')
  const allowedKeys = new Set(allowances.map((a) => `${a.name} ${a.schema}.${a.object}`))
  const seen = new Set(gated.map(keyOf))
  const unexpected = gated.filter((f) => !allowedKeys.has(keyOf(f)))
  const stale = [...allowedKeys].filter((k) => !seen.has(k))
  console.log(`\n${label}`)
  for (const f of gated) {
    const bad = unexpected.includes(f)
    console.log(`  ${f.level.padEnd(5)} ${keyOf(f)}: ${bad ? 'NOT ALLOWED' : 'allowed (ADR 012)'}`)
    if (bad) console.log(`        ${f.detail}`)
  }
  for (const k of stale)
    console.log(`  STALE ${k}: allowed in scripts/db-advisors-allowed.json but not reported; remove it`)
  console.log(
    `  ${gated.length} WARN/ERROR (${unexpected.length} not allowed, ${stale.length} stale), ${findings.length - gated.length} INFO`,
  )
  return unexpected.length === 0 && stale.length === 0
}

const started = performance.now()
const name = `marketplace_advisors_${process.pid}_${Date.now()}`
const admin = connect(serverUrl, { max: 1 })
const exposed = await mkdtemp(join(tmpdir(), 'advisors-'))
await admin.unsafe(`create database ${name}`)
try {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  // migrate() runs supabase/bootstrap/local-supabase.sql first on a database that is not Supabase.
  const sql = connect(url.toString(), { max: 1 })
  await migrate(sql).finally(() => sql.end())
  await mkdir(join(exposed, 'supabase'))
  await writeFile(
    join(exposed, 'supabase/config.toml'),
    'project_id = "advisors"\n[api]\nenabled = true\nschemas = ["public"]\n',
  )
  const asConfigured = judge(
    'As configured (Data API off):',
    await advisors(url.toString(), ROOT),
    allowed.filter((a) => !a.dataApiOnly),
  )
  const dataApiOn = judge('As if the Data API exposed public:', await advisors(url.toString(), exposed), allowed)
  console.log(
    `\n${asConfigured && dataApiOn ? 'OK' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  if (!asConfigured || !dataApiOn) process.exitCode = 1
} finally {
  await rm(exposed, { recursive: true, force: true })
  await admin.unsafe(`drop database if exists ${name} with (force)`)
  await admin.end()
}
