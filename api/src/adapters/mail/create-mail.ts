import { join } from 'node:path'
import type { Env } from '../../env.ts'
import { startEmbeddedSmtp } from './embedded-smtp.ts'
import type { MailTransport } from './mail.ts'
import { openMailbox, type Mailbox } from './mailbox.ts'
import { EMBEDDED_FROM } from './sender.ts'
import { createSmtpTransport } from './smtp-transport.ts'

export interface Mail {
  transport: MailTransport
  /** Embedded mode: the received messages, for /api/dev/mailbox. */
  mailbox?: Mailbox
  /** Embedded mode: the SMTP server's loopback port. */
  port?: number
  close(): Promise<void>
}

/**
 * Node: SMTP through the relay at SMTP_URL, else an in-process SMTP server on a loopback port that
 * the same nodemailer transport delivers to, keeping messages under DATA_DIR/mailbox.
 */
export async function createMail(env: Env): Promise<Mail> {
  if (env.SMTP_URL) {
    const transport = createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM! })
    return { transport, close: async () => transport.close() }
  }
  const smtp = await startEmbeddedSmtp(join(env.DATA_DIR, 'mailbox'), env.MAIL_FROM ?? EMBEDDED_FROM)
  return { transport: smtp.transport, mailbox: openMailbox(smtp.dir), port: smtp.port, close: smtp.close }
}
