import { z } from 'zod'

// The embedded mailbox (issue 20): what the in-process SMTP server received, for the /dev/mailbox
// page. These routes exist only while the embedded SMTP server runs (no SMTP_URL).

/** How many of the newest messages the list shows. */
export const MAILBOX_LIST_LIMIT = 200

export const mailboxSummarySchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** When the server received it (ISO 8601). */
  receivedAt: z.string(),
})
export type MailboxSummary = z.infer<typeof mailboxSummarySchema>

export const mailboxListSchema = z.object({ messages: z.array(mailboxSummarySchema) })
export type MailboxList = z.infer<typeof mailboxListSchema>

export const mailboxAttachmentSchema = z.object({
  index: z.number(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
})
export type MailboxAttachment = z.infer<typeof mailboxAttachmentSchema>

export const mailboxMessageSchema = mailboxSummarySchema.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
  /** Headers worth seeing in a dev mailbox (List-Unsubscribe, Message-ID). */
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  attachments: z.array(mailboxAttachmentSchema),
})
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>
