import { senderAddress } from '../../adapters/mail/sender.ts'
import type { Tx } from '../../db/client.ts'
import { calendarInvite } from './invite.ts'
import { siteUrl, unsubscribeUrl, type MailContext } from './mail-links.ts'
import { loadMailAppointment } from './booking-mail.sql.ts'
import { asServiceWithin, cancelMail, enqueueMail } from './outbox.sql.ts'
import {
  bookingMessage,
  type BookingMailKind,
  type MailAppointment,
  type MailLinks,
  type RenderedMail,
} from './templates/booking-templates.ts'

/** Reminders before the start, in elapsed time (24 h before is 24 real hours, across a DST change too). */
export const reminderLeads = [
  { kind: 'reminder-24h', ms: 24 * 3_600_000 },
  { kind: 'reminder-2h', ms: 2 * 3_600_000 },
] as const

/** The events that (re)schedule reminders, and those that drop them. */
const timesReminders: readonly BookingMailKind[] = ['booked', 'accepted', 'rescheduled']
const dropsReminders: readonly BookingMailKind[] = ['declined', 'cancelled']

export interface BookingMailOptions {
  /** The moment of the change (reminders already due by then are not queued). Default: the clock. */
  now?: Date
  /** For 'rescheduled': the old start and end, printed as "moved from". */
  previous?: { startsAt: Date; endsAt: Date }
}

/** The dedupe-key prefix of an appointment's mail: `appointment:42:`. */
export const appointmentMailPrefix = (appointmentId: number) => `appointment:${appointmentId}:`

function linksFor(ctx: MailContext, a: MailAppointment): MailLinks {
  const base = siteUrl(ctx.env)
  return {
    manageUrl: `${base}/appointments`,
    dashboardUrl: `${base}/dashboard?tab=appointments`,
    profileUrl: `${base}/stylist/${a.stylist.id}`,
    reviewUrl: `${base}/stylist/${a.stylist.id}#reviews`,
    unsubscribeUrl: unsubscribeUrl(ctx, a.client.id),
  }
}

async function queue(
  tx: Tx,
  a: MailAppointment,
  kind: string,
  m: RenderedMail,
  ctx: MailContext,
  key: string,
  sendAfter: Date,
) {
  const headers: Record<string, string> = {}
  if (m.unsubscribe) {
    const url = unsubscribeUrl(ctx, m.userId)
    headers['List-Unsubscribe'] = `<${url}>`
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
  }
  await enqueueMail(tx, {
    kind,
    to: m.to,
    userId: m.userId,
    subject: m.subject,
    html: m.html,
    text: m.text,
    headers,
    attachments: m.calendar
      ? [
          calendarInvite(a, {
            host: new URL(siteUrl(ctx.env)).hostname,
            organizerEmail: senderAddress(ctx.env.MAIL_FROM),
          }),
        ]
      : [],
    dedupeKey: key,
    sendAfter,
  })
}

/**
 * Queues, in the caller's transaction, every email one booking event sends: call it right after
 * the change to the appointment (and its appointment_events row), inside the same transaction, so
 * the mail exists if and only if the change commits. It also keeps the reminders in step: booked,
 * accepted and rescheduled (re)schedule the 24 h and 2 h reminders of a confirmed appointment;
 * declined and cancelled drop them. Queueing the same event of the same appointment version
 * twice sends once (dedupe keys carry the appointment's SEQUENCE).
 */
export async function queueBookingMail(
  tx: Tx,
  ctx: MailContext,
  kind: BookingMailKind,
  appointmentId: number,
  options: BookingMailOptions = {},
): Promise<void> {
  const now = options.now ?? new Date()
  await asServiceWithin(tx, async () => {
    const loaded = await loadMailAppointment(tx, appointmentId)
    if (!loaded) throw new Error(`No appointment ${appointmentId} to email about`)
    const a: MailAppointment = {
      ...loaded,
      previousStartsAt: options.previous?.startsAt,
      previousEndsAt: options.previous?.endsAt,
    }
    const links = linksFor(ctx, a)
    const prefix = appointmentMailPrefix(a.id)
    const version = kind === 'review-request' ? '' : `:seq${a.sequence}`
    for (const m of bookingMessage(kind, a, links))
      await queue(tx, a, kind, m, ctx, `${prefix}${kind}:${m.audience}${version}`, now)
    if (timesReminders.includes(kind) || dropsReminders.includes(kind)) await cancelMail(tx, `${prefix}reminder-`)
    if (timesReminders.includes(kind) && a.status === 'confirmed') {
      for (const lead of reminderLeads) {
        const at = new Date(a.startsAt.getTime() - lead.ms)
        if (at <= now) continue
        for (const m of bookingMessage(lead.kind, a, links))
          await queue(tx, a, lead.kind, m, ctx, `${prefix}${lead.kind}:seq${a.sequence}`, at)
      }
    }
  })
}
