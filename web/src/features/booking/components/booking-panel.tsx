import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { useLayoutEffect, type ReactNode } from 'react'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { useBookingInfo } from '../api/get-booking-info'
import type { BookingChoice } from '../booking-choice'
import { useBookAttempt } from '../hooks/use-book-attempt'
import { BookingForm, type BookableService } from './booking-form'
import { openBookingPreview } from './booking-preview'

export type BookingPanelProps = {
  stylistId: number
  stylistName: string
  services: BookableService[]
  /** The choice in the address; null keeps the panel closed. */
  choice: BookingChoice | null
  /** A new choice, or null to close; the profile writes it to the address. */
  onChoiceChange: (choice: BookingChoice | null) => void
  viewerStatus: 'loading' | 'signedIn' | 'signedOut'
  /** Signed out: off to sign in, coming back to this address (the choice is in it). */
  onSignIn: () => void
  onBooked: (appointment: Appointment) => void
  /** Asking the stylist first (the route's Message button). */
  questionAction?: ReactNode
}

/**
 * The booking panel of a profile: service, day, time, policy, note, then sign in or confirm.
 * Full screen on a phone, a centred dialog above. Open while the address holds a choice and the
 * stylist takes online bookings.
 */
export function BookingPanel({ stylistId, stylistName, choice, onChoiceChange, ...rest }: BookingPanelProps) {
  const { data: info } = useBookingInfo(stylistId)
  const attempt = useBookAttempt()
  const open = choice !== null && info?.acceptsBookings === true
  // The panel replaces the preview a Book tapped before the app ran had opened (before the browser
  // paints: the two dialogs are never shown at once), keeping a day or time chosen there after the
  // app had read its choice (routes/stylist/-profile-route.tsx).
  useLayoutEffect(() => {
    const preview = open ? openBookingPreview() : null
    if (!preview || !choice) return
    preview.close()
    const { serviceId, date, slot } = preview.dataset
    if (Number(serviceId) !== choice.serviceId || !date) return
    if (date !== choice.date || (slot ?? null) !== choice.slot) {
      onChoiceChange({ ...choice, date, slot: slot ?? null })
    }
    // Once, as the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])
  return (
    <DialogFrame
      open={open}
      onClose={() => onChoiceChange(null)}
      title={`Book with ${stylistName}`}
      size="lg"
      fullScreenOnPhone
      busy={attempt.isPending}
    >
      {open && (
        <BookingForm
          stylistId={stylistId}
          info={info}
          choice={choice}
          onChoiceChange={onChoiceChange}
          attempt={attempt}
          {...rest}
        />
      )}
    </DialogFrame>
  )
}
