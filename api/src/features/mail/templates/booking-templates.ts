import { formatCents } from '@marketplace/domain/money.ts'
import { appointmentTime } from './appointment-time.ts'
import { productName, renderHtml, renderText, type MailBlocks } from './layout.ts'

/** Every booking event that sends email (docs/decisions/014-email-outbox.md lists who gets what). */
export const bookingMailKinds = [
  'booked',
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'rescheduled',
  'reminder-24h',
  'reminder-2h',
  'review-request',
] as const
export type BookingMailKind = (typeof bookingMailKinds)[number]

/** What the templates need of an appointment (booking-mail.sql.ts loads it). */
export interface MailAppointment {
  id: number
  status: string
  startsAt: Date
  endsAt: Date
  /** The stylist's IANA zone: every time in the message is in it. */
  timeZone: string
  sequence: number
  /** The last change: the invite's DTSTAMP. */
  updatedAt: Date
  serviceName: string
  priceCents: number
  cancelReason: string | null
  /** Who cancelled, when cancelled: the other party is told so. */
  stylist: {
    id: number
    userId: string
    name: string
    email: string
    salonName: string | null
    address: string
    city: string
    state: string
  }
  client: { id: string; name: string; email: string }
  /** The time before a reschedule, for "moved from ... to ...". */
  previousStartsAt?: Date | null
  previousEndsAt?: Date | null
}

export interface MailLinks {
  /** The client's appointments page. */
  manageUrl: string
  /** The stylist's Appointments tab. */
  dashboardUrl: string
  /** The stylist's public profile (book again). */
  profileUrl: string
  /** The profile opened on its Reviews tab, where the client reviews. */
  reviewUrl: string
  /** The client's one-click unsubscribe from reminders. */
  unsubscribeUrl: string
}

export interface RenderedMail {
  audience: 'client' | 'stylist'
  to: string
  userId: string
  subject: string
  html: string
  text: string
  /** The invite to attach: REQUEST for a confirmed time, CANCEL when it is off. */
  calendar: 'REQUEST' | 'CANCEL' | null
  /** Reminders carry List-Unsubscribe. */
  unsubscribe: boolean
}

/** The price as the product prints it ('$180', '$12.50'); a free consultation says so. */
const price = (cents: number) => (cents === 0 ? 'free' : formatCents(cents))

function where(a: MailAppointment): string {
  const place = [a.stylist.salonName, a.stylist.address, `${a.stylist.city}, ${a.stylist.state}`].filter(Boolean)
  return place.join(', ')
}

function details(a: MailAppointment, withClient = false): [string, string][] {
  const t = appointmentTime(a.startsAt, a.endsAt, a.timeZone)
  const rows: [string, string][] = [
    ['Service', `${a.serviceName} (${price(a.priceCents)})`],
    ['When', `${t.date}, ${t.time}`],
    ['Time zone', t.zone],
    withClient ? ['Client', `${a.client.name} <${a.client.email}>`] : ['Stylist', a.stylist.name],
    ['Where', where(a)],
  ]
  return rows
}

function mail(
  audience: RenderedMail['audience'],
  a: MailAppointment,
  subject: string,
  blocks: MailBlocks,
  extra: Partial<RenderedMail> = {},
): RenderedMail {
  const person = audience === 'client' ? a.client : { id: a.stylist.userId, email: a.stylist.email }
  return {
    audience,
    to: person.email,
    userId: person.id,
    subject,
    html: renderHtml(blocks),
    text: renderText(blocks),
    calendar: null,
    unsubscribe: false,
    ...extra,
  }
}

const clientFooter = { reason: `You get this email because you booked an appointment on ${productName}.` }
const stylistFooter = { reason: `You get this email because clients book you on ${productName}.` }

