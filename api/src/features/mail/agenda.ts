import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { agendaItems, agendaKey, dueAgendas } from './agenda.sql.ts'
import { siteUrl, unsubscribeUrl, type MailContext } from './mail-links.ts'
import { enqueueMail } from './outbox.sql.ts'
import { agendaMessage } from './templates/agenda-template.ts'

/** How often the worker loop looks for due agendas (a pass is one indexed query when none is due). */
export const AGENDA_PASS_MS = 60_000

export interface AgendaPassOptions {
  now?: Date
  /** Only these stylists (tests that share a database with others). */
  onlyStylists?: readonly number[]
}

/**
 * Queues the daily agenda of every stylist whose morning it is (07:00 in their zone; see
 * dueAgendas) and who has live appointments that local day, and returns how many it queued.
 * Idempotent and safe with any number of passes at once: each agenda has the dedupe key
 * `agenda:<stylist>:<local date>`, so a second pass (on this server or another) finds it queued or
 * loses the insert to the unique key; a day without appointments queues nothing. Each stylist's
 * message is queued in its own short transaction, so one bad row does not hold back the others.
 */
export async function queueDueAgendas(sql: Sql, ctx: MailContext, options: AgendaPassOptions = {}): Promise<number> {
  const now = options.now ?? new Date()
  const due = await asService(sql, (tx) => dueAgendas(tx, now, options.onlyStylists))
  let queued = 0
  for (const stylist of due) {
    const id = await asService(sql, async (tx) => {
      const items = await agendaItems(tx, stylist.stylistId, stylist.dayStart, stylist.dayEnd)
      if (items.length === 0) return null
      const unsubscribe = unsubscribeUrl(ctx, stylist.userId, 'agenda')
      const message = agendaMessage(
        { stylistName: stylist.stylistName, timeZone: stylist.timeZone, day: stylist.day, items },
        { dashboardUrl: `${siteUrl(ctx.env)}/dashboard?tab=appointments`, unsubscribeUrl: unsubscribe },
      )
      return enqueueMail(tx, {
        kind: 'stylist-agenda',
        to: stylist.email,
        userId: stylist.userId,
        ...message,
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        dedupeKey: agendaKey(stylist.stylistId, stylist.day),
        sendAfter: now,
      })
    })
    if (id !== null) queued += 1
  }
  return queued
}
