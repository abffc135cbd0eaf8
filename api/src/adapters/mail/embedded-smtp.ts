import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import type { MailTransport } from './mail.ts'
import { createSmtpTransport } from './smtp-transport.ts'

/** The largest message the embedded server takes (an invite and a few KB of HTML need far less). */
const MAX_BYTES = 5 * 1024 * 1024

export interface EmbeddedSmtp {
  /** The loopback port it listens on. */
  port: number
  /** Where each received message is kept as `<id>.eml`. */
  dir: string
  /** nodemailer's SMTP transport, pointed at this server: the production path, minus the relay. */
  transport: MailTransport
  close(): Promise<void>
}

/** A sortable, unguessable file name: the receive time, then random hex. */
export function newMessageId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', 't').replace('Z', 'z')
  return `${stamp}-${randomBytes(6).toString('hex')}`
}

/**
 * Embedded mode's mail relay: an SMTP server on 127.0.0.1 (no TLS, no auth: nothing off this
 * machine reaches it) that stores every message it accepts, raw, under `dir`. The mailbox page
 * reads them back (mailbox.ts), so `npm start` shows exactly what a client would receive.
 */
export async function startEmbeddedSmtp(dir: string, from: string, port = 0): Promise<EmbeddedSmtp> {
  await mkdir(dir, { recursive: true })
  const server = new SMTPServer({
    name: 'chairside-embedded',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    banner: 'Chairside embedded mail (messages are kept for the mailbox page, never delivered)',
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }))
        const id = newMessageId()
        const file = join(dir, `${id}.eml`)
        // Written under a temporary name first: the mailbox never lists half a message.
        writeFile(`${file}.part`, Buffer.concat(chunks))
          .then(() => rename(`${file}.part`, file))
          .then(() => callback(null, `OK: queued as ${id}`))
          .catch((error: Error) => callback(error))
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const listening = (server.server.address() as AddressInfo).port
  const transport = createSmtpTransport({
    url: `smtp://127.0.0.1:${listening}`,
    from,
    ignoreTls: true,
    mode: 'embedded',
  })
  return {
    port: listening,
    dir,
    transport,
    close: () =>
      new Promise<void>((resolve) => {
        transport.close()
        server.close(() => resolve())
      }),
  }
}
