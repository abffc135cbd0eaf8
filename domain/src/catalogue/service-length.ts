/** A service's length and, when it has processing time, its parts in minutes (else all null). */
export interface ServiceLength {
  duration: number
  activeMinutes: number | null
  processingMinutes: number | null
  finishingMinutes: number | null
}

/**
 * A service's length on its cards (the stylist's and the public profile's): '45 minutes', or with
 * processing time '30 min + 45 min processing + 30 min' (ADR 023).
 */
export function serviceLengthText(service: ServiceLength): string {
  const { activeMinutes: a, processingMinutes: p, finishingMinutes: f } = service
  if (a === null || p === null || f === null) return `${service.duration} minutes`
  return [`${a} min`, `${p} min processing`, ...(f > 0 ? [`${f} min`] : [])].join(' + ')
}
