import { appointmentTime } from './appointment-time.ts'
import { productName, renderHtml, renderText, type MailBlocks } from './layout.ts'

/** One appointment of the day, as the agenda lists it. */
export interface AgendaItem {
  startsAt: Date
  endsAt: Date
  clientName: string
  serviceName: string
  status: 'requested' | 'confirmed'
}

/** A stylist's day: who, which local date in which zone, and its live appointments by start. */
export interface Agenda {
  stylistName: string
  timeZone: string
  /** The stylist's local date, 'YYYY-MM-DD'. */
  day: string
  items: AgendaItem[]
}

export interface AgendaLinks {
  dashboardUrl: string
  unsubscribeUrl: string
}

/** The calendar date itself ('Monday, March 9, 2026'), whatever the zone's offset that day. */
function dayLabel(day: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(new Date(`${day}T12:00:00Z`))
}

/**
 * The stylist's morning email: the day's appointments with their times in the stylist's zone
 * (each with its zone abbreviation, so a day with a daylight-saving change reads right), the
 * client, the service and whether it still waits for an answer.
 */
export function agendaMessage(agenda: Agenda, links: AgendaLinks): { subject: string; html: string; text: string } {
  const count = agenda.items.length
  const appointments = `${count} appointment${count === 1 ? '' : 's'}`
  const requests = agenda.items.filter((i) => i.status === 'requested').length
  const longDay = dayLabel(agenda.day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
  // A request waits for the stylist: said in the brand's colour under it; a confirmed one says so plainly.
  const items = agenda.items.map((i) => ({
    title: appointmentTime(i.startsAt, i.endsAt, agenda.timeZone).time,
    parts: [i.clientName, i.serviceName, ...(i.status === 'confirmed' ? ['Confirmed'] : [])],
    highlight: i.status === 'requested' ? 'Request: accept or decline' : undefined,
  }))
  const zone = appointmentTime(agenda.items[0].startsAt, agenda.items[0].endsAt, agenda.timeZone).zone
  const blocks: MailBlocks = {
    preheader: `${appointments} today${requests ? `, ${requests} waiting for your answer` : ''}.`,
    heading: 'Your appointments today',
    intro: [
      `Good morning, ${agenda.stylistName}. You have ${appointments} on ${longDay}.`,
      ...(requests
        ? [`${requests === 1 ? 'One request waits' : `${requests} requests wait`} for you to accept or decline.`]
        : []),
    ],
    list: { caption: `Times in ${zone}`, items },
    action: { label: 'Open your appointments', url: links.dashboardUrl },
    footer: {
      reason: `You get this email on mornings when clients have booked you on ${productName}.`,
      unsubscribeUrl: links.unsubscribeUrl,
      unsubscribeLabel: 'Unsubscribe from the daily agenda',
    },
  }
  return {
    subject: `Today: ${appointments}, ${dayLabel(agenda.day, { weekday: 'short', month: 'short', day: 'numeric' })}`,
    html: renderHtml(blocks),
    text: renderText(blocks),
  }
}
