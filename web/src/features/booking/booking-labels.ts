import type { AppointmentStatus, BookingPolicy } from '@marketplace/domain/contract/booking.ts'

function hours(n: number): string {
  if (n % 24 === 0 && n >= 24) return n === 24 ? '24 hours' : `${n / 24} days`
  return n === 1 ? '1 hour' : `${n} hours`
}

/** The stylist's policy as the panel states it before the client confirms. */
export function policyLines(policy: BookingPolicy): {
  confirmation: string
  cancellation: string
  text: string | null
} {
  return {
    confirmation:
      policy.confirmation === 'instant'
        ? 'Instant confirmation: your time is booked as soon as you confirm.'
        : 'Request to book: the stylist confirms your request before it is booked.',
    cancellation:
      policy.cancellationWindowHours === 0
        ? 'Cancel or reschedule online any time before the appointment.'
        : `Cancel or reschedule online up to ${hours(policy.cancellationWindowHours)} before the appointment.`,
    text: policy.policy.trim() || null,
  }
}

/** The confirmation screen's heading for the status the booking came back with. */
export function confirmationHeading(status: AppointmentStatus): string {
  return status === 'requested' ? 'Request sent' : 'You\u2019re booked'
}

/** '$45' or '$12.50': the booked price (dollars, as the API sends it). */
export function bookedPrice(price: number): string | null {
  if (!(price > 0)) return null
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`
}

/** A service as the booking panel's (and the preview's) service choice names it: 'Cut · 45 min · from $40'. */
export const serviceOption = (s: { name: string; duration: number; price: number }) =>
  [s.name, `${s.duration} min`, s.price > 0 ? `from $${Math.round(s.price)}` : null].filter(Boolean).join(' · ')
