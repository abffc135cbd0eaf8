import type { MailTransport } from '../../adapters/mail/mail.ts'
import type { Sql } from '../../db/client.ts'
import type { Logger } from '../../lib/logger.ts'
import { AGENDA_PASS_MS, queueDueAgendas } from './agenda.ts'
import type { MailContext } from './mail-links.ts'
import { beginSend, claimDueMail, recordFailure, recordSent, recordSkipped, type ClaimedMail } from './outbox.sql.ts'

/** How often the Node server looks for due mail. */
export const MAIL_WORKER_MS = 5_000
/**
 * A claim's lease, renewed as each send starts: longer than nodemailer's slowest send (10 s connect
 * + 30 s socket), so a live worker's send ends within it. One that does not is never sent twice
 * anyway (the message becomes `unknown`, outbox.sql.ts).
 */
export const MAIL_LEASE_MS = 120_000
/** Tries before a message is `failed` for good (a dead worker's claim counts as one). */
export const MAIL_MAX_ATTEMPTS = 6

export interface MailWorkerOptions {
  now?: () => Date
  leaseMs?: number
  batch?: number
  maxAttempts?: number
  /** The waits before each further try at recording `sent` after the relay took a message. */
  recordRetryMs?: readonly number[]
  logger?: Logger
  /** Only messages to these addresses (tests that share a database with others). */
  onlyRecipients?: readonly string[]
}

export interface MailRun {
  /** Handed to the relay (its outcome recorded, or still being recorded: see recordDelivery). */
  sent: number
  retried: number
  failed: number
  skipped: number
}

/** The wait before try n+1 after n failed tries: 1, 4, 16, 64, 256 minutes (exponential, capped at a day). */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 4 ** Math.max(attempts - 1, 0), 86_400_000)
}

/** How long to keep trying to record `sent` (the relay took the message: it must never be queued again). */
const RECORD_RETRY_MS = [250, 1_000, 4_000, 15_000]

type Options = Required<Pick<MailWorkerOptions, 'now' | 'leaseMs' | 'maxAttempts' | 'recordRetryMs'>> & {
  logger?: Logger
}

/**
 * Records a delivery, retrying while the database fails. If it never lands, the message stays
 * `sending` and becomes `unknown` after its lease: not sent again, and logged for a person.
 */
async function recordDelivery(sql: Sql, mail: ClaimedMail, providerId: string, options: Options) {
  for (let attempt = 0; ; attempt++) {
    try {
      await recordSent(sql, mail, providerId, options.now())
      return
    } catch (error) {
      const wait = options.recordRetryMs[attempt]
      if (wait === undefined) {
        options.logger?.error('Mail sent but not recorded: it will be marked unknown, never sent again', {
          outboxId: mail.id,
          providerId,
          error: String(error),
        })
        return
      }
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}

async function deliver(sql: Sql, transport: MailTransport, mail: ClaimedMail, options: Options) {
  // Reminders and the daily agenda honour the recipient's unsubscribe; booking and billing messages always go.
  if (mail.optedOut) {
    await recordSkipped(sql, mail)
    return 'skipped' as const
  }
  // The fence: another worker may have claimed this message since the batch was claimed.
  if (!(await beginSend(sql, mail, options.now(), options.leaseMs))) return null
  let providerId: string
  try {
    ;({ providerId } = await transport.send(mail))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const last = mail.attempts >= options.maxAttempts
    const retryAt = last ? null : new Date(options.now().getTime() + retryDelayMs(mail.attempts))
    await recordFailure(sql, mail, message, retryAt)
    options.logger?.warn('Mail not sent', {
      outboxId: mail.id,
      kind: mail.kind,
      attempts: mail.attempts,
      error: message,
      final: last,
    })
    return last ? ('failed' as const) : ('retried' as const)
  }
  // Outside the send's try: a database failure here must not requeue a message the relay took.
  await recordDelivery(sql, mail, providerId, options)
  return 'sent' as const
}

/**
 * One pass of the outbox worker: claims the due messages (outbox.sql.ts, `for update skip locked`
 * with a lease), and sends each through the transport if its claim still stands right before, recording the provider's id, or the error
 * and the next try (exponential backoff), or `failed` after the last try. Any number of workers
 * may run at once; none sends a message another has claimed, and none sends one twice. A worker
 * that dies after claiming leaves its messages `claimed` until the lease ends; the next pass claims
 * and sends them. One that dies mid-send leaves it `sending`, and then `unknown`: never sent again.
 */
export async function runMailWorker(
  sql: Sql,
  transport: MailTransport,
  given: MailWorkerOptions = {},
): Promise<MailRun> {
  const options = {
    now: given.now ?? (() => new Date()),
    leaseMs: given.leaseMs ?? MAIL_LEASE_MS,
    batch: given.batch ?? 20,
    maxAttempts: given.maxAttempts ?? MAIL_MAX_ATTEMPTS,
    recordRetryMs: given.recordRetryMs ?? RECORD_RETRY_MS,
    logger: given.logger,
    onlyRecipients: given.onlyRecipients,
  }
  const run: MailRun = { sent: 0, retried: 0, failed: 0, skipped: 0 }
  // Batches until nothing is due, so a backlog drains in one pass.
  for (;;) {
    const claimed = await claimDueMail(sql, options.now(), options.leaseMs, options.batch, options.onlyRecipients)
    for (const mail of claimed) {
      const outcome = await deliver(sql, transport, mail, options)
      if (outcome) run[outcome] += 1
    }
    if (claimed.length < options.batch) return run
  }
}

export interface MailLoopOptions {
  everyMs?: number
  /**
   * The scheduled mail's context (links and their signing key): with it, the loop also runs the
   * daily agenda pass (agenda.ts) once every AGENDA_PASS_MS, before that pass's sends.
   */
  schedules?: MailContext
}

/**
 * Runs the worker every `everyMs` while the server runs (never two passes at once in this process),
 * and, given `schedules`, queues the due daily agendas first, once a minute. The returned stopper
 * stops the timer and waits for a pass under way, so a shutdown does not cut a send short (and if
 * the process dies anyway, the lease brings the message back).
 */
export function startMailWorker(
  sql: Sql,
  transport: MailTransport,
  logger: Logger,
  { everyMs = MAIL_WORKER_MS, schedules }: MailLoopOptions = {},
): () => Promise<void> {
  let running: Promise<void> | null = null
  let lastAgendaPass = 0
  async function pass() {
    if (schedules && Date.now() - lastAgendaPass >= AGENDA_PASS_MS) {
      lastAgendaPass = Date.now()
      const queued = await queueDueAgendas(sql, schedules).catch((error: unknown) => {
        logger.error('Agenda pass failed', { error: String(error) })
        return 0
      })
      if (queued > 0) logger.info('Daily agendas queued', { queued })
    }
    const run = await runMailWorker(sql, transport, { logger })
    if (run.sent + run.failed + run.retried + run.skipped > 0) logger.info('Mail worker', { ...run })
  }
  const timer = setInterval(() => {
    if (running) return
    running = pass()
      .catch((error: unknown) => logger.error('Mail worker failed', { error: String(error) }))
      .finally(() => {
        running = null
      })
  }, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
