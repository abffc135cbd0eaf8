import type { Tx } from '../../db/client.ts'
import { loadMailAppointment } from '../mail/booking-mail.sql.ts'
import { siteUrl, type MailContext } from '../mail/mail-links.ts'
import { asServiceWithin, enqueueMail } from '../mail/outbox.sql.ts'
import { moneyMessage, type MoneyMail } from '../mail/templates/receipt-templates.ts'

/**
 * Queues an appointment's money email in the caller's transaction (it exists if and only if the
 * change it tells of commits). `key` names the payment and the step (`receipt:<intent>:...`): the
 * outbox's unique dedupe key sends it once, however many settlements reach the same step.
 */
export async function queueMoneyMail(
  tx: Tx,
  ctx: MailContext | undefined,
  appointmentId: number,
  mail: MoneyMail,
  key: string,
): Promise<void> {
  if (!ctx) return
  await asServiceWithin(tx, async () => {
    const a = await loadMailAppointment(tx, appointmentId)
    if (!a) return
    const m = moneyMessage(mail, a, `${siteUrl(ctx.env)}/appointments`)
    await enqueueMail(tx, {
      kind: `money-${mail.kind}`,
      to: m.to,
      userId: m.userId,
      subject: m.subject,
      html: m.html,
      text: m.text,
      dedupeKey: key,
    })
  })
}

/** The page where a client confirms a fee their bank wants authenticated. */
export const feeConfirmUrl = (ctx: MailContext, appointmentId: number) =>
  `${siteUrl(ctx.env)}/appointments/${appointmentId}/fee`
