import { Stack } from '@chakra-ui/react'
import type { Appointment } from '@marketplace/domain/contract/booking.ts'
import { useState } from 'react'
import { useOwnProfile } from '../api/get-own-profile'
import { appointmentSummary, zoneText } from '../appointments-agenda'
import type { DialogKind } from './appointment-actions'
import { AppointmentReasonDialog } from './appointment-reason-dialog'
import { AgendaSection } from './agenda-section'
import { PendingRequests } from './pending-requests'
import { ProfileRequired } from './profile-required'
import { RescheduleDialog } from './reschedule-dialog'
import { TabHeader } from './tab-header'

/** The Appointments tab: requests waiting for an answer, then today's or the week's agenda. */
export function AppointmentsTab({ userId }: { userId: string }) {
  const profile = useOwnProfile(userId)
  if (!profile) return <ProfileRequired />
  return <AppointmentsPanel stylistId={profile.id} zone={profile.timeZone} />
}

type DialogState = { kind: DialogKind; appointment: Appointment | null; open: boolean }

function AppointmentsPanel({ stylistId, zone }: { stylistId: number; zone: string }) {
  // The page's "now": today and this week stay the ones the stylist opened, until they come back.
  const [now] = useState(() => new Date())
  const [dialog, setDialog] = useState<DialogState>({ kind: 'cancel', appointment: null, open: false })
  const openDialog = (kind: DialogKind, appointment: Appointment) => setDialog({ kind, appointment, open: true })
  const close = () => setDialog((current) => ({ ...current, open: false }))
  const summary = dialog.appointment ? appointmentSummary(dialog.appointment, zone) : ''

  return (
    <Stack as="section" aria-labelledby="appointments-tab-heading" gap="8">
      <TabHeader
        id="appointments-tab-heading"
        title="Appointments"
        description={`Requests waiting for your answer, then your day and your week. Times are in ${zoneText(zone, now)}.`}
      />
      <PendingRequests zone={zone} onDialog={openDialog} />
      <AgendaSection zone={zone} now={now} onDialog={openDialog} />
      {(['decline', 'cancel'] as const).map((kind) => (
        <AppointmentReasonDialog
          key={kind}
          kind={kind}
          open={dialog.open && dialog.kind === kind}
          appointment={dialog.appointment}
          summary={summary}
          onClose={close}
        />
      ))}
      <RescheduleDialog
        stylistId={stylistId}
        zone={zone}
        open={dialog.open && dialog.kind === 'reschedule'}
        appointment={dialog.appointment}
        summary={summary}
        onClose={close}
      />
    </Stack>
  )
}