function clientMessage(kind: BookingMailKind, a: MailAppointment, links: MailLinks): RenderedMail | null {
  const t = appointmentTime(a.startsAt, a.endsAt, a.timeZone)
  const what = `${a.serviceName} with ${a.stylist.name}`
  const manage = { label: 'Manage your appointment', url: links.manageUrl }
  const base = { details: details(a), footer: clientFooter }
  switch (kind) {
    case 'booked':
    case 'accepted':
      return mail(
        'client',
        a,
        `Confirmed: ${what}, ${t.short}`,
        {
          ...base,
          preheader: `See you ${t.short}.`,
          heading: 'Your appointment is confirmed',
          intro: [
            kind === 'accepted'
              ? `${a.stylist.name} accepted your request. You are booked.`
              : `You are booked with ${a.stylist.name}.`,
          ],
          action: manage,
          outro: [
            'The invitation attached adds it to your calendar. Need to change plans? Cancel or reschedule from your appointments.',
          ],
        },
        { calendar: 'REQUEST' },
      )
    case 'requested':
      return mail('client', a, `Request sent: ${what}, ${t.short}`, {
        ...base,
        preheader: `${a.stylist.name} will accept or decline your request.`,
        heading: 'Your request is with the stylist',
        intro: [
          `${a.stylist.name} confirms each booking personally. We will email you as soon as they accept or decline.`,
        ],
        action: { label: 'See your request', url: links.manageUrl },
      })
    case 'declined':
      return mail('client', a, `Not available: ${what}, ${t.short}`, {
        ...base,
        preheader: `${a.stylist.name} could not take this booking.`,
        heading: 'Your request was declined',
        intro: [
          `${a.stylist.name} cannot take this booking.`,
          ...(a.cancelReason ? [`Their note: “${a.cancelReason}”`] : []),
        ],
        action: { label: 'Find another time', url: links.profileUrl },
      })
    case 'cancelled':
      return mail(
        'client',
        a,
        `Cancelled: ${what}, ${t.short}`,
        {
          ...base,
          preheader: 'This appointment is cancelled.',
          heading: 'Your appointment is cancelled',
          intro: [
            a.status === 'cancelled_by_stylist'
              ? `${a.stylist.name} cancelled this appointment.`
              : 'You cancelled this appointment.',
            ...(a.cancelReason ? [`Reason: “${a.cancelReason}”`] : []),
          ],
          action: { label: 'Book again', url: links.profileUrl },
          outro: ['The attached update removes it from your calendar.'],
        },
        { calendar: 'CANCEL' },
      )
    case 'rescheduled': {
      const moved =
        a.previousStartsAt && a.previousEndsAt
          ? appointmentTime(a.previousStartsAt, a.previousEndsAt, a.timeZone)
          : null
      return mail(
        'client',
        a,
        `New time: ${what}, ${t.short}`,
        {
          ...base,
          preheader: `Now ${t.short}.`,
          heading: 'Your appointment has a new time',
          intro: [
            moved ? `It moved from ${moved.date}, ${moved.time} to the time below.` : 'It moved to the time below.',
          ],
          action: manage,
          outro: ['The attached update moves it in your calendar.'],
        },
        { calendar: a.status === 'confirmed' ? 'REQUEST' : null },
      )
    }
    case 'reminder-24h':
    case 'reminder-2h': {
      const footer = { ...clientFooter, unsubscribeUrl: links.unsubscribeUrl }
      return mail(
        'client',
        a,
        `Reminder: ${what}, ${t.short}`,
        {
          details: details(a),
          footer,
          preheader: kind === 'reminder-2h' ? `In about 2 hours: ${t.short}.` : `Tomorrow: ${t.short}.`,
          heading: kind === 'reminder-2h' ? 'Your appointment is in 2 hours' : 'Your appointment is tomorrow',
          intro: [`A reminder of your ${a.serviceName} with ${a.stylist.name}.`],
          action: manage,
        },
        { unsubscribe: true },
      )
    }
    case 'review-request':
      return mail('client', a, `How was your ${a.serviceName} with ${a.stylist.name}?`, {
        ...base,
        preheader: 'A few words help other clients choose.',
        heading: `How was your visit with ${a.stylist.name}?`,
        intro: [
          'Thanks for booking through ' +
            productName +
            '. A short review helps other clients choose, and your review shows as a verified visit.',
        ],
        action: { label: 'Write a review', url: links.reviewUrl },
      })
  }
}

function stylistMessage(kind: BookingMailKind, a: MailAppointment, links: MailLinks): RenderedMail | null {
  const t = appointmentTime(a.startsAt, a.endsAt, a.timeZone)
  const who = `${a.client.name}, ${a.serviceName}`
  const base = {
    details: details(a, true),
    footer: stylistFooter,
    action: { label: 'Open your appointments', url: links.dashboardUrl },
  }
  switch (kind) {
    case 'booked':
      return mail('stylist', a, `New booking: ${who}, ${t.short}`, {
        ...base,
        preheader: `${a.client.name} booked ${t.short}.`,
        heading: 'You have a new booking',
        intro: [`${a.client.name} booked ${a.serviceName}.`],
      })
    case 'requested':
      return mail('stylist', a, `Booking request: ${who}, ${t.short}`, {
        ...base,
        preheader: 'Accept or decline this request.',
        heading: 'A client asks for an appointment',
        intro: [
          `${a.client.name} asks to book ${a.serviceName}. The time is held for them until you accept or decline.`,
        ],
        action: { label: 'Accept or decline', url: links.dashboardUrl },
      })
    case 'cancelled':
      if (a.status !== 'cancelled_by_client') return null
      return mail('stylist', a, `Cancelled: ${who}, ${t.short}`, {
        ...base,
        preheader: `${a.client.name} cancelled.`,
        heading: 'A client cancelled',
        intro: [
          `${a.client.name} cancelled this appointment. The time is open again.`,
          ...(a.cancelReason ? [`Reason: “${a.cancelReason}”`] : []),
        ],
      })
    case 'rescheduled':
      return mail('stylist', a, `New time: ${who}, ${t.short}`, {
        ...base,
        preheader: `Now ${t.short}.`,
        heading: 'An appointment has a new time',
        intro: [`The appointment with ${a.client.name} moved to the time below.`],
      })
    default:
      return null
  }
}

/**
 * The emails one booking event sends: to the client and, where the stylist should hear of it, to
 * the stylist. Each has an HTML and a plain-text part, the time in the stylist's zone with the
 * zone's name, and a link to manage the appointment.
 */
export function bookingMessage(kind: BookingMailKind, appointment: MailAppointment, links: MailLinks): RenderedMail[] {
  return [clientMessage(kind, appointment, links), stylistMessage(kind, appointment, links)].filter(
    (m): m is RenderedMail => m !== null,
  )
}
