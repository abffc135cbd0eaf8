import { formatCents } from '@marketplace/domain/money.ts'
import { appointmentTime } from './appointment-time.ts'
import { productName, renderHtml, renderText, type MailBlocks } from './layout.ts'
import type { MailAppointment, RenderedMail } from './booking-templates.ts'

/**
 * The money emails of an appointment (issue 37, point 4): a receipt for every refund and every
 * fee charged, and the request to confirm a fee the client's bank wants authenticated. In the
 * booking emails' layout (layout.ts escapes every value); amounts are the server's cents.
 */
export type MoneyMail =
  | { kind: 'refund'; amountCents: number; totalRefundedCents: number; paidCents: number; keptCents: number }
  | { kind: 'charge'; amountCents: number; feeKind: 'late_cancel' | 'no_show' }
  | { kind: 'fee-refund'; amountCents: number; feeKind: 'late_cancel' | 'no_show' }
  | { kind: 'fee-action'; amountCents: number; feeKind: 'late_cancel' | 'no_show'; confirmUrl: string }

const feeName = (k: 'late_cancel' | 'no_show') => (k === 'late_cancel' ? 'late-cancellation fee' : 'no-show fee')

export function moneyMessage(m: MoneyMail, a: MailAppointment, manageUrl: string): RenderedMail {
  const t = appointmentTime(a.startsAt, a.endsAt, a.timeZone)
  const what = `${a.serviceName} with ${a.stylist.name}`
  const details: [string, string][] = [
    ['Appointment', what],
    ['When', `${t.date}, ${t.time}`],
    ['Paid to', a.stylist.salonName ?? a.stylist.name],
  ]
  const footer = { reason: `You get this email because you booked an appointment on ${productName}.` }
  let subject: string
  let blocks: MailBlocks
  switch (m.kind) {
    case 'refund':
      subject = `Refund of ${formatCents(m.amountCents)}: ${what}`
      blocks = {
        preheader: `${formatCents(m.amountCents)} is on its way back to your card.`,
        heading: 'Your refund',
        intro: [
          `${formatCents(m.amountCents)} of what you paid at booking is refunded to your card. Banks usually show it within 5 to 10 business days.`,
        ],
        details: [
          ...details,
          ['Paid at booking', formatCents(m.paidCents)],
          ['Refunded in all', formatCents(m.totalRefundedCents)],
          ...(m.keptCents > 0 ? [['Kept as a fee', formatCents(m.keptCents)] as [string, string]] : []),
        ],
        action: { label: 'See your appointments', url: manageUrl },
        footer,
      }
      break
    case 'charge':
      subject = `Receipt: ${feeName(m.feeKind)} of ${formatCents(m.amountCents)}`
      blocks = {
        preheader: `${formatCents(m.amountCents)} was charged to your saved card.`,
        heading: `Receipt for a ${feeName(m.feeKind)}`,
        intro: [
          `${formatCents(m.amountCents)} was charged to the card you saved when booking, as the terms you agreed to say.`,
        ],
        details: [...details, ['Charged', formatCents(m.amountCents)]],
        action: { label: 'See your appointments', url: manageUrl },
        footer,
      }
      break
    case 'fee-refund':
      subject = `Refund of ${formatCents(m.amountCents)}: ${feeName(m.feeKind)} waived`
      blocks = {
        preheader: `${a.stylist.name} waived the fee.`,
        heading: 'Your fee is refunded',
        intro: [
          `${a.stylist.name} waived the ${feeName(m.feeKind)}: ${formatCents(m.amountCents)} is refunded to your card.`,
        ],
        details: [...details, ['Refunded', formatCents(m.amountCents)]],
        action: { label: 'See your appointments', url: manageUrl },
        footer,
      }
      break
    case 'fee-action':
      subject = `Please confirm a ${formatCents(m.amountCents)} payment: ${what}`
      blocks = {
        preheader: 'Your bank asks you to confirm this payment.',
        heading: 'Your bank asks you to confirm a payment',
        intro: [
          `The ${feeName(m.feeKind)} of ${formatCents(m.amountCents)} could not be charged to your saved card without your confirmation. Nothing was taken yet.`,
        ],
        details: [...details, ['Amount', formatCents(m.amountCents)]],
        action: { label: 'Confirm the payment', url: m.confirmUrl },
        footer,
      }
      break
  }
  return {
    audience: 'client',
    to: a.client.email,
    userId: a.client.id,
    subject,
    html: renderHtml(blocks),
    text: renderText(blocks),
    calendar: null,
    unsubscribe: false,
  }
}
