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

/**
 * What an event was about, from the metadata the spec names (search term, stylist id, plan
 * type): 'Search term: "balayage" · Stylist #12 · Plan: monthly'. Other keys are left out.
 */
export function summarizeMetadata(metadata: AnalyticsEvent['metadata']): string {
  const parts: string[] = []
  const term = metadata.searchTerm?.trim()
  if (term) parts.push(`Search term: "${term}"`)
  if (metadata.stylistId !== undefined) parts.push(`Stylist #${metadata.stylistId}`)
  if (metadata.planType) parts.push(`Plan: ${metadata.planType}`)
  return parts.length > 0 ? parts.join(' · ') : 'No details'
}
