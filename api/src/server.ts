// Node entry: `npm start`. Opens the database (embedded PGlite unless DATABASE_URL is set), applies
// migrations, loads the gazetteer and (embedded, first start) the demo data, then serves the API,
// stored files and the built SPA on one port.
import { resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { loadOrCreateEmbeddedSecret } from './adapters/identity/embedded-secret.ts'
import { createBilling } from './adapters/billing/create-billing.ts'
import { createIdentity } from './adapters/identity/identity.ts'
import { createMail } from './adapters/mail/create-mail.ts'
import { wasmImages } from './adapters/images/wasm-images.ts'
import { createPrivateStorage } from './adapters/storage/create-private-storage.ts'
import { createStorage } from './adapters/storage/create-storage.ts'
import { createApp } from './app.ts'
import { startBillingSweep } from './features/billing/billing-sweep.ts'
import { startNextAvailableSweep } from './features/booking/next-available.ts'
import { calendarFetcher } from './features/calendar/calendar-fetcher.ts'
import { startCalendarSync } from './features/calendar/calendar-sync.ts'
import { refreshDirectoryCounts, startDirectoryRefresh } from './features/directory/directory-refresh.ts'
import { photoLinkKey } from './features/mail/mail-links.ts'
import { startMailWorker } from './features/mail/mail-worker.ts'
import { startHoldSweep } from './features/payments/hold-sweep.ts'
import { createPayouts } from './adapters/payouts/create-payouts.ts'
import { migrate } from './db/migrate.ts'
import { openDatabase } from './db/open.ts'
import { prepareData } from './db/prepare-data.ts'
import { checkEmbeddedParts, loadEnv } from './env.ts'
import { createLogger } from './lib/logger.ts'
import { drainBackground } from './lib/background.ts'
import { openReadPool } from './lib/read-pool.ts'
import { withCompression } from './node/compression.ts'
import { imageRenders } from './node/image-renders.ts'
import { loadPageRenderer, storageFiles, webAppFiles } from './node/static-assets.ts'

const started = performance.now()
const env = loadEnv(process.env)
const logger = createLogger(env.LOG_LEVEL)
const say = (line: string) => env.LOG_LEVEL !== 'silent' && console.log(line)
// Production settings never serve the local issuer nor the test cards (docs/security.md, "What
// embedded mode exposes"): without their settings the server stops here, before touching the
// database, unless a benchmark or test opted in by name.
try {
  const warning = checkEmbeddedParts(env, { allowOptIn: true })
  if (warning && env.LOG_LEVEL !== 'silent') console.warn(warning)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const db = await openDatabase(env)
say(`Database: ${db.embedded ? `embedded PGlite + PostGIS in ${resolve(env.DATA_DIR, 'pg')}` : 'DATABASE_URL'}`)
// Anonymous reads on a replica when DATABASE_READ_URL names one (never in embedded mode).
const readSql = db.embedded ? undefined : openReadPool(env, { max: env.DB_POOL_SIZE })
if (readSql) say('Anonymous reads: DATABASE_READ_URL')
const migrations = await migrate(db.sql)
say(`Migrations: ${migrations.applied.length} applied, ${migrations.skipped} already applied`)
const storageDir = resolve(env.DATA_DIR, 'storage')
await prepareData(db.sql, { env, embedded: db.embedded, storageDir, say })
// The directory's counts: recounted now (the data may have just been loaded), then every 5 minutes.
await refreshDirectoryCounts(db.sql)
const stopDirectoryRefresh = startDirectoryRefresh(db.sql, logger)
// Search's precomputed next open slots (ADR 015): now, then every 15 minutes.
const stopNextAvailableSweep = startNextAvailableSweep(db.sql, logger)
// Stylists' outside calendars (issue 39): each fetched every 15 minutes, checked once a minute.
const stopCalendarSync = startCalendarSync(db.sql, calendarFetcher(env), logger)

const identity = createIdentity(
  env,
  env.SUPABASE_URL || env.AUTH_JWT_SECRET ? undefined : await loadOrCreateEmbeddedSecret(env.DATA_DIR),
)
say(`Identity: ${identity.mode === 'embedded' ? `embedded issuer at /auth/v1` : `Supabase Auth at ${identity.url}`}`)
const { billing, stripe } = createBilling(env)
say(`Billing: ${billing.mode === 'embedded' ? 'embedded (test cards, no charges)' : 'Stripe'}`)
// Renewals (receipts) and trial-ending notices of the embedded provider, queued with their change.
const stopBillingSweep = startBillingSweep(db.sql, billing, logger, { mail: { env, identity } })
// Booking payments (issue 37): Stripe Connect with Stripe's keys, else the embedded twin; lapsed
// holds are released and their intents cancelled (or refunded) every 30 seconds.
const payouts = createPayouts(stripe?.client)
const stopHoldSweep = startHoldSweep(db.sql, { payouts, mail: { env, identity }, logger }, logger)
const storage = createStorage(env, storageDir)
say(`Images: ${storage.mode === 'embedded' ? `files in ${storageDir}` : 'Supabase Storage'}`)
// Message photos: private (a sibling of the served folder, never under it), read through signed links.
const messagePhotos = createPrivateStorage(
  env,
  resolve(env.DATA_DIR, 'storage-private'),
  photoLinkKey({ env, identity }),
)
// Email: the outbox worker sends through the relay at SMTP_URL, or (embedded mode only) to the
// embedded SMTP server, whose messages the mailbox page shows (docs/decisions/014-email-outbox.md).
// With production settings and no relay nothing sends: the outbox keeps the messages.
const mail = await createMail(env)
say(
  mail.mode === 'embedded'
    ? `Email: embedded SMTP on 127.0.0.1:${mail.port}, messages at /dev/mailbox`
    : mail.mode === 'relay'
      ? 'Email: SMTP_URL'
      : 'Email: NOT SENT. Production settings without SMTP_URL: messages stay queued in the outbox until a worker with SMTP_URL sends them (docs/deploy.md, "Email")',
)
// The same loop queues each stylist's daily agenda at 07:00 in their zone (agenda.ts).
const stopMailWorker =
  mail.mode === 'queued'
    ? async () => {}
    : startMailWorker(db.sql, mail.transport, logger, { schedules: { env, identity } })
const webDist = env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined
const pageRenderer = await loadPageRenderer(webDist)
const app = createApp(
  {
    sql: db.sql,
    readSql,
    env,
    logger,
    identity,
    billing,
    stripe,
    payouts,
    storage,
    messagePhotos,
    images: wasmImages(),
    mailbox: mail.mode === 'embedded' ? mail.mailbox : undefined,
  },
  {
    assets: [
      storageFiles(storageDir),
      imageRenders(storageDir, resolve(env.DATA_DIR, 'image-renders')),
      webAppFiles(webDist),
    ],
    pages: pageRenderer ?? undefined,
  },
)
const server = serve({ fetch: withCompression(app).fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  say(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s: http://localhost:${info.port}`)
})
// Node closes an idle kept-alive connection after 5 s; a client that sends its next request on it at
// that moment gets ECONNRESET (Node's own http.Agent, Playwright's request context and many proxies
// do not read the `Keep-Alive: timeout` header). Idle connections are kept longer than a proxy's
// usual 60 s, and the header timeout stays above the keep-alive one, as Node requires.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  say(`${signal}: shutting down`)
  stopDirectoryRefresh()
  // Ends a pass under way after its current batch; awaited before the database closes.
  const sweepStopped = stopNextAvailableSweep()
  stopCalendarSync()
  stopBillingSweep()
  stopHoldSweep()
  // No new connections; the requests under way finish (at most 10 s), then the analytics inserts
  // they started, and only then does the database close.
  await new Promise<void>((resolve) => {
    const deadline = setTimeout(resolve, 10_000)
    server.close(() => {
      clearTimeout(deadline)
      resolve()
    })
  })
  // A send under way finishes before the database closes (a cut one is retried after its lease).
  await stopMailWorker()
  await mail.close()
  await sweepStopped
  const left = await drainBackground(5_000)
  if (left > 0) say(`${left} background write(s) still running at shutdown`)
  await Promise.all([db.close(), readSql?.end({ timeout: 5 })])
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
