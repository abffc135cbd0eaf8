const receivedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** "Nov 25, 2026, 7:31 PM" in the viewer's zone (when the server received it). */
export function formatReceivedAt(iso: string): string {
  return receivedFormat.format(new Date(iso))
}
