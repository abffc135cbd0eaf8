// The outbox worker on its own (`npx tsx api/src/node/mail-worker-main.ts`): for a deployment
// whose API is only the Edge Function, which queues mail but cannot send it (docs/deploy.md,
// "Email"). The Node server runs the same worker itself; any number of them may run at once.
// It also runs the sweep of lapsed booking holds (issue 37) and the daily agenda pass, whose unsubscribe links it signs: it needs the function's
// MAIL_LINK_SECRET and PUBLIC_URL.
import { createIdentity } from '../adapters/identity/identity.ts'
import { createSmtpTransport } from '../adapters/mail/smtp-transport.ts'
import { connect } from '../db/client.ts'
import { loadEnv } from '../env.ts'
import { createBilling } from '../adapters/billing/create-billing.ts'
import { createPayouts } from '../adapters/payouts/create-payouts.ts'
import { startMailWorker } from '../features/mail/mail-worker.ts'
import { startHoldSweep } from '../features/payments/hold-sweep.ts'
import { createLogger } from '../lib/logger.ts'

const env = loadEnv(process.env)
if (!env.DATABASE_URL || !env.SMTP_URL) throw new Error('DATABASE_URL and SMTP_URL are required (see .env.example)')
// Links are checked where /api/mail/unsubscribe is served (the function): the same secret, said outright.
if (!env.MAIL_LINK_SECRET)
  throw new Error("MAIL_LINK_SECRET (the Edge Function's value) is required (see docs/deploy.md)")
const logger = createLogger(env.LOG_LEVEL)
const sql = connect(env.DATABASE_URL, { max: 2, prepare: new URL(env.DATABASE_URL).port !== '6543' })
const transport = createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM! })
const identity = createIdentity(env)
const stop = startMailWorker(sql, transport, logger, { schedules: { env, identity } })
// Booking payments (issue 37): lapsed holds released, their intents cancelled or refunded.
const payouts = createPayouts(createBilling(env).stripe?.client)
const stopHoldSweep = startHoldSweep(sql, { payouts, mail: { env, identity }, logger }, logger)
// The worker's timer does not hold a process open (the server's HTTP listener does); this one does.
const keepAlive = setInterval(() => {}, 60_000)
logger.info('Mail worker started', { relay: new URL(env.SMTP_URL).host })

async function shutdown() {
  clearInterval(keepAlive)
  stopHoldSweep()
  await stop()
  transport.close()
  await sql.end({ timeout: 5 })
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
