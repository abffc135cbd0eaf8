import type { AnalyticsEvent } from '@marketplace/domain/contract/admin.ts'

export const eventTypeLabels: Record<AnalyticsEvent['eventType'], string> = {
  search: 'Search',
  profile_view: 'Profile view',
  signup: 'Sign-up',
  subscription: 'Subscription',
}

/** The badge colour of each kind of event. */
export const eventTypePalettes: Record<AnalyticsEvent['eventType'], string> = {
  search: 'blue',
  profile_view: 'purple',
  signup: 'green',
  subscription: 'orange',
}

/** A part of an event's summary: plain text, or the stylist it names (a link to the profile). */
export type SummaryPart = { text: string } | { stylistId: number; name: string }

/**
 * What an event was about, from the metadata the spec names (search term, stylist, plan type):
 * 'Search term: "balayage"', the stylist by name ('Stylist #12' only when the profile is gone),
 * 'Plan: monthly'. Other keys are left out; no part at all reads 'No details'.
 */
export function summaryParts(metadata: AnalyticsEvent['metadata']): SummaryPart[] {
  const parts: SummaryPart[] = []
  const term = metadata.searchTerm?.trim()
  if (term) parts.push({ text: `Search term: "${term}"` })
  if (metadata.stylistId !== undefined)
    parts.push(
      metadata.stylistName
        ? { stylistId: metadata.stylistId, name: metadata.stylistName }
        : { text: `Stylist #${metadata.stylistId}` },
    )
  if (metadata.planType) parts.push({ text: `Plan: ${metadata.planType}` })
  return parts.length > 0 ? parts : [{ text: 'No details' }]
}
