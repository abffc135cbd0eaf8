import { join } from 'node:path'
import { mailMode, type Env } from '../../env.ts'
import { startEmbeddedSmtp } from './embedded-smtp.ts'
import type { MailTransport } from './mail.ts'
import { openMailbox, type Mailbox } from './mailbox.ts'
import { EMBEDDED_FROM } from './sender.ts'
import { createSmtpTransport } from './smtp-transport.ts'

/** What createMail made, by the settings' mail mode (env.ts, `mailMode`). */
export type Mail =
  | { mode: 'relay'; transport: MailTransport; close(): Promise<void> }
  | {
      mode: 'embedded'
      transport: MailTransport
      /** The received messages, for /api/dev/mailbox. */
      mailbox: Mailbox
      /** The SMTP server's loopback port. */
      port: number
      close(): Promise<void>
    }
  /** Production settings without a relay: nothing sends, the outbox keeps every message. */
  | { mode: 'queued'; close(): Promise<void> }

/**
 * Node: SMTP through the relay at SMTP_URL; else, in embedded mode only, an in-process SMTP server
 * on a loopback port that the same nodemailer transport delivers to, keeping messages under
 * DATA_DIR/mailbox. With production settings and no relay there is no transport at all: a mailbox
 * there would hand anyone the password-reset links of any account.
 */
export async function createMail(env: Env): Promise<Mail> {
  const mode = mailMode(env)
  if (mode === 'relay') {
    const transport = createSmtpTransport({ url: env.SMTP_URL!, from: env.MAIL_FROM! })
    return { mode, transport, close: async () => transport.close() }
  }
  if (mode === 'queued') return { mode, close: async () => {} }
  const smtp = await startEmbeddedSmtp(join(env.DATA_DIR, 'mailbox'), env.MAIL_FROM ?? EMBEDDED_FROM)
  return { mode, transport: smtp.transport, mailbox: openMailbox(smtp.dir), port: smtp.port, close: smtp.close }
}
