import { Button, HStack, Stack, useBreakpointValue } from '@chakra-ui/react'
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
import { ScheduleSection } from './schedule-section'
import { TabHeader } from './tab-header'

export type AppointmentsView = 'day' | 'week' | 'list'

/** What the page's URL keeps of the tab: the view and the date shown (both optional). */
export type AppointmentsSearch = { view?: AppointmentsView; date?: string }

type AppointmentsTabProps = {
  userId: string
  search: AppointmentsSearch
  onSearchChange: (next: AppointmentsSearch) => void
}

/** The Appointments tab: requests waiting for an answer, then the day or week grid, or the list. */
export function AppointmentsTab({ userId, search, onSearchChange }: AppointmentsTabProps) {
  const profile = useOwnProfile(userId)
  if (!profile) return <ProfileRequired />
  return (
    <AppointmentsPanel stylistId={profile.id} zone={profile.timeZone} search={search} onSearchChange={onSearchChange} />
  )
}

type DialogState = { kind: DialogKind; appointment: Appointment | null; open: boolean }

const views: { value: AppointmentsView; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'list', label: 'List' },
]

type PanelProps = { stylistId: number; zone: string } & Omit<AppointmentsTabProps, 'userId'>

function AppointmentsPanel({ stylistId, zone, search, onSearchChange }: PanelProps) {
  // A phone opens on the day, a wider screen on the week, until the stylist picks a view.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true
  const view = search.view ?? (wide ? 'week' : 'day')
  // The page's "now": today and this week stay the ones the stylist opened, until they come back.
  const [now] = useState(() => new Date())
  const [dialog, setDialog] = useState<DialogState>({ kind: 'cancel', appointment: null, open: false })
  const openDialog = (kind: DialogKind, appointment: Appointment) => setDialog({ kind, appointment, open: true })
  const close = () => setDialog((current) => ({ ...current, open: false }))
  const summary = dialog.appointment ? appointmentSummary(dialog.appointment, zone) : ''

  const switcher = (
    <HStack role="group" aria-label="View" gap="0">
      {views.map((v, i) => (
        <Button
          key={v.value}
          size="sm"
          colorPalette="brand"
          variant={view === v.value ? 'solid' : 'outline'}
          aria-pressed={view === v.value}
          roundedStart={i === 0 ? 'l2' : '0'}
          roundedEnd={i === views.length - 1 ? 'l2' : '0'}
          onClick={() => onSearchChange({ view: v.value, date: search.date })}
        >
          {v.label}
        </Button>
      ))}
    </HStack>
  )

  return (
    <Stack as="section" aria-labelledby="appointments-tab-heading" gap="8">
      <TabHeader
        id="appointments-tab-heading"
        title="Appointments"
        description={`Requests waiting for your answer, then your day and your week. Times are in ${zoneText(zone, now)}.`}
      />
      <PendingRequests zone={zone} onDialog={openDialog} />
      {view === 'list' ? (
        <AgendaSection zone={zone} now={now} onDialog={openDialog} switcher={switcher} />
      ) : (
        <ScheduleSection
          view={view}
          date={search.date}
          zone={zone}
          onDateChange={(date) => onSearchChange({ view: search.view, date })}
          onDialog={openDialog}
          switcher={switcher}
        />
      )}
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
