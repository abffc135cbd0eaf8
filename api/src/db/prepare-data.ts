import type { Env } from '../env.ts'
import type { Sql } from './client.ts'
import { loadGazetteer } from './seed/gazetteer.ts'
import { demoAccounts, seedDemo } from './seed/index.ts'

/**
 * Reference data every deployment needs (the US gazetteer) and, in embedded mode only (unless
 * SEED_DEMO=false), the demo marketplace with its three demo accounts: a real database never gets
 * accounts with a published password by itself (`npm run db:seed` does it on request). Both steps
 * skip work already done, so a restart costs a couple of queries.
 */
export async function prepareData(
  sql: Sql,
  options: { env: Env; embedded: boolean; storageDir: string; say: (line: string) => void },
): Promise<void> {
  const { env, embedded, storageDir, say } = options
  const places = await loadGazetteer(sql)
  if (!places.skipped) say(`Gazetteer: ${places.cities} cities and ${places.zips} ZIP codes loaded`)

  if (!embedded || !env.SEED_DEMO) return
  const summary = await seedDemo(sql, { storageDir, log: say })
  if (!summary.skipped) {
    say(
      `Demo data: ${summary.stylists} stylists in ${summary.cities} cities of ${summary.states} states (${(summary.durationMs / 1000).toFixed(1)} s)`,
    )
  }
  say('Demo accounts (embedded mode only):')
  for (const account of demoAccounts) say(`  ${account.role.padEnd(8)} ${account.email} / ${account.password}`)
}
