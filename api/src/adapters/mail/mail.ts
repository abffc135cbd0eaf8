import type { MailboxMessage, MailboxSummary } from '@marketplace/domain/contract/mailbox.ts'

/**
 * The mail port: one message out, one provider id back. Production sends through an SMTP relay
 * (smtp-transport.ts with SMTP_URL); embedded mode sends through the same nodemailer transport to
 * an in-process SMTP server that keeps each message under DATA_DIR (embedded-smtp.ts), which the
 * mailbox page shows. The outbox worker (features/mail/mail-worker.ts) is the only caller.
 */
export interface MailAttachment {
  filename: string
  /** e.g. 'text/calendar; method=REQUEST' for an invite. */
  contentType: string
  /** The bytes, base64 (as the outbox keeps them in jsonb). */
  content: string
}

export interface OutgoingMail {
  /** The outbox row's id: the Message-ID is made from it, so a resend after a crash carries the same one. */
  id: number
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  attachments: MailAttachment[]
}

export interface MailTransport {
  readonly mode: 'embedded' | 'smtp'
  /** Delivers the message to the relay; resolves with the relay's id for it, rejects when refused. */
  send(message: OutgoingMail): Promise<{ providerId: string }>
  close(): void
}

/**
 * The embedded SMTP server's stored messages, for the mailbox page (embedded mode only). The port
 * lives here, apart from its mailparser-based implementation (mailbox.ts), so that the edge entry,
 * which never has a mailbox, does not load a Node-only parser to type-check.
 */
export interface Mailbox {
  dir: string
  list(): Promise<MailboxSummary[]>
  read(id: string): Promise<MailboxMessage | null>
  attachment(id: string, index: number): Promise<{ filename: string; contentType: string; content: Uint8Array } | null>
}
