import type { Sql } from '../client.ts'
import { ensureDemoAccounts } from './accounts.ts'
import { insertDemoEvents } from './analytics.ts'
import { cityPicker, pickDemoCities } from './cities.ts'
import { clientEmail, generateClients } from './clients.ts'
import { countCouponUses, insertDemoCoupons } from './coupons.ts'
import { ensureDemoImages, writeStylistAvatars } from './images.ts'
import { insertBilling, refreshProfiles } from './insert-billing.ts'
import { insertAccounts, insertProfileChildren, insertProfiles } from './insert.ts'
import { demoState, discardPartialDemo } from './partial.ts'
import { insertStylistBookings } from './stylist-bookings.ts'
import { analyze, canSkipTriggers, clusterSearchRows, summarise } from './upkeep.ts'
import { generateStylist, stylistEmail, type StylistContext } from './stylists.ts'

// The seed module's entry (the server's start-up and `npm run db:seed` import from here).
export { demoAccounts, ensureDemoAccounts } from './accounts.ts'

// Deterministic demo data: the same seed and `now` give the same rows, whatever the batch size.
// Everything except the stylist count is decided by the seed; every date is an offset from `now`,
// which defaults to the real current time so that subscriptions are active today.

export interface SeedOptions {
  stylists?: number
  seed?: number
  /** Where the shared demo images are written (DATA_DIR/storage). */
  storageDir: string
  now?: Date
  log?: (line: string) => void
  /** Stylists per transaction. */
  batchSize?: number
}

export interface SeedSummary {
  skipped: boolean
  stylists: number
  cities: number
  states: number
  services: number
  reviews: number
  portfolioItems: number
  activeSubscriptions: number
  durationMs: number
}

/**
 * Seeds once per database. On PostgreSQL a session advisory lock on a reserved connection makes a
 * second seeder (a server starting while `npm run db:seed` runs) wait, then find the data and skip.
 * The embedded database has a pool of one connection (db/embedded.ts) and one process: reserving
 * it would deadlock the seed's own statements, and there is no second seeder to wait for.
 */
export async function seedDemo(sql: Sql, options: SeedOptions): Promise<SeedSummary> {
  if (sql.options.max <= 1) return seedUnlocked(sql, options)
  const lock = await sql.reserve()
  try {
    await lock`select pg_advisory_lock(hashtext('chairside.seed-demo'))`
    return await seedUnlocked(sql, options)
  } finally {
    await lock`select pg_advisory_unlock(hashtext('chairside.seed-demo'))`.catch(() => {})
    lock.release()
  }
}

async function seedUnlocked(sql: Sql, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now()
  const { stylists = 2000, seed = 42, now = new Date(), batchSize = 1000 } = options
  const log = options.log ?? (() => {})
  const state = await demoState(sql, stylistEmail(1))
  if (state === 'complete') {
    log('Demo data already present: only the demo accounts are checked')
    await ensureDemoAccounts(sql, { now, seed, storageDir: options.storageDir })
    return summarise(sql, true, started)
  }
  const skipTriggers = await canSkipTriggers(sql)
  if (!skipTriggers) log('Cannot switch triggers off (not a superuser): writing with triggers, slower')
  if (state === 'partial') {
    log('Demo data from an interrupted run: removing it and starting again')
    await discardPartialDemo(sql, skipTriggers)
  }

  // Images render on libvips threads while the database work runs; awaited before returning.
  const images = ensureDemoImages(options.storageDir).then(
    (rendered) => ({ rendered, ms: Math.round(performance.now() - started) }),
    (error: unknown) => ({ error }),
  )
  const cities = await pickDemoCities(sql)
  log(`Cities: ${cities.length} in ${new Set(cities.map((c) => c.state)).size} states`)
  const coupons = await insertDemoCoupons(sql, now)
  const clients = generateClients(seed, now)
  await sql.begin((tx) => insertAccounts(tx, clients))
  log(`Clients: ${clients.length} (${clientEmail(1)} ...)`)

  const ctx: StylistContext = { seed, now, cities: cityPicker(cities, seed), clients, coupons }
  let nextAnalyze = 10_000
  let avatarsWritten = 0
  const bookings = { appointments: 0, ms: 0 }
  for (let first = 1; first <= stylists; first += batchSize) {
    const drafts = Array.from({ length: Math.min(batchSize, stylists - first + 1) }, (_, i) =>
      generateStylist(ctx, first + i),
    )
    avatarsWritten += await writeStylistAvatars(
      options.storageDir,
      drafts.flatMap((d, i) => (d.profile.profileImageUrl ? [first + i] : [])),
    )
    await sql.begin(async (tx) => {
      // Transaction-local: the rows are written in dependency order, and refreshProfiles plus the
      // explicit public.users insert do what the triggers would have.
      if (skipTriggers) await tx.unsafe('set local session_replication_role = replica')
      await insertAccounts(
        tx,
        drafts.map((d) => ({
          id: d.userId,
          email: d.email,
          first: d.first,
          last: d.last,
          createdAt: d.billing.joined,
        })),
      )
      const ids = await insertProfiles(tx, drafts)
      await insertProfileChildren(tx, drafts, ids)
      const bookingsStart = performance.now()
      bookings.appointments += (await insertStylistBookings(tx, ctx, drafts, ids)).appointments
      bookings.ms += performance.now() - bookingsStart
      await insertBilling(tx, drafts)
      await refreshProfiles(tx, [...ids.values()])
    })
    const done = first + drafts.length - 1
    // Statistics as the tables grow tenfold: autovacuum may be off or behind, and plans made for
    // empty tables (sequential scans) get slower with every batch.
    if (done >= nextAnalyze && done < stylists) {
      await analyze(sql)
      nextAnalyze *= 10
    }
    if (done % 10_000 < batchSize || done === stylists)
      log(`Stylists: ${done}/${stylists} (${Math.round((performance.now() - started) / 1000)} s)`)
  }

  log(`Booking settings and ${bookings.appointments} appointments in ${Math.round(bookings.ms)} ms`)
  await countCouponUses(sql)
  const events = await insertDemoEvents(sql, { seed, now, stylists, cities, clientIds: clients.map((c) => c.id) })
  log(`Analytics events: ${events}`)
  // Last: the demo stylist's profile marks the seed as complete (see partial.ts).
  const demo = await ensureDemoAccounts(sql, { now, seed })
  const done = await images
  if ('error' in done) throw done.error
  log(
    `Images: ${done.rendered} rendered and ${avatarsWritten} stylist avatars written into ${options.storageDir} in ${done.ms} ms`,
  )
  if (demo.created.length > 0) log(`Demo accounts created: ${demo.created.join(', ')}`)
  await clusterSearchRows(sql)
  // Fresh statistics, so the first searches get good plans.
  await analyze(sql)
  return summarise(sql, false, started)
}
