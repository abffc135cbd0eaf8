import { formatCents } from '@marketplace/domain/money.ts'
import { productName, renderHtml, renderText, type MailBlocks } from './layout.ts'

/** A paid invoice, as its receipt prints it (billing-mail.sql.ts loads it). */
export interface ReceiptInvoice {
  invoiceId: string
  plan: 'monthly' | 'annual' | null
  subtotalCents: number
  discountCents: number
  amountPaidCents: number
  periodStart: Date
  periodEnd: Date
  paidAt: Date
  card: { brand: string; last4: string } | null
  /** The stylist's zone (dates are printed in it), else UTC. */
  timeZone: string
}

/** A trial about to end, as its notice prints it. */
export interface EndingTrial {
  plan: 'monthly' | 'annual'
  priceCents: number
  trialEnd: Date
  cancelAtPeriodEnd: boolean
  card: { brand: string; last4: string } | null
  timeZone: string
}

export interface BillingLinks {
  /** The dashboard's Subscription tab. */
  billingUrl: string
}

const planName = { monthly: 'Monthly', annual: 'Annual' } as const
const planTerm = { monthly: 'month', annual: 'year' } as const

function date(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'long', day: 'numeric', year: 'numeric' }).format(at)
}

function dateTime(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at)
}

const cardName = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}`

const footer = { reason: `You get this email because you subscribe to ${productName} as a stylist.` }

/** The product's receipt of a paid subscription invoice: amount, plan, period, card, and where to manage it. */
export function receiptMessage(
  i: ReceiptInvoice,
  links: BillingLinks,
): { subject: string; html: string; text: string } {
  const plan = i.plan ? `${planName[i.plan]} plan` : 'Subscription'
  const period = `${date(i.periodStart, i.timeZone)} – ${date(i.periodEnd, i.timeZone)}`
  const details: [string, string][] = [
    ['Amount paid', formatCents(i.amountPaidCents)],
    ['Plan', plan],
    ['Period', period],
    ...(i.discountCents > 0
      ? ([
          ['Subtotal', formatCents(i.subtotalCents)],
          ['Discount', `−${formatCents(i.discountCents)}`],
        ] as [string, string][])
      : []),
    ['Paid on', date(i.paidAt, i.timeZone)],
    ...(i.card ? ([['Card', cardName(i.card)]] as [string, string][]) : []),
    ['Receipt number', i.invoiceId],
  ]
  const blocks: MailBlocks = {
    preheader: `${formatCents(i.amountPaidCents)} paid for ${period}.`,
    heading: 'Thanks for your payment',
    intro: [`We received ${formatCents(i.amountPaidCents)} for your ${productName} ${plan.toLowerCase()}.`],
    details,
    action: { label: 'View your subscription', url: links.billingUrl },
    outro: ['Keep this email for your records. Fees are not refundable (see the terms of service).'],
    footer,
  }
  return {
    subject: `Receipt: ${productName} ${plan.toLowerCase()}, ${formatCents(i.amountPaidCents)}`,
    html: renderHtml(blocks),
    text: renderText(blocks),
  }
}

/**
 * The notice a few days before a free trial ends: what happens then depends on the card on file
 * (charged, profile stays listed) or its absence (the subscription ends with the trial), or a
 * cancellation already asked for.
 */
export function trialEndingMessage(
  t: EndingTrial,
  links: BillingLinks,
): { subject: string; html: string; text: string } {
  const when = dateTime(t.trialEnd, t.timeZone)
  const price = `${formatCents(t.priceCents)} a ${planTerm[t.plan]}`
  const intro = t.cancelAtPeriodEnd
    ? [
        `Your free trial ends on ${when}, and your subscription is set to end with it.`,
        'Your profile then leaves search. Reactivate any time before then to stay listed.',
      ]
    : t.card
      ? [
          `Your free trial ends on ${when}.`,
          `Then your ${cardName(t.card)} is charged ${formatCents(t.priceCents)} for the ${planName[t.plan].toLowerCase()} plan, and your profile stays listed. Nothing to do unless you want to change plan or cancel.`,
        ]
      : [
          `Your free trial ends on ${when}.`,
          'You have no card on file, so your subscription ends with the trial and your profile leaves search. Add a card to stay listed.',
        ]
  const blocks: MailBlocks = {
    preheader: `Your free trial ends on ${date(t.trialEnd, t.timeZone)}.`,
    heading: 'Your free trial ends soon',
    intro,
    details: [
      ['Trial ends', when],
      ['Plan after the trial', `${planName[t.plan]} (${price})`],
      ...(t.card ? ([['Card on file', cardName(t.card)]] as [string, string][]) : []),
    ],
    action: {
      label: t.card || t.cancelAtPeriodEnd ? 'Manage your subscription' : 'Add a card',
      url: links.billingUrl,
    },
    footer,
  }
  return {
    subject: `Your free trial ends on ${date(t.trialEnd, t.timeZone)}`,
    html: renderHtml(blocks),
    text: renderText(blocks),
  }
}
