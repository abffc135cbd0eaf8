// The outbox worker on its own (`npx tsx api/src/node/mail-worker-main.ts`): for a deployment
// whose API is only the Edge Function, which queues mail but cannot send it (docs/deploy.md,
// "Email"). The Node server runs the same worker itself; any number of them may run at once.
import { createMail } from '../adapters/mail/create-mail.ts'
import { connect } from '../db/client.ts'
import { loadEnv } from '../env.ts'
import { startMailWorker } from '../features/mail/mail-worker.ts'
import { createLogger } from '../lib/logger.ts'

const env = loadEnv(process.env)
if (!env.DATABASE_URL || !env.SMTP_URL) throw new Error('DATABASE_URL and SMTP_URL are required (see .env.example)')
const logger = createLogger(env.LOG_LEVEL)
const sql = connect(env.DATABASE_URL, { max: 2, prepare: new URL(env.DATABASE_URL).port !== '6543' })
const mail = await createMail(env)
const stop = startMailWorker(sql, mail.transport, logger)
// The worker's timer does not hold a process open (the server's HTTP listener does); this one does.
const keepAlive = setInterval(() => {}, 60_000)
logger.info('Mail worker started', { relay: new URL(env.SMTP_URL).host })

async function shutdown() {
  clearInterval(keepAlive)
  await stop()
  await mail.close()
  await sql.end({ timeout: 5 })
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
