import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser, type AddressObject, type Attachment, type ParsedMail } from 'mailparser'
import type { MailboxSummary } from '@marketplace/domain/contract/mailbox.ts'
import { MAILBOX_LIST_LIMIT } from '@marketplace/domain/contract/mailbox.ts'
import type { Mailbox } from './mail.ts'

export type { Mailbox } from './mail.ts'

/** The names embedded-smtp.ts gives messages; nothing else is ever read (no path from a URL). */
const MESSAGE_ID = /^\d{8}t\d{9}z-[0-9a-f]{12}$/

/** Headers a developer checks in a mailbox: unsubscribe, threading. */
const SHOWN_HEADERS = ['message-id', 'list-unsubscribe', 'list-unsubscribe-post', 'date']

/**
 * A part without a file name: an invite's text/calendar alternative (what Gmail and Outlook read as
 * the invitation; nodemailer's icalEvent also attaches the same file as invite.ics).
 */
function partName(a: Attachment, index: number): string {
  if (a.filename) return a.filename
  return a.contentType === 'text/calendar' ? 'calendar-part.ics' : `part-${index + 1}`
}

/** The part's type with its METHOD, if any ('text/calendar; method=REQUEST'). */
function contentTypeOf(a: Attachment): string {
  const header = a.headers.get('content-type') as { params?: Record<string, string> } | undefined
  const method = header?.params?.method
  return method ? `${a.contentType}; method=${method.toUpperCase()}` : a.contentType
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return ''
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ')
}

/** The receive time is in the file name (embedded-smtp.ts newMessageId). */
function receivedAt(id: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})t(\d{2})(\d{2})(\d{2})(\d{3})z/.exec(id)!
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`
}

function summary(id: string, mail: ParsedMail): MailboxSummary {
  return {
    id,
    from: addresses(mail.from),
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    receivedAt: receivedAt(id),
  }
}

/** What embedded-smtp.ts stored under `dir`, parsed with mailparser: newest first. */
export function openMailbox(dir: string): Mailbox {
  async function parse(id: string): Promise<ParsedMail | null> {
    if (!MESSAGE_ID.test(id)) return null
    try {
      return await simpleParser(await readFile(join(dir, `${id}.eml`)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
  return {
    dir,
    async list() {
      const names = await readdir(dir).catch(() => [] as string[])
      const ids = names
        .filter((n) => n.endsWith('.eml'))
        .map((n) => n.slice(0, -4))
        .filter((id) => MESSAGE_ID.test(id))
        .sort()
        .reverse()
        .slice(0, MAILBOX_LIST_LIMIT)
      const parsed = await Promise.all(ids.map(async (id) => [id, await parse(id)] as const))
      return parsed.flatMap(([id, mail]) => (mail ? [summary(id, mail)] : []))
    },
    async read(id) {
      const mail = await parse(id)
      if (!mail) return null
      return {
        ...summary(id, mail),
        html: mail.html || null,
        text: mail.text ?? null,
        headers: mail.headerLines
          .filter((h) => SHOWN_HEADERS.includes(h.key))
          .map((h) => ({
            name: h.line.slice(0, h.line.indexOf(':')),
            value: h.line.slice(h.line.indexOf(':') + 1).trim(),
          })),
        attachments: mail.attachments.map((a, index) => ({
          index,
          filename: partName(a, index),
          contentType: contentTypeOf(a),
          size: a.size,
        })),
      }
    },
    async attachment(id, index) {
      const mail = await parse(id)
      const found = mail?.attachments[index]
      if (!found) return null
      return {
        filename: partName(found, index),
        contentType: found.contentType,
        content: found.content,
      }
    },
  }
}
