// The calendar sync on its own (`npx tsx api/src/node/calendar-sync-main.ts`): for a deployment
// whose API is only the Edge Function, which stores stylists' outside calendar addresses but does
// not fetch them (a fetch needs DNS answers checked and the connection pinned to the checked
// address: lib/safe-fetch.ts, Node-only). The Node server runs the same loop itself; several may
// run at once (each claims its sources).
import { connect } from '../db/client.ts'
import { loadEnv } from '../env.ts'
import { calendarFetcher } from '../features/calendar/calendar-fetcher.ts'
import { startCalendarSync } from '../features/calendar/calendar-sync.ts'
import { createLogger } from '../lib/logger.ts'

const env = loadEnv(process.env)
if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required (see .env.example)')
const logger = createLogger(env.LOG_LEVEL)
const sql = connect(env.DATABASE_URL, { max: 2, prepare: new URL(env.DATABASE_URL).port !== '6543' })
const stop = startCalendarSync(sql, calendarFetcher(env), logger)
// The sync's timer does not hold a process open; this one does.
const keepAlive = setInterval(() => {}, 60_000)
logger.info('Calendar sync started')

async function shutdown() {
  clearInterval(keepAlive)
  stop()
  await sql.end({ timeout: 5 })
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
