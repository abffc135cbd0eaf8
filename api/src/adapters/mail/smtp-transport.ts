import { createTransport } from 'nodemailer'
import type { MailTransport, OutgoingMail } from './mail.ts'

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://...:465 (nodemailer's connection URL). */
  url: string
  /** The From header, e.g. 'Chairside <bookings@example.com>'. */
  from: string
  /** The embedded server on loopback offers no TLS; a real relay must. */
  ignoreTls?: boolean
  mode?: MailTransport['mode']
}

/** The domain of the From address, for Message-IDs. */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost'
}

/**
 * A calendar attachment goes as nodemailer's icalEvent: a text/calendar alternative part with its
 * METHOD (what Gmail and Outlook read as an invite) and the same file as the invite.ics attachment.
 */
function calendarOf(message: OutgoingMail) {
  const invite = message.attachments.find((a) => a.contentType.toLowerCase().startsWith('text/calendar'))
  if (!invite) return { icalEvent: undefined, rest: message.attachments }
  const method = /method=([a-z]+)/i.exec(invite.contentType)?.[1]?.toUpperCase() ?? 'REQUEST'
  return {
    icalEvent: { filename: invite.filename, method, content: Buffer.from(invite.content, 'base64').toString('utf8') },
    rest: message.attachments.filter((a) => a !== invite),
  }
}

/** The relay's queue id from its final reply ("250 2.0.0 Ok: queued as 4bQ7"), else the Message-ID. */
function providerIdOf(info: { response?: string; messageId?: string }): string {
  const queued = /queued as ([^\s]+)/i.exec(info.response ?? '')?.[1]
  return queued ?? info.messageId ?? info.response ?? 'unknown'
}

/** SMTP through nodemailer: production's relay, or the embedded server on loopback. */
export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const transport = createTransport({
    url: options.url,
    ignoreTLS: options.ignoreTls ?? false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof createTransport>[0])
  const domain = senderDomain(options.from)
  return {
    mode: options.mode ?? 'smtp',
    async send(message) {
      const { icalEvent, rest } = calendarOf(message)
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        messageId: `<outbox-${message.id}@${domain}>`,
        icalEvent,
        attachments: rest.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      })
      return { providerId: providerIdOf(info) }
    },
    close: () => transport.close(),
  }
}
