/** The From of embedded mode's messages (they never leave the machine). */
export const EMBEDDED_FROM = 'Chairside <bookings@chairside.localhost>'

/**
 * The platform's sending address alone: MAIL_FROM's address ("Chairside <bookings@example.com>"
 * gives bookings@example.com, a bare address is itself), else the embedded sender's. Calendar
 * invites name it as their ORGANIZER, so a stylist's private account email never leaves the
 * platform (ADR 012: that column is never shown).
 */
export function senderAddress(mailFrom: string | undefined): string {
  const from = (mailFrom ?? EMBEDDED_FROM).trim()
  return /<([^<>]+)>$/.exec(from)?.[1]?.trim() ?? from
}
