/** A piece of a message's text: plain, or a web address shown as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// http(s) addresses only: any other scheme (javascript:, data:) stays plain text.
const LINK = /\bhttps?:\/\/[^\s<>"']+/gi
// Punctuation that ends a sentence, not the address ("see https://x.example/a.").
const TRAILING = /[.,;:!?)\]]+$/

/** Splits a message into text and http(s) links, for React to render (escaped) piece by piece. */
export function splitLinks(body: string): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const match of body.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '')
    const start = match.index
    if (start > at) parts.push({ kind: 'text', text: body.slice(at, start) })
    parts.push({ kind: 'link', text: href, href })
    at = start + href.length
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) })
  return parts
}

/** A message's time: the hour today, the day and hour before (in the viewer's zone). */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  const sameDay = date.toDateString() === now.toDateString()
  return sameDay
    ? date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
    : date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
}

/** The header link's accessible name: "Messages", or "Messages, 2 unread". */
export function messagesLinkLabel(unread: number | undefined): string {
  return unread ? `Messages, ${unread} unread` : 'Messages'
}

/** The badge's figure: up to 99, then "99+". */
export const badgeFigure = (unread: number) => (unread > 99 ? '99+' : String(unread))

/** The inbox's words for a last message's photos: "Photo", "2 photos" ('' for none). */
export function photoCountLabel(count: number): string {
  if (count <= 0) return ''
  return count === 1 ? 'Photo' : `${count} photos`
}

/**
 * An inbox row's preview as one line of words (the row's accessible name uses it): "You: " for
 * one's own, the photos' count, then the text: "You: 2 photos · Like this?".
 */
export function inboxPreview(last: { fromMe: boolean; body: string; photoCount: number } | null): string {
  if (!last) return 'New conversation'
  const photos = photoCountLabel(last.photoCount)
  return `${last.fromMe ? 'You: ' : ''}${photos ? `${photos} · ` : ''}${last.body}`
}
